import { OptOutButton } from '@/components/review/opt-out-button';
import { Section } from '@/components/ui/section';
import { reviewPages } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';

const copy = reviewPages.optOut;

export const metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: copy.path,
  noindex: true,
});

/** The landing of a review e-mail's opt-out link: what it does, and one button. */
export default function ReviewOptOutPage() {
  return (
    <Section tone="tinted">
      <div className="mx-auto max-w-xl rounded-2xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-bold text-balance text-ink">{copy.heading}</h1>
        <p className="mt-4 text-lg text-muted">{copy.lead}</p>
        <OptOutButton copy={copy} />
      </div>
    </Section>
  );
}
