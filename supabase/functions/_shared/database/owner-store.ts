import type { Database } from './database.ts';
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

/** The weekly report's turn (see the migration): its week when one e-mail is reserved for it. */
export type WeeklyTurn = { turn: 'wait' | 'quiet' } | { turn: 'due'; start: Date; end: Date };

export async function weeklyTurn(
  db: Database,
  budget: { count: number; windowSeconds: number },
): Promise<WeeklyTurn> {
  const [row] = await db.query<{
    turn: 'wait' | 'quiet' | 'due';
    week_start: Date | string | null;
    week_end: Date | string | null;
  }>('select * from public.contact_weekly_turn($1, $2)', [budget.count, budget.windowSeconds]);
  if (row?.turn !== 'due' || !row.week_start || !row.week_end)
    return { turn: row?.turn === 'quiet' ? 'quiet' : 'wait' };
  return { turn: 'due', start: new Date(row.week_start), end: new Date(row.week_end) };
}

export type WeekRequest = {
  id: string;
  name: string;
  service: string;
  receivedAt: Date;
  contactedAt: Date | null;
};

export type WeekCount = { page: string; kind: string; count: number };

/** The week's requests, oldest first, and its counts per page and kind. */
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
  };
}
