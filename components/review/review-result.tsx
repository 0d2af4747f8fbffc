import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { CallButton } from '@/components/ui/call-button';
import { Section } from '@/components/ui/section';
import { reviewPages, site } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { NotSentReason } from './not-sent-reason';

export type ReviewResultKind = 'sent' | 'notSent';

/** noindex: a page the words form's plain-HTML post lands on, never one to find in a search. */
export function reviewResultMetadata(kind: ReviewResultKind) {
  const { title, description, path } = reviewPages[kind];
  return pageMetadata({ title, description, path, noindex: true });
}

/** Where the words form's plain-HTML post lands: what happened, the phone and the way back. */
export function ReviewResult({ kind }: { kind: ReviewResultKind }) {
  const sent = kind === 'sent';
  const Icon = sent ? CheckCircle2 : TriangleAlert;
  return (
    <Section tone="tinted">
      <div className="mx-auto max-w-2xl rounded-2xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-10">
        <Icon aria-hidden="true" className={`size-12 ${sent ? 'text-success' : 'text-danger'}`} />
        <h1 className="mt-4 text-3xl font-bold text-balance text-ink sm:text-4xl">
          {reviewPages[kind].heading}
        </h1>
        {sent ? (
          <p className="mt-4 text-lg text-ink">{reviewPages.sent.lead}</p>
        ) : (
          <NotSentReason reasons={reviewPages.notSent.reasons} />
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <CallButton phone={site.phone} variant={sent ? 'outline' : 'primary'} />
          <ButtonLink href={reviewPages.review.path} variant="outline">
            {reviewPages[kind].back}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
