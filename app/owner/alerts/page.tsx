import { BellRing, Star } from 'lucide-react';
import { AlertsSetup } from '@/components/owner/alerts-setup';
import { AppLink } from '@/components/ui/app-link';
import { Section } from '@/components/ui/section';
import { fixedPages, ownerAlertsPage, ownerFiles, ownerReviewsNote } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';

const { title, description, path, lead, ...copy } = ownerAlertsPage;

/**
 * noindex, and its own manifest: on iPhone the page is added to the home screen for push. The
 * manifest has no start_url, so the home-screen icon opens the address it was added from (the
 * link, token and all); the app keeps its own storage, where the device credential lives.
 */
export const metadata = {
  ...pageMetadata({ title, description, path, noindex: true }),
  manifest: ownerFiles.manifest,
};

/**
 * The owner's page, from the alerts link e-mailed to the office inbox: alerts for new requests on
 * this device, the devices that get them, a test, and a new link; and how review requests work.
 */
export default function OwnerAlertsPage() {
  return (
    <Section tone="tinted">
      <div className="mx-auto max-w-2xl rounded-2xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-10">
        <BellRing aria-hidden="true" className="size-12 text-ink" />
        <h1 className="mt-4 text-3xl font-bold text-balance text-ink sm:text-4xl">{title}</h1>
        <p className="mt-4 text-xl text-ink">{lead}</p>
        <AlertsSetup copy={copy} worker={ownerFiles.worker} scope={ownerFiles.scope} />
        <section aria-labelledby="reviews-note" className="mt-10 border-t border-concrete-200 pt-8">
          <h2 id="reviews-note" className="flex items-center gap-2 text-xl font-bold text-ink">
            <Star aria-hidden="true" className="size-6 shrink-0" />
            {ownerReviewsNote.heading}
          </h2>
          {ownerReviewsNote.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-ink">
              {paragraph}
            </p>
          ))}
          <p className="mt-3">
            <AppLink
              href={fixedPages.ownerReviewCard.path}
              className="font-semibold text-ink underline underline-offset-4"
            >
              {ownerReviewsNote.card}
            </AppLink>
          </p>
        </section>
      </div>
    </Section>
  );
}
