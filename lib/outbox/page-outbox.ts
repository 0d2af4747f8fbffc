/**
 * The outbox as a page sends it: the loader on every page (components/contact/outbox-loader.tsx)
 * loads this only when a request waits, and sends it under the Web Lock the service worker takes
 * too, each request claimed before it goes (lib/outbox/contact-outbox.ts). The form keeps one
 * with lib/outbox/queue-request.ts.
 */
import {
  deliver,
  discard,
  exclusively,
  flushOutbox,
  type FlushReport,
} from './contact-outbox';
import { indexedDbStore, markWaiting, type QueuedRequest } from './outbox-store';
import { sendQueued } from './send-queued';

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
  const delivery = await exclusively(() => deliver(indexedDbStore, request.key, sendQueued));
  if (delivery.outcome !== 'kept') markWaiting((await indexedDbStore.all()).length > 0);
  return delivery;
}

export const discardOld = (key: string) => discard(indexedDbStore, key);

export type { QueuedRequest };
