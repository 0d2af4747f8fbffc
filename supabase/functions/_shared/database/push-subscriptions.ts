import type { PushTarget } from '../owner/web-push.ts';
import type { Database } from './database.ts';

/**
 * The owner's subscribed devices (owner/push.ts), each statement one call of a SECURITY DEFINER
 * function of the migration contact_push_subscriptions.
 */
export async function saveSubscription(db: Database, target: PushTarget) {
  await db.query('select public.contact_push_subscribe($1, $2, $3)', [
    target.endpoint,
    target.p256dh,
    target.auth,
  ]);
}

/** True when the endpoint was subscribed. */
export async function dropSubscription(db: Database, endpoint: string) {
  const [row] = await db.query<{ dropped: boolean }>(
    'select public.contact_push_unsubscribe($1) as dropped',
    [endpoint],
  );
  return Boolean(row?.dropped);
}

export const subscriptions = (db: Database) =>
  db.query<PushTarget>('select endpoint, p256dh, auth from public.contact_push_subscriptions()');
