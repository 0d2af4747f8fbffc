/**
 * A forgotten lead comes back once: a request e-mailed CONTACT_FOLLOW_UP_MINUTES ago and not
 * marked called back is claimed for good (database/contact-store.ts, claimFollowUps) and the
 * owner reminded of it, naming the visitor. The retry entry runs it every minute.
 */
import { claimFollowUps, type FollowUp } from '../database/contact-store.ts';
import { deliverEvents, type DeliveryDeps } from './deliver.ts';

/**
 * The reminder's channels: the webhook line the claim raised (message.follow_up), retried like
 * every alert. The phone push (issue 50's Web Push) joins here, one push per reminder.
 */
async function remindOwner(deps: DeliveryDeps, reminders: FollowUp[]) {
  for (const reminder of reminders)
    deps.log({ event: 'contact_follow_up', message_id: reminder.id });
  await deliverEvents(
    deps,
    reminders.flatMap((reminder) => reminder.events),
  );
}

/** Claims and sends the reminders that are due; how many. */
export async function remindForgotten(deps: DeliveryDeps, minutes: number) {
  const reminders = await claimFollowUps(deps.db, minutes, Boolean(deps.webhookUrl));
  if (reminders.length) await remindOwner(deps, reminders);
  return reminders.length;
}
