import type { ReviewWords } from '../contract.ts';
import type { Database } from './database.ts';
import { leaseSeconds } from './delivery-store.ts';

/**
 * Review requests' statements (supabase/migrations/20261207130000_review_requests.sql): a lead's
 * request claimed, recorded, reminded, opened and opted out of, and the words sent for the
 * website. Each one call of a SECURITY DEFINER function.
 */

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The called-back page's view of a lead; null when it is no longer kept. */
export async function readReviewLead(db: Database, id: string) {
  const [row] = await db.query<{
    name: string;
    service: string;
    received_at: Date | string;
    contacted_at: Date | string | null;
    review_sent_at: Date | string | null;
    opted_out: boolean;
  }>('select * from public.contact_review_lead($1)', [id]);
  if (!row) return null;
  return {
    name: row.name,
    service: row.service,
    receivedAt: new Date(row.received_at),
    contactedAt: dateOf(row.contacted_at),
    reviewSentAt: dateOf(row.review_sent_at),
    optedOut: Boolean(row.opted_out),
  };
}

export type ReviewClaim =
  | { outcome: 'claimed'; email: string; name: string; service: string }
  | { outcome: 'already' | 'opted_out'; at: Date }
  | { outcome: 'gone' | 'not_called_back' | 'in_flight' };

/** The lead's one review request, claimed for a send (leased), or why not. */
export async function claimReviewRequest(db: Database, id: string): Promise<ReviewClaim> {
  const [row] = await db.query<{
    outcome: ReviewClaim['outcome'];
    email: string | null;
    name: string | null;
    service: string | null;
    at: Date | string | null;
  }>('select * from public.contact_review_claim($1, $2)', [id, leaseSeconds]);
  if (!row) return { outcome: 'gone' };
  if (row.outcome === 'claimed')
    return { outcome: 'claimed', email: row.email!, name: row.name!, service: row.service! };
  if (row.outcome === 'already' || row.outcome === 'opted_out')
    return { outcome: row.outcome, at: new Date(row.at!) };
  return { outcome: row.outcome };
}

/** The claimed request sent (its time), or not sent (the claim given back, null). */
export async function recordReviewRequest(db: Database, id: string, sent: boolean) {
  const [row] = await db.query<{ at: Date | string | null }>(
    'select public.contact_review_record($1, $2) as at',
    [id, sent],
  );
  return dateOf(row?.at ?? null);
}

export type ReviewReminder = { messageId: string; email: string; name: string; service: string };

/**
 * The reminders due after `days` days, each claimed for one send for a minute (the site's business
 * file is read, 5 s at most, and the e-mail sent, 8 s at most).
 */
export const claimReviewReminders = (db: Database, days: number, limit: number) =>
  db
    .query<{
      message_id: string;
      email: string;
      name: string;
      service: string;
    }>('select * from public.contact_review_claim_reminders($1, $2, 60)', [days, limit])
    .then((rows) =>
      rows.map((row): ReviewReminder => ({
        messageId: row.message_id,
        email: row.email,
        name: row.name,
        service: row.service,
      })),
    );

export const recordReviewReminder = (db: Database, id: string, sent: boolean) =>
  db.query('select public.contact_review_reminder_record($1, $2)', [id, sent]);

/**
 * The review page opened with a lead's token: whether a request went to it, whether words may
 * still come, and the name the lead gave.
 */
export async function markReviewOpened(db: Database, id: string) {
  const [row] = await db.query<{ known: boolean; words_open: boolean; name: string | null }>(
    'select * from public.contact_review_opened($1)',
    [id],
  );
  return { known: Boolean(row?.known), wordsOpen: Boolean(row?.words_open), name: row?.name ?? '' };
}

/** The lead's address kept as opted out (when, and whether it was already); null when the lead is gone. */
export async function optOutOfReviews(db: Database, id: string) {
  const [row] = await db.query<{ opted_out_at: Date | string; already: boolean }>(
    'select * from public.contact_review_opt_out($1)',
    [id],
  );
  return row ? { optedOutAt: new Date(row.opted_out_at), already: Boolean(row.already) } : null;
}

/** The words as the owner's e-mail shows them (the contract's check of the form). */
export type WordsEntry = ReviewWords;

/** The words stored before their e-mail: the row's id, or why not. */
export async function storeReviewWords(db: Database, id: string | null, entry: WordsEntry) {
  const [row] = await db.query<{ outcome: 'stored' | 'already' | 'unknown'; words_id: string }>(
    'select * from public.contact_review_words_store($1, $2::text::jsonb)',
    [id, JSON.stringify(entry)],
  );
  return row ?? { outcome: 'unknown' as const, words_id: '' };
}

/** The words' e-mail sent, or not: true when that was the last try (the words are forgotten). */
export async function recordReviewWords(db: Database, wordsId: string, sent: boolean) {
  const [row] = await db.query<{ given_up: boolean }>(
    'select public.contact_review_words_record($1, $2) as given_up',
    [wordsId, sent],
  );
  return Boolean(row?.given_up);
}

export type DueWords = {
  wordsId: string;
  entry: WordsEntry;
  receivedAt: Date;
  lead: { name: string; service: string; email: string; receivedAt: Date } | null;
};

/** Words whose e-mail is due, leased: those just stored (`wordsId`), or those that failed before (null). */
export const claimDueWords = (db: Database, wordsId: string | null, limit: number) =>
  db
    .query<{
      words_id: string;
      message_id: string | null;
      entry: WordsEntry | string;
      received_at: Date | string;
      lead_name: string | null;
      lead_service: string | null;
      lead_email: string | null;
      lead_received_at: Date | string | null;
    }>('select * from public.contact_review_words_due($1, $2, $3)', [wordsId, limit, leaseSeconds])
    .then((rows) =>
      rows.map((row): DueWords => ({
        wordsId: row.words_id,
        entry: (typeof row.entry === 'string' ? JSON.parse(row.entry) : row.entry) as WordsEntry,
        receivedAt: new Date(row.received_at),
        lead:
          row.message_id && row.lead_email
            ? {
                name: row.lead_name ?? '',
                service: row.lead_service ?? '',
                email: row.lead_email,
                receivedAt: new Date(row.lead_received_at!),
              }
            : null,
      })),
    );

export type ReviewWeek = {
  sent: number;
  opened: number;
  reminded: number;
  optedOut: number;
  words: number;
};

/** The week's review figures. */
export async function readReviewWeek(db: Database, start: Date, end: Date): Promise<ReviewWeek> {
  const [row] = await db.query<Record<string, number | string>>(
    'select * from public.contact_review_week($1::timestamptz, $2::timestamptz)',
    [start.toISOString(), end.toISOString()],
  );
  return {
    sent: Number(row?.sent ?? 0),
    opened: Number(row?.opened ?? 0),
    reminded: Number(row?.reminded ?? 0),
    optedOut: Number(row?.opted_out ?? 0),
    words: Number(row?.words ?? 0),
  };
}
