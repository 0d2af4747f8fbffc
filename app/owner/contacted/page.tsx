import { ContactedButton } from '@/components/owner/contacted-button';
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

/** The landing of a lead e-mail's "Mark as called back" link: one button, then the time. */
export default function ContactedPage() {
  return (
    <Section tone="tinted">
      <div className="mx-auto max-w-xl rounded-2xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-bold text-balance text-ink">{contactedPage.heading}</h1>
        <p className="mt-4 text-lg text-muted">{contactedPage.lead}</p>
        <ContactedButton endpoint={contactedEndpoint} copy={contactedPage} />
      </div>
    </Section>
  );
}
