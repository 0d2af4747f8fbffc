/**
 * Where every page of the site lives: the one place a route is written. The fixed pages, each
 * with its address and name (the nav, the footer, the breadcrumb, the editor's list), the
 * addresses of a service, project and town page, and every page in the sitemap's order: one list
 * for the sitemap and the tests (`canonicalPaths` at the door), the content check of a button's
 * link (./checks.ts) and the editor's choice of pages for it (pipeline/cms-config.ts). The door
 * (./index.ts) hands each service, project and town on with its `path` from here. It imports no
 * content loader, so a client island may read it too.
 */

import { quoteForm as quoteFormCopy } from '@/content/site';
import { fixedPaths } from '@/supabase/functions/_shared/contract';

/** A page: its address and its name in the editor's list. */
export type SitePage = { path: string; name: string };

/** The fixed pages, each once, at the addresses of the function's contract (`fixedPaths`). */
export const fixedPages = {
  home: { path: fixedPaths.home, name: 'Home' },
  services: { path: fixedPaths.services, name: 'Services' },
  projects: { path: fixedPaths.projects, name: 'Projects' },
  serviceAreas: { path: fixedPaths.serviceAreas, name: 'Service Areas' },
  about: { path: fixedPaths.about, name: 'About' },
  contact: { path: fixedPaths.contact, name: 'Contact' },
  privacy: { path: fixedPaths.privacy, name: 'Privacy' },
  // Where the form's plain-HTML post lands; not in the sitemap (neither is indexed).
  thankYou: { path: fixedPaths.thankYou, name: 'Message sent' },
  notSent: { path: fixedPaths.notSent, name: 'Message not sent' },
  // Where the owner's "Mark as called back" link lands; not in the sitemap, not indexed.
  ownerContacted: { path: fixedPaths.ownerContacted, name: 'Called back' },
  // The owner's phone-alert page, opened from the alerts-link e-mail; not in the sitemap, not indexed.
  ownerAlerts: { path: fixedPaths.ownerAlerts, name: 'Phone alerts' },
  // The owner's printable card with a QR code of the review page; not in the sitemap, not indexed.
  ownerReviewCard: { path: fixedPaths.ownerReviewCard, name: 'Review card' },
  // What the service worker shows for a page it has not saved, offline; not in the sitemap either.
  offline: { path: fixedPaths.offline, name: 'Offline' },
  // A customer's review pages, opened from the review e-mail (with its token) or the printed link,
  // and the pages its words form's plain-HTML post lands on: not in the sitemap, not indexed.
  review: { path: fixedPaths.review, name: 'Review' },
  reviewSent: { path: fixedPaths.reviewSent, name: 'Review words sent' },
  reviewNotSent: { path: fixedPaths.reviewNotSent, name: 'Review words not sent' },
  reviewOptOut: { path: fixedPaths.reviewOptOut, name: 'Stop review e-mails' },
} as const satisfies Record<string, SitePage>;

/**
 * The owner page's own files in public/owner/: its service worker, which shows the pushes (scoped
 * to /owner/, apart from any worker of the whole site), and its web app manifest (an iPhone takes
 * push only from a page added to the home screen).
 */
export const ownerFiles = {
  scope: '/owner/',
  worker: '/owner/owner-sw.js',
  manifest: '/owner/manifest.webmanifest',
} as const;

/** The page of one service, project or town, by its slug. */
export const servicePath = (slug: string) => `${fixedPages.services.path}${slug}/`;
export const projectPath = (slug: string) => `${fixedPages.projects.path}${slug}/`;
export const townPath = (slug: string) => `${fixedPages.serviceAreas.path}${slug}/`;

/**
 * With `output: 'export'`, Next refuses a dynamic route whose generateStaticParams returns no
 * entry (vercel/next.js#61213: "at least one route must be generated"), yet the owner may delete
 * every project, and a young company has no town with two. So an empty list builds one page under
 * this slug, which no content file can take (slugs have no `_`); it renders the 404 and
 * pipeline/steps/postbuild.ts deletes its folder, so the export holds no trace of it.
 */
export const placeholderSlug = '_none';

/** The params of a `[slug]` route: one per slug, or the placeholder when there is none. */
export function slugParams(slugs: string[]) {
  return (slugs.length ? slugs : [placeholderSlug]).map((slug) => ({ slug }));
}

/** The `[slug]` routes that may have no entry; postbuild removes their placeholder page. */
export const placeholderPaths = [projectPath, townPath].map((path) => path(placeholderSlug));

/** A place on a page: its address with the element's id. */
export const pathTo = (path: string, id: string) => `${path}#${id}`;

/**
 * Where every quote and consultation button goes: the form on the contact page (content/site.ts
 * says why), or the form with `choice` chosen (`?service=`, read by the form).
 */
export const quoteForm = {
  ...quoteFormCopy,
  href: pathTo(fixedPages.contact.path, quoteFormCopy.id),
};
export const quoteFormWith = (choice: string) =>
  `${fixedPages.contact.path}?service=${encodeURIComponent(choice)}#${quoteForm.id}`;

type Pages = {
  services: { path: string; title: string }[];
  projects: { path: string; title: string }[];
  townPages: { path: string; town: string }[];
};

export function sitePages({ services, projects, townPages }: Pages): SitePage[] {
  return [
    fixedPages.home,
    fixedPages.services,
    ...services.map((s) => ({ path: s.path, name: `Service: ${s.title}` })),
    fixedPages.projects,
    ...projects.map((p) => ({ path: p.path, name: `Project: ${p.title}` })),
    fixedPages.serviceAreas,
    ...townPages.map((a) => ({ path: a.path, name: `Town: ${a.town}` })),
    fixedPages.about,
    fixedPages.contact,
    fixedPages.privacy,
  ];
}

/**
 * Where a service page's button may lead: every page, and after Contact the contact form itself,
 * where every quote button on the site goes (`quoteForm`).
 */
export function buttonTargets(list: SitePage[]): SitePage[] {
  return list.flatMap((page) =>
    page.path === fixedPages.contact.path
      ? [page, { path: quoteForm.href, name: 'Contact: the form itself' }]
      : [page],
  );
}
