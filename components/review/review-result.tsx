import { ButtonLink } from '@/components/ui/button-link';
import { CallButton } from '@/components/ui/call-button';
import { ResultCard } from '@/components/ui/result-card';
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
  return (
    <ResultCard sent={sent} heading={reviewPages[kind].heading}>
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
    </ResultCard>
  );
}
