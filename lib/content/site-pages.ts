/**
 * Every page of the site, in the sitemap's order, with the name the owner knows it by: the fixed
 * routes, the six services, a page per project and per town that has earned one. One list for
 * the sitemap and the tests (lib/routes.ts), the content check of a button's link
 * (./loader.ts) and the editor's choice of pages for it (pipeline/cms-config.ts).
 */

import { quoteForm } from '@/content/site';

/** A page: its address and its name in the editor's list. */
export type SitePage = { path: string; name: string };

type Pages = {
  services: { slug: string; title: string }[];
  projects: { slug: string; title: string }[];
  townPages: { slug: string; town: string }[];
};

export function sitePages({ services, projects, townPages }: Pages): SitePage[] {
  return [
    { path: '/', name: 'Home' },
    { path: '/services/', name: 'Services' },
    ...services.map((s) => ({ path: `/services/${s.slug}/`, name: `Service: ${s.title}` })),
    { path: '/projects/', name: 'Projects' },
    ...projects.map((p) => ({ path: `/projects/${p.slug}/`, name: `Project: ${p.title}` })),
    { path: '/service-areas/', name: 'Service areas' },
    ...townPages.map((a) => ({ path: `/service-areas/${a.slug}/`, name: `Town: ${a.town}` })),
    { path: '/about/', name: 'About' },
    { path: '/contact/', name: 'Contact' },
    { path: '/privacy/', name: 'Privacy' },
  ];
}

/**
 * Where a service page's button may lead: every page, and after Contact the contact form itself,
 * where every quote button on the site goes (`quoteForm`).
 */
export function buttonTargets(pages: SitePage[]): SitePage[] {
  return pages.flatMap((page) =>
    page.path === '/contact/'
      ? [page, { path: quoteForm.href, name: 'Contact: the form itself' }]
      : [page],
  );
}
