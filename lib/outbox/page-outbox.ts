/**
 * The outbox as a page uses it: the form queues into IndexedDB, and the loader on every page
 * sends what waits, one page at a time (a Web Lock where the browser has them; the idempotency
 * key covers the rest).
 */
import type { ContactMessage } from '@/supabase/functions/_shared/contract';
import { deliver, discard, flushOutbox, queueRequest, type FlushReport } from './contact-outbox';
import { indexedDbStore, markWaiting, type QueuedRequest } from './outbox-store';
import { sendQueued } from './send-queued';

/** Keeps a request the network did not take; rejects when IndexedDB cannot hold it. */
export const queueContactRequest = (key: string, message: ContactMessage, photos: Blob[]) =>
  queueRequest(indexedDbStore, {
    key,
    message,
    photos,
    queuedAt: Date.now(),
  });

const exclusively = <T>(work: () => Promise<T>): Promise<T> =>
  navigator.locks ? (navigator.locks.request('contact-outbox', work) as Promise<T>) : work();

let running: Promise<FlushReport> | null = null;

/** Sends what waits (once, however often it is asked while a send is out). */
export function flushNow() {
  running ??= exclusively(() => flushOutbox(indexedDbStore, sendQueued)).finally(() => {
    running = null;
  });
  return running;
}

/** Sends a request that waited more than a week, now that the visitor has said so. */
export async function sendOld(request: QueuedRequest) {
  const delivery = await exclusively(() => deliver(indexedDbStore, request, sendQueued));
  if (delivery.outcome !== 'kept') markWaiting((await indexedDbStore.all()).length > 0);
  return delivery;
}

export const discardOld = (key: string) => discard(indexedDbStore, key);

export type { QueuedRequest };
