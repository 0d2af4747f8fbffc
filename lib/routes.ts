import { legacyRedirects, projects, services, townPages } from '@/lib/content';

/**
 * Every canonical route, as the sitemap lists it, the bench measures it and the tests visit it.
 * The 404 page and the legacy forwarding pages are left out on purpose.
 */
export const canonicalPaths = [
  '/',
  '/services/',
  ...services.map((s) => `/services/${s.slug}/`),
  '/projects/',
  ...projects.map((p) => `/projects/${p.slug}/`),
  '/service-areas/',
  ...townPages.map((area) => `/service-areas/${area.slug}/`),
  '/about/',
  '/contact/',
  '/privacy/',
];

/** The old footer addresses that forward to their replacement (content/redirects.ts). */
export const legacyPaths = Object.keys(legacyRedirects).map((slug) => `/services/${slug}/`);

/** The photos a page shows, for its image sitemap entries: every photo of a project page. */
export function pageImages(path: string) {
  const project = projects.find((p) => path === `/projects/${p.slug}/`);
  if (!project) return [];
  const all = [
    ...project.photos,
    ...(project.beforeAfter ?? []).flatMap((pair) => [pair.before, pair.after]),
  ].map((image) => image.src);
  return [...new Set(all)];
}
