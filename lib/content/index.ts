/**
 * The one door: pages and components read every piece of content through this module, and so
 * do the build steps. It loads the owner's files (./loader.ts) and the counted page copy (./copy.ts)
 * once per build, each checked once, and hands each piece on under the name it has where it is
 * defined. Each service, project and town page comes with its `path`, and every link to a fixed
 * page takes its address from the one table of pages (./site-pages.ts): nothing outside these
 * two files writes a route. Loading throws a ContentError listing every problem; it never prints
 * or reports (pipeline/steps/check-content.ts does).
 */
import { serviceSlugs, serviceTable, type Project, type ServiceSlug } from '@/content/schema';
import * as contactEn from '@/content/contact';
import * as contactEs from '@/content/es/contact';
import * as pagesEn from '@/content/pages';
import * as pagesEs from '@/content/es/pages';
import * as projectsEn from '@/content/projects';
import * as projectsEs from '@/content/es/projects';
import * as siteEn from '@/content/site';
import * as siteEs from '@/content/es/site';
import { locale } from '@/lib/locale';
import {
  contactedPage as contactedCopy,
  ownerAlertsPage as ownerAlertsCopy,
  ownerReviewsNote,
} from '@/content/owner';
import { legacyRedirects } from '@/content/redirects';
import { reviewCardPage as reviewCardCopy } from '@/content/review-card';
import {
  reviewNotSentPage as reviewNotSentCopy,
  reviewOptOutPage as reviewOptOutCopy,
  reviewPage as reviewCopy,
  reviewSentPage as reviewSentCopy,
} from '@/content/review';
import { checkCopy, writtenCopy } from './copy';
import { contentDir, loadContent } from './loader';
import { fixedPages as pageTable, servicePath } from './site-pages';
import { siteUrl } from './site-url';
import {
  serviceLabelsEs,
  serviceOptions,
  type ReviewBusiness,
} from '@/supabase/functions/_shared/contract';

/** This edition's page copy (lib/locale.ts): content/<name>.ts, or its Spanish twin in content/es/. */
const edition = locale === 'es';
const contactCopy = edition ? contactEs : contactEn;
const pagesCopy = edition ? pagesEs : pagesEn;
const projectsCopy = edition ? projectsEs : projectsEn;
const siteCopy = edition ? siteEs : siteEn;
const { formResultPages: formResultCopy } = contactCopy;
const {
  contactLink: contactLinkCopy,
  pageNames,
  privacyLink: privacyLinkCopy,
  siteDefaults,
} = siteCopy;

const content = loadContent(contentDir);
const copy = checkCopy(writtenCopy);

/**
 * The company's facts from content/company.json (name, phones, e-mail, address, hours, license,
 * service area: all placeholders, phones in the fictional 555-01xx range, e-mail at example.com)
 * with the brand colours from content/site.ts and the site's public origin (./site-url.ts). Its
 * `reviews` are the review links the /review/ page and the printed card show: `google` is null
 * while review requests are off.
 */
export const site = { ...content.company, ...siteDefaults, url: siteUrl };
export const { services, projects, featuredProject, testimonials, areas, townPages } = content;
/**
 * Each Spanish field left empty while the Spanish edition is on, `file: field`: the build report
 * names them (pipeline/steps/check-content.ts); a production build has refused them already.
 */
export const { missingSpanish } = content;
/** Every page of the site, with its name (./site-pages.ts): the sitemap's and the editor's list. */
export const sitePages = content.pages;
/**
 * Every canonical route, as the sitemap lists it, the bench measures it and the tests visit it.
 * The 404 page and the legacy forwarding pages are left out on purpose.
 */
export const canonicalPaths = sitePages.map((page) => page.path);
/**
 * The table of pages (./site-pages.ts) with each visitors' page under its name in this edition
 * (the editor's names are the English ones).
 */
export const fixedPages = Object.fromEntries(
  Object.entries(pageTable).map(([key, page]) => [
    key,
    { ...page, name: (pageNames as Record<string, string>)[key] ?? page.name },
  ]),
) as typeof pageTable;
export {
  buttonTargets,
  ownerFiles,
  pathTo,
  placeholderSlug,
  quoteForm,
  quoteFormWith,
  slugParams,
} from './site-pages';

/** The header's links, each under its page's name. */
export const nav = siteEn.nav.map((key) => ({
  label: pageNames[key],
  href: fixedPages[key].path,
}));
/** The service-area pages, linked from the footer's company links after the navigation. */
export const serviceAreasLink = {
  label: pageNames.serviceAreas,
  href: fixedPages.serviceAreas.path,
};
/** The visitors' pages' names in this edition, as the navigation, footer and breadcrumbs show them. */
export { pageNames };
export const contactLink = { ...contactLinkCopy, href: pageTable.contact.path };
export const privacyLink = { ...privacyLinkCopy, href: fixedPages.privacy.path };
export const formResultPages = {
  thankYou: { ...formResultCopy.thankYou, path: fixedPages.thankYou.path },
  notSent: { ...formResultCopy.notSent, path: fixedPages.notSent.path },
};

export const contactedPage = { ...contactedCopy, path: fixedPages.ownerContacted.path };
/** The owner's printable review card (app/owner/review-card/page.tsx): its copy and path. */
export const reviewCardPage = { ...reviewCardCopy, path: fixedPages.ownerReviewCard.path };
/** The owner's phone-alert page (app/owner/alerts/page.tsx): its copy and path. */
export const ownerAlertsPage = { ...ownerAlertsCopy, path: fixedPages.ownerAlerts.path };
export { ownerReviewsNote };

/** The customer's review pages (app/review/): their copy and paths. */
export const reviewPages = {
  review: { ...reviewCopy, path: fixedPages.review.path },
  sent: { ...reviewSentCopy, path: fixedPages.reviewSent.path },
  notSent: { ...reviewNotSentCopy, path: fixedPages.reviewNotSent.path },
  optOut: { ...reviewOptOutCopy, path: fixedPages.reviewOptOut.path },
};

export const { hours } = content.company;
export const { aboutHero, story, newEra, values, credentials } = copy.about;
/** The About page's team section: its heading (page copy) and the owner's three leaders. */
export const team = { ...copy.about.team, members: content.team };
export const { hero, heroFacts, servicesIntro, whyChooseUs, testimonialsIntro, ctaBand } =
  copy.home;

// Remote images are allowed by the CSP's img-src, origin by origin (pipeline/steps/postbuild.ts).
export const remoteImageOrigins = [
  ...new Set(
    [...content.images, ...copy.images]
      .filter(({ image }) => image.src.startsWith('https://'))
      .map(({ image }) => new URL(image.src).origin),
  ),
];

/** Every local image content names (photos, before/after pairs, page images), as /images/... */
export const usedImageSources = new Set(
  [...content.images, ...copy.images].map(({ image }) => image.src),
);

export function getService(slug: string) {
  return services.find((service) => service.slug === slug);
}

export function getProject(slug: string) {
  return projects.find((project) => project.slug === slug);
}

export function getArea(slug: string) {
  return areas.find((area) => area.slug === slug);
}

export type LegacySlug = keyof typeof legacyRedirects;

/** An old footer address (content/redirects.ts): its own path and the service it forwards to. */
export function legacyPage(from: LegacySlug) {
  const redirect = legacyRedirects[from];
  const service = getService(redirect.to);
  if (!service)
    throw new Error(
      `content/redirects.ts: "${from}" points at "${redirect.to}", which is not a service`,
    );
  return { ...redirect, path: servicePath(from), service };
}

/** Every old footer address, in content/redirects.ts's order. */
export const legacyPages = (Object.keys(legacyRedirects) as LegacySlug[]).map(legacyPage);
/** The old footer addresses that forward to their replacement. */
export const legacyPaths = legacyPages.map((page) => page.path);

/** Newest first, as `projects` is. */
export function projectsIn(areaSlug: string) {
  return projects.filter((project) => project.town === areaSlug);
}

/** The photos a page shows, for its image sitemap entries: every photo of a project page. */
export function pageImages(path: string) {
  const project = projects.find((p) => p.path === path);
  if (!project) return [];
  const all = [
    ...project.photos,
    ...(project.beforeAfter ?? []).flatMap((pair) => [pair.before, pair.after]),
  ].map((image) => image.src);
  return [...new Set(all)];
}

/**
 * Which service page lists a project category's projects as recent work, from the service table
 * (content/service-schema.ts), whose categories are all there are.
 */
export const serviceOfCategory = Object.fromEntries(
  serviceSlugs.flatMap((slug) => serviceTable[slug].categories.map((category) => [category, slug])),
) as Record<Project['category'], ServiceSlug>;

// The rest of the page copy, checked by TypeScript alone: no list in it that the spec counts.
export const { areaMapCopy, contactPage } = contactCopy;
export const { concreteWork, pages } = pagesCopy;
export const { projectsIntro } = projectsCopy;
export const { licenseLookup } = siteCopy;
/**
 * What the Spanish pages say about reaching the office in Spanish (content/es/site.ts), as the
 * company's facts choose: "Se habla español" when the phone is answered in Spanish, else that a
 * message in Spanish is answered by e-mail. Null on the English pages.
 */
export const spanishContact =
  locale === 'es'
    ? site.spanish.phone
      ? siteCopy.spanishContact.phone
      : siteCopy.spanishContact.email
    : null;
export { legacyRedirects } from '@/content/redirects';
export { projectCategories, serviceTable } from '@/content/schema';
export type { Area, Hours, Project, Service, ServiceSlug, Testimonial } from '@/content/schema';
export type { Section as ServiceSection } from '@/content/schema';
export { townPageThreshold } from './loader';
/**
 * The form's service choices (they live with the function, which validates them too): each
 * sent as the function's value, shown in this edition's language.
 */
export { serviceOptions };
export const serviceChoices = serviceOptions.map((value) => ({
  value,
  label: locale === 'es' ? serviceLabelsEs[value] : value,
}));

/**
 * What the function puts in a review e-mail (the business's name and postal address, as the site
 * publishes them) and whether it may send one: only once the editor has a Google review link.
 * Written to `reviewBusinessPath` by app/review/business.json/route.ts.
 */
export function reviewBusiness(): ReviewBusiness {
  const { street, city, region, postalCode } = site.address;
  return {
    name: site.name,
    postalAddress: `${street}, ${city}, ${region} ${postalCode}`,
    phone: site.phone.display,
    reviewsOn: site.reviews.google !== null,
  };
}
