import { contactLanguageOf, type ContactLanguage, type ContactMessage } from '../contract.ts';
import type { Database } from './database.ts';

/**
 * The delivery's statements (intake-store.ts holds the intake's, owner-store.ts the owner's):
 * messages and alerts claimed when due, each attempt recorded, the retry run begun, the health
 * read. Each is one call of a SECURITY DEFINER function from supabase/migrations/, the only thing
 * the contact_function role may run.
 */

/** How long one sender holds a message or an event: longer than an attempt may take (5 s). */
export const leaseSeconds = 15;

/** An owner alert, leased to whoever holds it, ready to post. */
export type ContactEvent = {
  id: string;
  kind:
    | 'message.received'
    | 'message.failed'
    | 'message.slow_lane'
    | 'email.budget_reached'
    | 'delivery.stalled'
    | 'messages.undelivered'
    | 'storage.ceiling'
    | 'database.failing';
  message_id: string | null;
  line: string;
  attempts: number;
};

export type Health = {
  oldestWaitingSeconds: number | null;
  lastRetryAt: string | null;
  stalled: boolean;
};

export async function readHealth(db: Database, signal?: AbortSignal): Promise<Health> {
  const [row] = await db.query<{
    oldest_waiting_seconds: number | null;
    last_retry_at: Date | string | null;
    stalled: boolean;
  }>('select * from public.contact_health()', [], signal);
  return {
    oldestWaitingSeconds: row?.oldest_waiting_seconds ?? null,
    lastRetryAt: row?.last_retry_at ? new Date(row.last_retry_at).toISOString() : null,
    stalled: Boolean(row?.stalled),
  };
}

type MessageRow = {
  id: string;
  received_at: Date | string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  page_origin: string | null;
  attempts: number;
};

/** A message as the function stored it: what the visitor sent, its id, when and from where. */
export type StoredMessage = ContactMessage & {
  id: string;
  receivedAt: Date;
  pageOrigin: string | null;
  /** The language of the form it came from: the owner's e-mail and push say "Spanish". */
  language: ContactLanguage;
};

/** `photos: false`: the message named none (its first attempt knows), so no photo lookup. */
export type PendingMessage = StoredMessage & { attempts: number; photos?: boolean };

const toPending = (row: MessageRow, languages: Map<string, string>): PendingMessage => ({
  id: row.id,
  language: contactLanguageOf(languages.get(row.id)),
  receivedAt: new Date(row.received_at),
  name: row.name,
  email: row.email,
  phone: row.phone,
  service: row.service as PendingMessage['service'],
  message: row.message,
  pageOrigin: row.page_origin,
  attempts: row.attempts,
});

/**
 * Seconds to wait after each attempt (the n-th entry after the n-th), as many entries as there
 * are attempts: the claim counts an attempt and sets its next try from this, so an attempt that
 * never records its result (a worker killed mid-way) waits like a failed one, and past the last
 * entry the message is given up.
 */
export type Backoff = readonly number[];

/**
 * Up to `limit` messages due for their own e-mail, leased to the caller, each attempt counted as
 * it is claimed; `attempts` is the count before this one.
 */
export async function claimDueMessages(db: Database, limit: number, backoff: Backoff) {
  const rows = await db.query<MessageRow>(
    "select * from public.contact_claim_due($1, $2, string_to_array($3, ',')::integer[])",
    [limit, leaseSeconds, backoff.join(',')],
  );
  const languages = await languagesOf(db, rows);
  return rows.map((row) => toPending(row, languages));
}

/**
 * The language of each claimed message (the claim's answer has no column for it). A look-up that
 * fails costs the message nothing: its e-mail goes unmarked, as English, rather than not at all.
 */
async function languagesOf(db: Database, rows: { id: string }[]) {
  if (!rows.length) return new Map<string, string>();
  try {
    const found = await db.query<{ id: string; language: string }>(
      "select id, language from public.contact_message_languages(string_to_array($1, ',')::uuid[])",
      [rows.map((row) => row.id).join(',')],
    );
    return new Map(found.map((row) => [row.id, row.language]));
  } catch {
    return new Map<string, string>();
  }
}

/**
 * The next digest, leased to the caller: a batch claimed before and not yet sent (same id, so the
 * same Idempotency-Key), else a new batch of held-back messages if the budget has room for it.
 * The attempt is counted as it is claimed, as for claimDueMessages.
 */
export async function claimDigest(
  db: Database,
  limit: number,
  budget: { count: number; windowSeconds: number },
  backoff: Backoff,
) {
  const rows = await db.query<MessageRow & { digest_id: string }>(
    "select * from public.contact_claim_digest_batch($1, $2, $3, $4, string_to_array($5, ',')::integer[])",
    [limit, leaseSeconds, budget.count, budget.windowSeconds, backoff.join(',')],
  );
  const languages = await languagesOf(db, rows);
  return {
    digestId: rows[0]?.digest_id ?? null,
    messages: rows.map((row) => toPending(row, languages)),
  };
}

export type AttemptResult =
  | { outcome: 'sent'; note?: string }
  /** slow: the quick attempts are spent; the message moves to the slow lane. */
  | { outcome: 'retry' | 'slow'; error: string; retryIn: number }
  | { outcome: 'failed'; error: string };

/** Records one attempt for the messages of one e-mail; returns the alerts it raised, leased. */
export async function recordAttempt(
  db: Database,
  ids: string[],
  result: AttemptResult,
  webhook: boolean,
  signal?: AbortSignal,
) {
  const [row] = await db.query<{ events: ContactEvent[] | null }>(
    "select public.contact_record_attempt(string_to_array($1, ',')::uuid[], $2, $3, $4, $5, $6) as events",
    [
      ids.join(','),
      result.outcome,
      result.outcome === 'sent' ? (result.note ?? null) : result.error,
      result.outcome === 'retry' || result.outcome === 'slow' ? result.retryIn : null,
      webhook,
      leaseSeconds,
    ],
    signal,
  );
  return row?.events ?? [];
}

/** Up to `limit` alerts due for the webhook, leased to the caller. */
export const claimDueEvents = (db: Database, limit: number) =>
  db.query<ContactEvent>(
    'select id, kind, message_id, line, attempts from public.contact_claim_events($1, $2)',
    [limit, leaseSeconds],
  );

export async function recordEvent(
  db: Database,
  id: string,
  result: AttemptResult,
  signal?: AbortSignal,
) {
  await db.query(
    'select public.contact_record_event($1, $2, $3, $4)',
    [
      id,
      result.outcome,
      result.outcome === 'sent' ? null : result.error,
      result.outcome === 'retry' || result.outcome === 'slow' ? result.retryIn : null,
    ],
    signal,
  );
}

/**
 * The retry run's start: records that it ran, deletes what is past the retention (and counted
 * posts older than a day), and returns the purge's count and the alerts due (the daily note of
 * undelivered requests, a stall).
 */
export async function beginRetry(db: Database, retentionDays: number, webhook: boolean) {
  const [row] = await db.query<{ purged: number; events: ContactEvent[] | null }>(
    'select purged, events from public.contact_retry_begin($1, $2, $3)',
    [retentionDays, webhook, leaseSeconds],
  );
  await db.query('select public.contact_forget_hits()');
  return { purged: row?.purged ?? 0, events: row?.events ?? [] };
}
