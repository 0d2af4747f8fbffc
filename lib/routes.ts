import { legacyRedirects, services } from '@/lib/content';

/**
 * Every canonical route, as the sitemap lists it, the bench measures it and the tests visit it.
 * The 404 page and the legacy forwarding pages are left out on purpose.
 */
export const canonicalPaths = [
  '/',
  '/services/',
  ...services.map((s) => `/services/${s.slug}/`),
  '/projects/',
  '/about/',
  '/contact/',
];

/** The old footer addresses that forward to their replacement (content/redirects.ts). */
export const legacyPaths = Object.keys(legacyRedirects).map((slug) => `/services/${slug}/`);
