import type { MetadataRoute } from 'next';
import { canonicalPaths, fixedPages, pageImages } from '@/lib/content';
import { absoluteUrl } from '@/lib/content/site-url';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return canonicalPaths.map((path) => ({
    url: absoluteUrl(path),
    // Google's image sitemap extension: each photo of the page, so image search finds them.
    images: pageImages(path).map((src) => (src.startsWith('https:') ? src : absoluteUrl(src))),
    changeFrequency: 'monthly',
    priority:
      path === fixedPages.home.path ? 1 : path.startsWith(fixedPages.services.path) ? 0.8 : 0.6,
  }));
}
