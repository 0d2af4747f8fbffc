/**
 * The contact outbox: a request the visitor sent without a connection, kept on the phone and sent
 * once the connection is back, by a page or by the service worker, whichever comes first. One of
 * them sends a request at a time: each takes the Web Lock `contact-outbox` where the browser has
 * Web Locks, and claims the record before it sends (the claim decides where locks are missing).
 * Once the function has answered for good, the sender deletes everything the visitor wrote, the
 * photos with it, in one transaction (docs/offline.md, "One sender, nothing left behind").
 */
import type { SendResult } from '@/lib/outbox/send-contact';
import {
  isNote,
  keepUnsentDays,
  markWaiting,
  type OutboxNote,
  type OutboxRecord,
  type OutboxStore,
  type QueuedRequest,
  type SentRequest,
} from './outbox-store';

const dayMs = 24 * 60 * 60 * 1000;
/** Older than this, a waiting request is sent only if the visitor says so: it may be stale. */
export const askAfterMs = 7 * dayMs;
/** A request never sent is deleted `keepUnsentDays` after Send was pressed. */
export const keepUnsentMs = keepUnsentDays * dayMs;
/**
 * How long a claim holds: a sender killed mid-send (a closed tab, a stopped worker) blocks the
 * others no longer than this. Longer than any one send takes: slots and the message time out
 * after 15 s each, the photos (sent side by side) after 120 s (lib/outbox/send-photos.ts).
 */
export const claimMs = 5 * 60 * 1000;
/** The Web Lock the pages and the worker send under. */
export const lockName = 'contact-outbox';

/**
 * Runs `work` holding the Web Lock `contact-outbox`, in a page or in the service worker (both have
 * `navigator.locks` where the browser has Web Locks); without them, at once: the claims decide.
 */
export function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request(lockName, work) as Promise<T>) : work();
}

/** A sender's id for its claims: one per flush, so two tabs (or a tab and the worker) differ. */
function newOwner() {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
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

/**
 * Takes the waiting request under `key` for `owner`, in one transaction: null when it is gone,
 * already answered, or claimed by another sender less than `claimMs` ago.
 */
async function claim(store: OutboxStore, key: string, owner: string, now = Date.now()) {
  let taken: QueuedRequest | null = null;
  await store.update(key, (current) => {
    if (!current || isNote(current)) return undefined;
    const other = current.claim;
    if (other && other.owner !== owner && now - other.at < claimMs) return undefined;
    taken = { ...current, claim: { owner, at: now } };
    return taken;
  });
  return taken as QueuedRequest | null;
}

/** Gives a request back for the next try, if it is still there and still this owner's. */
function release(store: OutboxStore, key: string, owner: string) {
  return store.update(key, (current) => {
    if (!current || isNote(current) || current.claim?.owner !== owner) return undefined;
    const { claim: _mine, ...waiting } = current;
    return waiting;
  });
}

/**
 * After the function's answer for good: every field the visitor wrote and every photo goes at
 * once, the record replaced by `note` (null: deleted). A record already gone (a page deleted
 * it) stays gone: nothing read before is written back.
 */
const settle = (store: OutboxStore, key: string, note: OutboxNote | null) =>
  store.update(key, (current) => (current ? note : undefined));

/** Deletes the record under `key`, whatever it holds. */
const remove = (store: OutboxStore, key: string) => store.update(key, () => null);

export type Delivery =
  | { outcome: 'sent'; sent: SentRequest }
  | { outcome: 'refused' | 'kept' }
  /** Another sender has it in hand, or it is no longer waiting. */
  | { outcome: 'busy' };

/**
 * Claims, sends and settles one waiting request. A page tells the visitor at once and deletes
 * the record (`keepNote` false); the worker leaves a note for the next page to tell.
 */
export async function deliver(
  store: OutboxStore,
  key: string,
  send: (request: QueuedRequest) => Promise<SendResult>,
  { owner = newOwner(), now = Date.now(), keepNote = false } = {},
): Promise<Delivery> {
  const request = await claim(store, key, owner, now);
  if (!request) return { outcome: 'busy' };
  let result: SendResult;
  try {
    result = await send(request);
  } catch (error) {
    await release(store, key, owner);
    throw error;
  }
  const note = (outcome: OutboxNote['outcome']) =>
    keepNote ? { key, queuedAt: request.queuedAt, outcome, at: now } : null;
  if (result.ok) {
    await settle(store, key, note('sent'));
    return { outcome: 'sent', sent: { key, sentAt: now } };
  }
  if (refusedForGood(result)) {
    await settle(store, key, note('refused'));
    return { outcome: 'refused' };
  }
  await release(store, key, owner);
  return { outcome: 'kept' };
}

export type FlushReport = {
  /** Sent now, or by the worker since the last page: the visitor is told when. */
  sent: SentRequest[];
  /** The keys of requests the function refused for good. */
  refused: string[];
  /** Waiting for more than a week: sent only if the visitor says so. */
  toAsk: QueuedRequest[];
  /** When each request deleted unsent after `keepUnsentDays` was written. */
  expired: number[];
};

const expired = (record: OutboxRecord, now: number) => now - record.queuedAt > keepUnsentMs;

/**
 * A page's send: every waiting request younger than a week, once each, and what the visitor
 * should be told. What the worker answered since is reported and forgotten; a request never sent
 * within `keepUnsentDays` is deleted.
 */
export async function flushOutbox(
  store: OutboxStore,
  send: (request: QueuedRequest) => Promise<SendResult>,
  now = Date.now(),
  owner = newOwner(),
): Promise<FlushReport> {
  const report: FlushReport = { sent: [], refused: [], toAsk: [], expired: [] };
  let waiting = 0;
  for (const record of await store.all()) {
    if (isNote(record)) {
      await remove(store, record.key);
      if (record.outcome === 'sent') report.sent.push({ key: record.key, sentAt: record.at });
      else report.refused.push(record.key);
    } else if (expired(record, now)) {
      await remove(store, record.key);
      report.expired.push(record.queuedAt);
    } else if (now - record.queuedAt > askAfterMs) {
      report.toAsk.push(record);
      waiting++;
    } else {
      const delivery = await deliver(store, record.key, send, { owner, now });
      if (delivery.outcome === 'sent') report.sent.push(delivery.sent);
      else if (delivery.outcome === 'refused') report.refused.push(record.key);
      else waiting++;
    }
  }
  markWaiting(waiting > 0);
  return report;
}

/**
 * The service worker's send, on Background Sync: every waiting request younger than a week, once
 * each. A sent or refused request is replaced by a note with nothing the visitor wrote, until a
 * page has told the visitor (the worker has no page to tell); whatever is older than
 * `keepUnsentDays` is deleted. Rejects when one is worth another try, so the browser fires the
 * sync again later.
 */
export async function sendWaiting(
  store: OutboxStore,
  send: (request: QueuedRequest) => Promise<SendResult>,
  now = Date.now(),
  owner = newOwner(),
) {
  let retry = 0;
  for (const record of await store.all()) {
    if (expired(record, now)) await remove(store, record.key);
    else if (isNote(record) || now - record.queuedAt > askAfterMs) continue;
    else {
      // Kept, or in another sender's hands (it may fail): the browser fires the sync again later.
      const { outcome } = await deliver(store, record.key, send, { owner, now, keepNote: true });
      if (outcome === 'kept' || outcome === 'busy') retry++;
    }
  }
  if (retry) throw new Error(`contact outbox: ${retry} waiting request(s) not sent yet`);
}

/** Forgets a request the visitor chose not to send. */
export async function discard(store: OutboxStore, key: string) {
  await remove(store, key);
  if (!(await store.all()).length) markWaiting(false);
}
