'use client';

import { useEffect, useState } from 'react';
import type { contactedPage } from '@/lib/content';
import { callReview, shownDay, timeIn, type Lead } from '@/lib/review-calls';
import { useLocationSearch } from '@/lib/use-location-search';
import { ContactedButton, type Marked } from './contacted-button';
import { ReviewStep } from './review-step';

export type ContactedStepsProps = {
  /** The function's `contacted` entry (step 1's button posts to it). */
  endpoint: string;
  copy: typeof contactedPage;
};

/** What the lead line says while the request is asked for, once told, or when it cannot be. */
type LeadState = { kind: 'loading' } | { kind: 'known'; lead: Lead } | { kind: 'unknown' };

/**
 * The called-back page's body: which request it is about (asked of the function's `contacted/lead`
 * entry once hydrated), step 1 ("Mark as called back") and step 2 (ask for a review). The token is
 * read from the address once hydrated, so the server's HTML waits with both buttons disabled. When
 * the lead cannot be read (offline, an old link), step 1 works as before.
 */
export function ContactedSteps({ endpoint, copy }: ContactedStepsProps) {
  const query = useLocationSearch();
  const token = query === null ? undefined : query.get('t') || null;
  const [leadState, setLead] = useState<LeadState>({ kind: 'loading' });
  const [tapped, setMarked] = useState<Marked | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void callReview<Lead>('lead', 'GET', token).then(({ status, body }) => {
      if (!live) return;
      const known = status === 200 && typeof body.name === 'string' && body.review;
      setLead(known ? { kind: 'known', lead: body as Lead } : { kind: 'unknown' });
    });
    return () => {
      live = false;
    };
  }, [token]);

  const lead = leadState.kind === 'known' ? leadState.lead : null;
  const doneInAddress = timeIn(query?.get('done') ?? null);
  const marked =
    tapped ??
    (doneInAddress
      ? { at: doneInAddress, already: false }
      : lead?.contactedAt
        ? { at: lead.contactedAt, already: true }
        : null);
  const fromAddress = {
    sentAt: timeIn(query?.get('review') ?? null),
    refusal: query?.get('review_error') ?? null,
  };

  return (
    <>
      {/* Two lines' height held on a phone, one from `sm`, so the name arriving moves nothing. */}
      <p className="mt-4 min-h-14 text-lg font-semibold text-ink sm:min-h-7" aria-live="polite">
        {token === undefined || (token && leadState.kind === 'loading')
          ? copy.leadLoading
          : lead
            ? [
                lead.name,
                lead.service || copy.noService,
                `${copy.cameIn} ${shownDay(lead.receivedAt)}`,
              ].join(' · ')
            : null}
      </p>
      <p className="mt-4 text-lg text-muted">{copy.lead}</p>
      <ContactedButton
        endpoint={endpoint}
        copy={copy}
        token={token}
        marked={marked}
        onMarked={setMarked}
      />
      <ReviewStep
        copy={copy}
        token={token}
        called={Boolean(marked)}
        lead={lead}
        fromAddress={fromAddress}
      />
    </>
  );
}
