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
};

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle,
  noindex,
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
      images: [ogImage],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [ogImage] },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
