import type { Database } from './database.ts';

/** A subscription as the browser's PushSubscription.toJSON() gives it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * The owner's subscribed devices (owner/push.ts), each statement one call of a SECURITY DEFINER
 * function of supabase/migrations/20261127150000_contact_schema.sql.
 */
export async function saveSubscription(db: Database, target: PushTarget) {
  await db.query('select public.contact_push_subscribe($1, $2, $3)', [
    target.endpoint,
    target.p256dh,
    target.auth,
  ]);
  read.delete(db);
}

/** True when the endpoint was subscribed. */
export async function dropSubscription(db: Database, endpoint: string) {
  const [row] = await db.query<{ dropped: boolean }>(
    'select public.contact_push_unsubscribe($1) as dropped',
    [endpoint],
  );
  read.delete(db);
  return Boolean(row?.dropped);
}

/**
 * How long an isolate reuses the list it read: a burst of requests reads it once instead of
 * taking a connection of the small pool per request, and a device subscribed or removed through
 * another isolate is seen within this time (at once through this one).
 */
export const subscriptionsReuseMs = 10_000;
const read = new WeakMap<Database, { list: Promise<PushTarget[]>; until: number }>();

/** The subscribed devices, read at most once per `subscriptionsReuseMs` by concurrent callers. */
export function subscriptions(db: Database, now = Date.now()) {
  const cached = read.get(db);
  if (cached && cached.until > now) return cached.list;
  const list = db.query<PushTarget>(
    'select endpoint, p256dh, auth from public.contact_push_subscriptions()',
  );
  read.set(db, { list, until: now + subscriptionsReuseMs });
  // A failed read is not reused: the next push asks again.
  list.catch(() => read.get(db)?.list === list && read.delete(db));
  return list;
}
