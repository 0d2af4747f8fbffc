import type { MetadataRoute } from 'next';
import { canonicalPaths, fixedPages, pageImages } from '@/lib/content';
import { absoluteUrl } from '@/lib/content/site-url';
import { languageAlternates } from '@/lib/seo';

export const dynamic = 'force-static';

/**
 * Every page of each edition, each with its twins as `xhtml:link` alternates (the same list for
 * both: Google's "each language version must list itself as well as all other language versions",
 * docs/spanish.md). Only the English pages while the Spanish edition is off.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return canonicalPaths.flatMap((path) => {
    const alternates = Object.fromEntries(
      Object.entries(languageAlternates(path))
        .filter(([hreflang]) => hreflang !== 'x-default')
        .map(([hreflang, twin]) => [hreflang, absoluteUrl(twin)]),
    );
    const editions = Object.keys(alternates).length
      ? Object.values(alternates)
      : [absoluteUrl(path)];
    return editions.map((url) => ({
      url,
      // Google's image sitemap extension: each photo of the page, so image search finds them.
      images: pageImages(path).map((src) => (src.startsWith('https:') ? src : absoluteUrl(src))),
      changeFrequency: 'monthly' as const,
      priority:
        path === fixedPages.home.path ? 1 : path.startsWith(fixedPages.services.path) ? 0.8 : 0.6,
      ...(Object.keys(alternates).length > 1 && { alternates: { languages: alternates } }),
    }));
  });
}
