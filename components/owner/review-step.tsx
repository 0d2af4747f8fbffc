'use client';

import { MailCheck, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DoneNote, OneButtonForm } from '@/components/ui/one-button-form';
import type { contactedPage } from '@/lib/content';
import { shownTime } from '@/lib/function-call';
import { callReview, reviewEndpoint, type Lead } from '@/lib/review-calls';
import type { ReviewRequestRefusal } from '@/supabase/functions/_shared/contract';

/**
 * What the function's redirect put in the address after a plain post: the time (`review=`), or
 * the code of its refusal as it stands in the address (`review_error=`), not yet checked.
 */
type ReviewInAddress = { sentAt: string | null; refusal: string | null };

export type ReviewStepProps = {
  copy: typeof contactedPage;
  token: string | null | undefined;
  /** Whether step 1 is done: the step's button shows only then. */
  called: boolean;
  /** The lead as the function told it, null until then (or when it could not). */
  lead: Lead | null;
  fromAddress: ReviewInAddress;
};

type Result = { kind: 'sent'; at: string; already: boolean } | { kind: 'error'; text: string };

/** The page's words for a refusal's code, or null for a code it does not know. */
function refusalText(copy: typeof contactedPage, code: unknown) {
  // Typed so that a code of the contract without its words here fails the type check.
  const refusals: Record<ReviewRequestRefusal, string> = copy.review.refusals;
  return typeof code === 'string' && Object.hasOwn(refusals, code)
    ? refusals[code as ReviewRequestRefusal]
    : null;
}

/**
 * Step 2: "Job finished? Ask for a review". Its button POSTs the called-back link's token to the
 * function's `review-request` entry; a plain post comes back with `review=` or `review_error=`.
 * The step's heading is in the server's HTML, so only its body changes as the page learns more.
 */
export function ReviewStep({ copy, token, called, lead, fromAddress }: ReviewStepProps) {
  const [sending, setSending] = useState(false);
  const [answered, setResult] = useState<Result | null>(null);
  const words = copy.review;
  const sentBefore = lead?.review.sentAt ?? null;
  const result: Result | null =
    answered ??
    (fromAddress.sentAt
      ? { kind: 'sent', at: fromAddress.sentAt, already: false }
      : sentBefore
        ? { kind: 'sent', at: sentBefore, already: true }
        : fromAddress.refusal
          ? { kind: 'error', text: refusalText(copy, fromAddress.refusal) ?? words.notSent }
          : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (typeof fetch !== 'function') return;
    event.preventDefault();
    setSending(true);
    const { status, body } = await callReview<{ sentAt: string; already: boolean; code: string }>(
      'reviewRequest',
      'POST',
      token ?? null,
    );
    setSending(false);
    if (status === 200 && body.sentAt)
      return setResult({ kind: 'sent', at: body.sentAt, already: Boolean(body.already) });
    // The function's own words only where it sent no code this page knows.
    const text =
      status === 403
        ? copy.refused
        : (refusalText(copy, body.code) ??
          (status === 404
            ? copy.gone
            : status === 0
              ? words.failed
              : (body.error ?? words.failed)));
    setResult({ kind: 'error', text });
  }

  let body;
  if (result?.kind === 'sent')
    body = (
      <DoneNote icon={MailCheck} className="mt-4">
        {result.already ? words.already : `${words.sent}:`} {shownTime(result.at)}
      </DoneNote>
    );
  else if (!called && !result) body = <p className="mt-3 text-lg text-muted">{words.waiting}</p>;
  else if (lead?.review.optedOut) body = <p className="mt-3 text-lg text-ink">{words.optedOut}</p>;
  else if (lead && !lead.review.on) body = <p className="mt-3 text-lg text-ink">{words.off}</p>;
  else
    body = (
      <>
        <p className="mt-3 text-lg text-muted">{words.lead}</p>
        <OneButtonForm
          action={reviewEndpoint('reviewRequest', token)}
          onSubmit={onSubmit}
          disabled={!token || sending}
          icon={Send}
          label={sending ? words.sending : words.button}
          notice={result?.kind === 'error' ? result.text : null}
          className="mt-4"
        />
      </>
    );
  return (
    <section aria-labelledby="review-step" className="mt-10 border-t border-concrete-200 pt-8">
      <h2 id="review-step" className="text-2xl font-bold text-balance text-ink">
        {words.heading}
      </h2>
      {body}
    </section>
  );
}
