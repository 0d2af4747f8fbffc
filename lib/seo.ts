import type { Metadata } from 'next';
import { site } from '@/lib/content';
import { inLocale, languages, locale, locales } from '@/lib/locale';

export const ogImage = {
  url: '/og/default.png',
  width: 1200,
  height: 630,
  alt: `${site.name}, licensed Florida general and concrete contractor`,
};

export type PageMetadataInput = {
  title: string;
  description: string;
  /**
   * The page's own path in trailing-slash form, as the English tree has it (/services/); its
   * canonical URL is this edition's (/es/services/ in Spanish), and its twin the other's.
   */
  path: string;
  /** Use the title as is, without the "| Company" template (home). */
  absoluteTitle?: boolean;
  noindex?: boolean;
  /** The page's own preview image instead of the site's card (a project's first photo). */
  image?: typeof ogImage;
};

/**
 * Each edition's address of a page, for `hreflang` (Google: "each language version must list
 * itself as well as all other language versions", docs/spanish.md): en and es, and x-default on
 * the English one. Only English while the Spanish edition is off.
 */
export function languageAlternates(path: string): Record<string, string> {
  if (!site.spanish.edition) return {};
  return {
    ...Object.fromEntries(locales.map((to) => [languages[to].hreflang, inLocale(path, to)])),
    'x-default': inLocale(path, 'en'),
  };
}

/** The longest title a page gets with the company's name after it (html-validate's long-title). */
const titleLimit = 70;

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle,
  noindex,
  image = ogImage,
}: PageMetadataInput): Metadata {
  const named = `${title} | ${site.name}`;
  // A title longer than search results show (about 70 characters) drops the company's name: a
  // Spanish title runs longer than its English twin.
  const fullTitle = absoluteTitle || named.length > titleLimit ? title : named;
  const own = inLocale(path);
  return {
    title: fullTitle === named ? title : { absolute: fullTitle },
    description,
    // A page kept out of the index names no twins: they would point crawlers at it.
    alternates: { canonical: own, ...(noindex ? {} : { languages: languageAlternates(path) }) },
    openGraph: {
      type: 'website',
      locale: languages[locale].ogLocale,
      siteName: site.name,
      url: own,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * A project's preview card: its first photo as a 1200 x 630 PNG, written by pipeline/og-images.ts
 * (social sites do not show SVG or every raster format; PNG they all do).
 */
export function projectOgImage(project: {
  slug: string;
  title: string;
  photos: { alt: string }[];
}) {
  return {
    url: `/og/projects/${project.slug}.png`,
    width: 1200,
    height: 630,
    alt: project.photos[0]!.alt,
  };
}

const limit = 160;

/**
 * A search snippet that leads with what and where ("Spa Bathroom Renovation in Clearwater, FL,
 * finished 2024 by ..."), then as many of `details` as fit whole in 160 characters: never a
 * sentence cut off with an ellipsis. Names (project titles) join as a list ("A and B"); phrases
 * of a scope, which have their own "and"s, join with semicolons, each as the owner wrote it (a
 * capital may be a name: "St. Petersburg", "Shaker cabinets").
 */
export function snippet(lead: string, details: readonly string[], kind: 'names' | 'phrases') {
  const join = (items: string[]) =>
    kind === 'names'
      ? new Intl.ListFormat(languages[locale].lang).format(items)
      : items.map((item) => item.replace(/\.$/, '')).join('; ');
  let text = `${lead}.`;
  for (let count = 1; count <= details.length; count++) {
    const longer = `${lead}: ${join(details.slice(0, count))}.`;
    if (longer.length > limit) break;
    text = longer;
  }
  return shortDescription(text);
}

/** A description of at most 160 characters, cut at a word. */
function shortDescription(text: string) {
  if (text.length <= limit) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}
