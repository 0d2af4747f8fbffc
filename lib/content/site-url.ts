import { siteDefaults } from '@/content/site';

/**
 * The site's public origin, without a trailing slash: NEXT_PUBLIC_SITE_URL when the build sets it,
 * else the default in content/site.ts. The one place it is resolved: `site.url` (the door), every
 * absolute URL below and the editor's site_url (pipeline/cms-config.ts) read it here. No content is
 * loaded on import, so the build steps can use it cheaply.
 */
export function siteUrlFrom(env: Record<string, string | undefined>) {
  return (env.NEXT_PUBLIC_SITE_URL || siteDefaults.url).replace(/\/+$/, '');
}

export const siteUrl = siteUrlFrom(process.env);

export function absoluteUrl(pathname: string) {
  return `${siteUrl}${pathname}`;
}
