/**
 * The contact outbox: a request the visitor sent without a connection, kept on the phone and sent
 * once the connection is back. Sending is safe to repeat (two tabs, the page and the worker): the
 * function takes an idempotency key once, so it stores and e-mails the message once.
 */
import type { SendResult } from '@/lib/outbox/send-contact';
import { markWaiting, type OutboxStore, type QueuedRequest } from './outbox-store';

/** Older than this, a waiting request is sent only if the visitor says so: it may be stale. */
export const askAfterMs = 7 * 24 * 60 * 60 * 1000;
/** The Background Sync tag; the worker's handler (worker/contact-outbox.ts) answers it. */
export const syncTag = 'contact-outbox';

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

/** Asks the service worker, where there is one with Background Sync, to send when it can. */
async function registerSync() {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      | SyncRegistration
      | undefined;
    await registration?.sync?.register(syncTag);
  } catch {
    // No worker, or no Background Sync: the pages send it (components/contact/outbox-loader.tsx).
  }
}

/** Keeps `request` until it can be sent; rejects when the browser cannot store it. */
export async function queueRequest(store: OutboxStore, request: QueuedRequest) {
  await store.put(request);
  markWaiting(true);
  void registerSync();
}

/**
 * Whether the function refused the request for good: sending it again would be refused again.
 * A timeout, a network error, 408, 429 and 5xx are worth another try.
 */
const refusedForGood = (result: SendResult) =>
  !result.ok &&
  result.reason === 'http' &&
  result.status !== undefined &&
  result.status >= 400 &&
  result.status < 500 &&
  result.status !== 408 &&
  result.status !== 429;

export type Delivery = { request: QueuedRequest; outcome: 'sent' | 'refused' | 'kept' };

/** Sends one waiting request; it leaves the store once sent or refused for good. */
export async function deliver(
  store: OutboxStore,
  request: QueuedRequest,
  send: (request: QueuedRequest) => Promise<SendResult>,
  now = Date.now(),
): Promise<Delivery> {
  const result = await send(request);
  if (result.ok) {
    await store.remove(request.key);
    return { request: { ...request, sentAt: now }, outcome: 'sent' };
  }
  if (refusedForGood(result)) {
    await store.remove(request.key);
    return { request, outcome: 'refused' };
  }
  return { request, outcome: 'kept' };
}

export type FlushReport = {
  /** Sent now, or by the worker since the last page: the visitor is told when. */
  sent: QueuedRequest[];
  refused: QueuedRequest[];
  /** Waiting for more than a week: sent only if the visitor says so. */
  toAsk: QueuedRequest[];
};

/**
 * Sends every waiting request younger than a week, once each, and reports what the visitor
 * should be told. Requests the worker has sent since are reported and forgotten.
 */
export async function flushOutbox(
  store: OutboxStore,
  send: (request: QueuedRequest) => Promise<SendResult>,
  now = Date.now(),
): Promise<FlushReport> {
  const report: FlushReport = { sent: [], refused: [], toAsk: [] };
  let kept = 0;
  for (const request of await store.all()) {
    if (request.sentAt) {
      await store.remove(request.key);
      report.sent.push(request);
    } else if (now - request.queuedAt > askAfterMs) {
      report.toAsk.push(request);
    } else {
      const { request: after, outcome } = await deliver(store, request, send, now);
      if (outcome === 'kept') kept++;
      else report[outcome].push(after);
    }
  }
  markWaiting(kept + report.toAsk.length > 0);
  return report;
}

/**
 * The service worker's send, on Background Sync: every waiting request younger than a week, once
 * each. A sent request stays, marked `sentAt`, until a page has told the visitor (the worker has
 * no page to tell); one refused for good is left for a page to report. Rejects when one is worth
 * another try, so the browser fires the sync again later.
 */
export async function sendWaiting(
  store: OutboxStore,
  send: (request: QueuedRequest) => Promise<SendResult>,
  now = Date.now(),
) {
  let retry = 0;
  for (const request of await store.all()) {
    if (request.sentAt || now - request.queuedAt > askAfterMs) continue;
    const result = await send(request);
    if (result.ok) await store.put({ ...request, sentAt: now });
    else if (!refusedForGood(result)) retry++;
  }
  if (retry) throw new Error(`contact outbox: ${retry} waiting request(s) not sent yet`);
}

/** Forgets a request the visitor chose not to send. */
export async function discard(store: OutboxStore, key: string) {
  await store.remove(key);
  if (!(await store.all()).length) markWaiting(false);
}
