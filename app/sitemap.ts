import type { MetadataRoute } from 'next';
import { canonicalPaths } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return canonicalPaths.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : path.startsWith('/services/') ? 0.8 : 0.6,
  }));
}
