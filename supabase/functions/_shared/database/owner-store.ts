import type { Database } from './database.ts';
import { readWeekDevices } from './push-subscriptions.ts';
import { readReviewWeek } from './review-store.ts';
import { leaseSeconds, type ContactEvent } from './delivery-store.ts';

/**
 * The owner's side of the statements (intake-store.ts and delivery-store.ts hold the others):
 * the requests nobody called back, and the weekly report's turn and figures. Each one call of a
 * SECURITY DEFINER function from supabase/migrations/.
 */

/** A request brought back once: who, and the webhook's line for it (leased) when there is one. */
export type FollowUp = {
  id: string;
  name: string;
  service: string;
  phone: string;
  events: ContactEvent[];
};

/**
 * Requests e-mailed more than `minutes` ago and not marked called back, each claimed once and for
 * good (follow_up_at), with the webhook line when `webhook`.
 */
export const claimFollowUps = (db: Database, minutes: number, webhook: boolean) =>
  db.query<FollowUp>('select * from public.contact_claim_follow_ups($1, $2, $3)', [
    minutes,
    webhook,
    leaseSeconds,
  ]);

/**
 * The weekly report's claim (20261207110000_count_caps.sql): its week when one e-mail is reserved
 * for it ('due'), nothing to send yet ('wait') or a quiet week ('quiet'); a report claimed before
 * and not recorded as sent comes again with its own week; `attempt` counts from 1. Leased
 * for `leaseSeconds`, after which a report whose worker died is due again; one claimed
 * `maxAttempts` times and never recorded is given up instead (no e-mail reserved).
 */
export type WeeklyClaim =
  { turn: 'wait' | 'quiet' } | { turn: 'due' | 'gave_up'; start: Date; end: Date; attempt: number };

export async function weeklyClaim(
  db: Database,
  budget: { count: number; windowSeconds: number },
  leaseSeconds: number,
  maxAttempts: number,
): Promise<WeeklyClaim> {
  const [row] = await db.query<{
    turn: 'wait' | 'quiet' | 'due' | 'gave_up';
    week_start: Date | string | null;
    week_end: Date | string | null;
    attempts: number;
  }>('select * from public.contact_weekly_claim($1, $2, $3, $4)', [
    budget.count,
    budget.windowSeconds,
    leaseSeconds,
    maxAttempts,
  ]);
  if ((row?.turn !== 'due' && row?.turn !== 'gave_up') || !row.week_start || !row.week_end)
    return { turn: row?.turn === 'quiet' ? 'quiet' : 'wait' };
  return {
    turn: row.turn,
    start: new Date(row.week_start),
    end: new Date(row.week_end),
    attempt: Number(row.attempts),
  };
}

/** A claimed report sent or given up (`retryIn` null), or failed: due again in `retryIn` s. */
export const weeklyRecord = (db: Database, weekEnd: Date, retryIn: number | null) =>
  db.query('select public.contact_weekly_record($1::timestamptz, $2)', [
    weekEnd.toISOString(),
    retryIn,
  ]);

export type WeekRequest = {
  id: string;
  name: string;
  service: string;
  receivedAt: Date;
  contactedAt: Date | null;
};

export type WeekCount = { page: string; kind: string; count: number };

/**
 * The week's requests, oldest first, its counts per page and kind, the owner's devices with
 * those dropped in the week (push-subscriptions.ts), and its review requests (review-store.ts).
 */
export async function readWeek(db: Database, start: Date, end: Date) {
  const requests = await db.query<{
    id: string;
    name: string;
    service: string;
    received_at: Date | string;
    contacted_at: Date | string | null;
  }>('select * from public.contact_weekly_requests($1::timestamptz, $2::timestamptz)', [
    start.toISOString(),
    end.toISOString(),
  ]);
  const counts = await db.query<{ page: string; kind: string; count: number | string }>(
    'select * from public.contact_weekly_counts($1::timestamptz, $2::timestamptz)',
    [start.toISOString(), end.toISOString()],
  );
  return {
    requests: requests.map((row): WeekRequest => ({
      id: row.id,
      name: row.name,
      service: row.service,
      receivedAt: new Date(row.received_at),
      contactedAt: row.contacted_at ? new Date(row.contacted_at) : null,
    })),
    counts: counts.map((row): WeekCount => ({ ...row, count: Number(row.count) })),
    devices: await readWeekDevices(db, start, end),
    reviews: await readReviewWeek(db, start, end),
  };
}
