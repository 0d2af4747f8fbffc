import { site } from '@/lib/content';

/** The public origin, without a trailing slash. NEXT_PUBLIC_SITE_URL wins at build time. */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || site.url).replace(/\/+$/, '');

export function absoluteUrl(pathname: string) {
  return `${siteUrl}${pathname}`;
}
