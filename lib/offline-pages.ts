import { fixedPages, legacyPaths, services, serviceTable, type Service } from '@/lib/content';

const savedFirst = (service: Service) => serviceTable[service.slug].offlineFirst;

/**
 * The pages the service worker saves after a first visit, in the order it fetches them: what
 * matters when the signal is bad (calling, the form, storm rebuilding: `offlineFirst` in the
 * service table) first. The offline page lists them; pipeline/service-worker.ts precaches them
 * with what they need (docs/offline.md).
 */
export const offlinePages = [
  fixedPages.home,
  fixedPages.contact,
  ...services.filter(savedFirst),
  fixedPages.services,
  ...services.filter((service) => !savedFirst(service)),
  fixedPages.privacy,
].map((page) => ({ path: page.path, name: 'title' in page ? page.title : page.name }));

/** Where the site's service worker is served; its scope is the whole site. */
export const workerPath = '/sw.js';

/**
 * The owner's pages carry a signed token and have a worker of their own (public/owner/): the
 * site's worker is not registered from them and leaves them to the network.
 */
export const ownerPages = [fixedPages.ownerAlerts.path, fixedPages.ownerContacted.path];

/**
 * The pages the Spanish edition has no twin of (pipeline/steps/spanish.ts): the owner's pages, the
 * customer's review pages and the old footer addresses, in English only. The header links no other
 * language there.
 */
export const twinlessPages = [
  ...ownerPages,
  fixedPages.ownerReviewCard.path,
  fixedPages.review.path,
  ...legacyPaths,
];
