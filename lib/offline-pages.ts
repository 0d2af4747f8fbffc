import { fixedPages, getService, offlineFirstService, services } from '@/lib/content';

/**
 * The pages the service worker saves after a first visit, in the order it fetches them: what
 * matters when the signal is bad (calling, the form, storm rebuilding) first. The offline page
 * lists them; pipeline/service-worker.ts precaches them with what they need (docs/offline.md).
 */
export const offlinePages = [
  fixedPages.home,
  fixedPages.contact,
  getService(offlineFirstService)!,
  fixedPages.services,
  ...services.filter((service) => service.slug !== offlineFirstService),
  fixedPages.privacy,
].map((page) => ({ path: page.path, name: 'title' in page ? page.title : page.name }));

/** Where the site's service worker is served; its scope is the whole site. */
export const workerPath = '/sw.js';

/**
 * The owner's pages carry a signed token and have a worker of their own (public/owner/): the
 * site's worker is not registered from them and leaves them to the network.
 */
export const ownerPages = [fixedPages.ownerAlerts.path, fixedPages.ownerContacted.path];
