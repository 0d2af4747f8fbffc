import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/lib/content';
import { SiteFooter } from '@/components/layout/site-footer';
import { OutboxLoader } from '@/components/contact/outbox-loader';
import { PrefetchOnIntent } from '@/components/layout/prefetch-on-intent';
import { SiteHeader } from '@/components/layout/site-header';
import { TapCounter } from '@/components/layout/tap-counter';
import { TopBar } from '@/components/layout/top-bar';
import { WorkerRegistration } from '@/components/layout/worker-registration';
import { JsonLd } from '@/components/ui/json-ld';
import { ogImage } from '@/lib/seo';
import { siteUrl } from '@/lib/content/site-url';
import { ownerPages, workerPath } from '@/lib/offline-pages';
import { businessJsonLd, webSiteJsonLd } from '@/lib/structured-data';
import { labels } from '@/lib/labels';
import { languages, locale } from '@/lib/locale';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(`${siteUrl}/`),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: {
    type: 'website',
    locale: languages[locale].ogLocale,
    siteName: site.name,
    images: [ogImage],
  },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: site.colors.ink,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={languages[locale].lang}>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-3 focus-visible:outline-white"
        >
          {labels.layout.skipToContent}
        </a>
        <TopBar />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <TapCounter />
        <OutboxLoader phone={site.phone} />
        <PrefetchOnIntent />
        <WorkerRegistration worker={workerPath} skip={ownerPages} />
        {/* On every page, so each page's Service and breadcrumb data can point at it by @id. */}
        <JsonLd data={businessJsonLd()} />
        {/* The Spanish pages say their language to search engines; the English pages' data is as it was. */}
        {locale === 'es' && <JsonLd data={webSiteJsonLd()} />}
      </body>
    </html>
  );
}
