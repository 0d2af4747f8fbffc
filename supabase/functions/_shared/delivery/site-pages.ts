/**
 * The pages the weekly report may name: the live site's sitemap (`<SITE_URL>/sitemap.xml`, read
 * with a timeout and a size cap) and the contract's fixed pages that count, which are there
 * whatever the content (the form's result pages are in no sitemap). Anyone can send a count for
 * any path-shaped page, so a page on neither list is never printed: the report sums it under
 * "other pages", and so it does the fixed pages no count comes from (the owner's and the offline
 * page, `uncountedPaths`), whatever the sitemap says. When the sitemap cannot be read, only the
 * fixed pages are named, and the report says why.
 */
import { countedPaths, uncountedPaths } from '../contract.ts';
import { userAgent } from '../http/http-client.ts';
import { readCapped } from '../http/request.ts';
import { withTimeout } from '../timeout.ts';

const fetchTimeoutMs = 5_000;
/** The site's sitemap is a few KB (with its images, about 100 bytes a page and photo). */
const sitemapMaxBytes = 1_048_576;
/** More pages than a contractor's site has; the report lists at most a few dozen anyway. */
const maxPages = 5_000;

export type SitePages = {
  /** The paths the report may name, as the site's pages send them (`location.pathname`). */
  paths: Set<string>;
  /** Unset when the sitemap was read; else what went wrong, for the report and the log. */
  unread?: string;
};

/** The body as text, refused past `maxBytes` (read in chunks, never all at once first). */
async function cappedText(response: Response, maxBytes: number) {
  const bytes = await readCapped(
    response.body,
    maxBytes,
    () => new Error(`larger than ${maxBytes} bytes`),
  );
  return new TextDecoder().decode(bytes);
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/** The path of each page `<loc>` of a sitemap (not `<image:loc>`), as far as it is a page path. */
function sitemapPaths(xml: string) {
  const paths = new Set<string>();
  for (const match of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    if (paths.size >= maxPages) break;
    try {
      const url = new URL(match[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (e) => entities[e]!));
      if ((url.protocol === 'https:' || url.protocol === 'http:') && !url.search)
        paths.add(url.pathname);
    } catch {
      // Not a URL: not a page.
    }
  }
  return paths;
}

/** SITE_URL's path: a site served from a folder sends its pages' paths with it. */
const basePath = (siteUrl: string | undefined) =>
  siteUrl ? new URL(siteUrl).pathname.replace(/\/+$/, '') : '';

/** The fixed pages no count comes from, as their pages send their path (routes/events.ts). */
export const uncountedSitePaths = (siteUrl: string | undefined) =>
  new Set(uncountedPaths.map((path) => basePath(siteUrl) + path));

/**
 * The site's pages: its fixed pages that count, under SITE_URL's path, and the sitemap's, or only
 * the fixed ones, with the reason, when the sitemap cannot be read.
 */
export async function readSitePages(
  siteUrl: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<SitePages> {
  const base = basePath(siteUrl);
  const paths = new Set<string>(countedPaths.map((path) => base + path));
  if (!siteUrl) return { paths, unread: 'SITE_URL is not set' };
  try {
    const found = await withTimeout(fetchTimeoutMs, async (signal) => {
      const response = await fetchImpl(`${siteUrl.replace(/\/+$/, '')}/sitemap.xml`, {
        signal,
        headers: { Accept: 'application/xml, text/xml', 'User-Agent': userAgent },
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`answered ${response.status}`);
      }
      return sitemapPaths(await cappedText(response, sitemapMaxBytes));
    });
    if (!found.size) return { paths, unread: 'it lists no page' };
    const uncounted = uncountedSitePaths(siteUrl);
    for (const path of found) if (!uncounted.has(path)) paths.add(path);
    return { paths };
  } catch (error) {
    return { paths, unread: String(error instanceof Error ? error.message : error).slice(0, 100) };
  }
}
