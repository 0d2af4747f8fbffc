/**
 * A forgotten lead comes back once: a request e-mailed CONTACT_FOLLOW_UP_MINUTES ago and not
 * marked called back is claimed for good (database/owner-store.ts, claimFollowUps) and the
 * owner reminded of it, naming the visitor. The retry entry runs it every minute; the reminders
 * one run claims go to the phones as one push (owner/push.ts, reminderPush), as new requests do.
 */
import { claimFollowUps, type FollowUp } from '../database/owner-store.ts';
import { deliverEvents } from './attempts.ts';
import type { DeliveryDeps } from './deliver.ts';

/** The run's reminders on the owner's phones, in one push (owner/push.ts); never throws. */
export type PushReminder = (reminders: FollowUp[]) => Promise<unknown>;

/**
 * The reminder's channels: the webhook line the claim raised (message.follow_up), retried like
 * every alert, and one push to the owner's phones for them all.
 */
async function remindOwner(deps: DeliveryDeps, reminders: FollowUp[], push?: PushReminder) {
  for (const reminder of reminders)
    deps.log({ event: 'contact_follow_up', message_id: reminder.id });
  await Promise.all([
    deliverEvents(
      deps,
      reminders.flatMap((reminder) => reminder.events),
    ),
    ...(push ? [push(reminders)] : []),
  ]);
}

/** Claims and sends the reminders that are due; how many. */
export async function remindForgotten(deps: DeliveryDeps, minutes: number, push?: PushReminder) {
  const reminders = await claimFollowUps(deps.db, minutes, Boolean(deps.webhookUrl));
  if (reminders.length) await remindOwner(deps, reminders, push);
  return reminders.length;
}
