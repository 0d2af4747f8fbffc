import { Printer } from 'lucide-react';
import { Section } from '@/components/ui/section';
import { fixedPages, reviewCardPage, site } from '@/lib/content';
import { absoluteUrl } from '@/lib/content/site-url';
import { pageMetadata } from '@/lib/seo';
import { ReviewCard } from './review-card';

const { title, description, path, heading, lead, steps, off, card } = reviewCardPage;

export const metadata = pageMetadata({ title, description, path, noindex: true });

/**
 * The owner's printable review card: the link for invoices and the truck is the review page
 * without a token, so a scan counts no e-mail's open.
 */
export default function ReviewCardPage() {
  const reviewUrl = absoluteUrl(fixedPages.review.path);
  return (
    <Section tone="tinted" className="print:bg-white print:py-0">
      {/* Printed, the page is this alone (app/globals.css, "Printing the review card"). */}
      <div data-print-alone className="mx-auto max-w-2xl print:max-w-none">
        <div className="print:hidden">
          <Printer aria-hidden="true" className="size-12 text-ink" />
          <h1 className="mt-4 text-3xl font-bold text-balance text-ink sm:text-4xl">{heading}</h1>
          <p className="mt-4 text-lg text-ink">{lead}</p>
          {site.reviews.google ? null : (
            <p
              role="note"
              className="mt-4 rounded-lg border-2 border-brand bg-brand-pale p-4 text-ink"
            >
              {off}
            </p>
          )}
          <ol className="mt-6 list-decimal space-y-2 pl-6 text-ink">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className="mt-10 print:mt-0">
          <ReviewCard business={site.name} url={reviewUrl} {...card} />
        </div>
      </div>
    </Section>
  );
}
