import type { MetadataRoute } from 'next';
import { services } from '@/lib/content';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

/** Every canonical route; the 404 page and the legacy redirect pages are left out on purpose. */
export const sitemapPaths = [
  '/',
  '/services/',
  ...services.map((s) => `/services/${s.slug}/`),
  '/projects/',
  '/about/',
  '/contact/',
];

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPaths.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : path.startsWith('/services/') ? 0.8 : 0.6,
  }));
}
