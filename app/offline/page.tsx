import { MessageSquare } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-link';
import { CallButton } from '@/components/ui/call-button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { textLinkClass } from '@/components/ui/text-link';
import { fixedPages, pages, site } from '@/lib/content';
import { offlinePages } from '@/lib/offline-pages';
import { pageMetadata } from '@/lib/seo';

const copy = pages.offline;

export const metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: fixedPages.offline.path,
  noindex: true,
});

/**
 * What the service worker shows, offline, for a page this phone has not saved (docs/offline.md):
 * the office's phone to call or text and the pages that do open; the license number and the
 * state's lookup are in the top bar and the footer, as on every page. Plain links, not client
 * navigation: each is a new load the worker answers from its cache.
 */
export default function OfflinePage() {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <Section>
        <div className="max-w-3xl space-y-10">
          <div className="flex flex-wrap gap-3">
            <CallButton phone={site.phone} variant="primary" />
            <a href={`sms:${site.satellitePhone.e164}`} className={buttonClass('outline')}>
              <MessageSquare aria-hidden="true" className="size-5" />
              {copy.text} {site.satellitePhone.display}
            </a>
          </div>
          <section aria-labelledby="offline-pages">
            <h2 id="offline-pages" className="text-2xl font-bold">
              {copy.pagesHeading}
            </h2>
            <ul className="mt-4 space-y-1">
              {offlinePages.map((page) => (
                <li key={page.path}>
                  <a href={page.path} className={textLinkClass('list')}>
                    {page.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Section>
    </>
  );
}
