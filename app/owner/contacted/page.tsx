import { ContactedSteps } from '@/components/owner/contacted-steps';
import { Section } from '@/components/ui/section';
import { contactedPage } from '@/lib/content';
import { contactedEndpoint } from '@/lib/owner-alerts';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: contactedPage.title,
  description: contactedPage.description,
  path: contactedPage.path,
  noindex: true,
});

/**
 * The landing of a lead e-mail's "Mark as called back" link: which request it is, one button,
 * then the time, and once called back, the button that asks the customer for a review.
 */
export default function ContactedPage() {
  return (
    <Section tone="tinted">
      <div className="mx-auto max-w-xl rounded-2xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-bold text-balance text-ink">{contactedPage.heading}</h1>
        <ContactedSteps endpoint={contactedEndpoint} copy={contactedPage} />
      </div>
    </Section>
  );
}
