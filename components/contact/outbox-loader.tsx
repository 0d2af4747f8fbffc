'use client';

import { useEffect, useState } from 'react';
import { Container } from '@/components/ui/container';
import { buttonClass } from '@/components/ui/button-link';
import { islandLabels } from '@/lib/island-labels';
import {
  keepUnsentDays,
  mayBeWaiting,
  outboxSentEvent,
  type QueuedRequest,
  type SentRequest,
} from '@/lib/outbox/outbox-store';
import { forgetDraftSentWith } from './draft-keys';

export type OutboxLoaderProps = { phone: { display: string; e164: string } };

/** What the loader shows: nothing, a request to confirm, or what became of one. */
type Shown =
  | { kind: 'ask'; request: QueuedRequest }
  | { kind: 'sent'; at: number }
  | { kind: 'refused' }
  | { kind: 'expired'; at: number }
  | null;

const time = (at: number) =>
  new Date(at).toLocaleTimeString(islandLabels.intlLocale, { hour: 'numeric', minute: '2-digit' });
const day = (at: number) =>
  new Date(at).toLocaleDateString(islandLabels.intlLocale, { month: 'long', day: 'numeric' });

/**
 * On every page: sends a contact request kept on the phone while there was no connection, at the
 * page's load (it hydrates after the first paint, like every island) and at each `online` event.
 * IndexedDB and the sending code load only when a request waits (a flag in localStorage).
 */
export function OutboxLoader({ phone }: OutboxLoaderProps) {
  const [shown, setShown] = useState<Shown>(null);

  useEffect(() => {
    async function flush() {
      if (!mayBeWaiting() || !navigator.onLine) return;
      const outbox = await import('@/lib/outbox/page-outbox');
      const report = await outbox.flushNow().catch(() => null);
      if (!report) return;
      for (const sent of report.sent) {
        forgetDraftSentWith(sent.key);
        const told = !window.dispatchEvent(
          new CustomEvent<SentRequest>(outboxSentEvent, { detail: sent, cancelable: true }),
        );
        if (!told) setShown({ kind: 'sent', at: sent.sentAt });
      }
      if (report.expired[0]) setShown({ kind: 'expired', at: report.expired[0] });
      if (report.refused.length) setShown({ kind: 'refused' });
      if (report.toAsk[0]) setShown({ kind: 'ask', request: report.toAsk[0] });
    }
    void flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);

  /** The visitor's answer about a request that waited more than a week. */
  async function answer(send: boolean, request: QueuedRequest) {
    const outbox = await import('@/lib/outbox/page-outbox');
    if (!send) {
      await outbox.discardOld(request.key);
      return setShown(null);
    }
    const delivery = await outbox.sendOld(request);
    if (delivery.outcome === 'sent') {
      forgetDraftSentWith(request.key);
      setShown({ kind: 'sent', at: delivery.sent.sentAt });
    }
    if (delivery.outcome === 'refused') setShown({ kind: 'refused' });
    // Another tab or the service worker has it in hand: that one tells the visitor.
    if (delivery.outcome === 'busy') setShown(null);
  }

  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-40 empty:hidden">
      {shown && (
        <Container className="mb-3 rounded-md border border-concrete-200 bg-white py-3 text-base text-ink shadow-lg">
          {shown.kind === 'sent' && (
            <p className="font-medium text-success">{islandLabels.outbox.sent(time(shown.at))}</p>
          )}
          {shown.kind === 'refused' && (
            <p className="font-medium text-danger">
              {islandLabels.outbox.refused}{' '}
              <a href={`tel:${phone.e164}`} className="whitespace-nowrap underline">
                {phone.display}
              </a>
              .
            </p>
          )}
          {shown.kind === 'expired' && (
            <p className="font-medium">
              {islandLabels.outbox.expired(day(shown.at), keepUnsentDays)}{' '}
              <a href={`tel:${phone.e164}`} className="whitespace-nowrap underline">
                {phone.display}
              </a>
              .
            </p>
          )}
          {shown.kind !== 'ask' && (
            <button type="button" className="mt-2 underline" onClick={() => setShown(null)}>
              {islandLabels.outbox.close}
            </button>
          )}
          {shown.kind === 'ask' && (
            <>
              <p>{islandLabels.outbox.ask(day(shown.request.queuedAt))}</p>
              <div className="mt-2 flex gap-3">
                <button
                  type="button"
                  className={buttonClass()}
                  onClick={() => answer(true, shown.request)}
                >
                  {islandLabels.outbox.send}
                </button>
                <button
                  type="button"
                  className={buttonClass('outline')}
                  onClick={() => answer(false, shown.request)}
                >
                  {islandLabels.outbox.discard}
                </button>
              </div>
            </>
          )}
        </Container>
      )}
    </div>
  );
}
