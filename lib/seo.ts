import type { Metadata } from 'next';
import { site } from '@/lib/content';

export const ogImage = {
  url: '/og/default.png',
  width: 1200,
  height: 630,
  alt: `${site.name}, licensed Florida general and concrete contractor`,
};

export type PageMetadataInput = {
  title: string;
  description: string;
  /** The page's own path in trailing-slash form; becomes its canonical URL. */
  path: string;
  /** Use the title as is, without the "| Company" template (home). */
  absoluteTitle?: boolean;
  noindex?: boolean;
  /** The page's own preview image instead of the site's card (a project's first photo). */
  image?: typeof ogImage;
};

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle,
  noindex,
  image = ogImage,
}: PageMetadataInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'en_US',
      siteName: site.name,
      url: path,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * A project's preview card: its first photo as a 1200 x 630 PNG, written by build/og-images.ts
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

/** A description of at most 160 characters, cut at a word. */
export function shortDescription(text: string) {
  if (text.length <= 160) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}
