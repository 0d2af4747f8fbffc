/**
 * What the routes of contact-handler.ts are given, made once per isolate from the function's
 * settings: the e-mail's delivery, the owner's phones, the follow-up, the limits, the photos and
 * the review requests.
 */
import type { ContactConfig } from './config.ts';
import type { Database } from './database/database.ts';
import type { FollowUp } from './database/owner-store.ts';
import type { Mailer } from './delivery/contact-email.ts';
import type { DeliveryDeps } from './delivery/deliver.ts';
import { createLimits } from './intake/limits.ts';
import { contactedLink } from './owner/contacted-link.ts';
import { reminderPush, type PushDeps } from './owner/push.ts';
import type { PhotoDeps } from './photos/attach.ts';
import { ownerDevicesRoutes } from './routes/owner-devices.ts';
import { ownerPushRoutes } from './routes/owner-push.ts';
import { reviewRoutes } from './routes/review.ts';

export type ContactHandlerDeps = {
  db: Database;
  mailer: Mailer;
  config: ContactConfig;
  /** One JSON line per request; never given message text or e-mail addresses. */
  log?: (entry: Record<string, unknown>) => void;
  /** Supabase's EdgeRuntime.waitUntil, for work after the answer (routes/message.ts). */
  waitUntil?: (work: Promise<unknown>) => void;
  /**
   * Where there is no waitUntil, is told of the work the answer does not wait for (the phone
   * push), so whoever runs the handler can wait for it before closing the database
   * (server/local-contact-function.ts with `background: false`).
   */
  alongside?: (work: Promise<unknown>) => void;
  /** The visitors' photos' bucket (photos/); unset, photo slots answer 503. */
  storage?: DeliveryDeps['storage'];
};

export function wire({
  db,
  mailer,
  config,
  log = (entry) => console.log(JSON.stringify(entry)),
  storage,
}: ContactHandlerDeps) {
  const delivery: DeliveryDeps = {
    db,
    mailer,
    envelope: { from: config.contactFrom, to: config.contactTo },
    log,
    emailBudget: config.emailBudget,
    retentionDays: config.retentionDays,
    siteUrl: config.siteUrl,
    webhookUrl: config.webhookUrl,
    storage,
    // Dated from the message, not the attempt: every attempt's e-mail is the same, as Resend's
    // idempotency key asks.
    contactedLinkOf: (message) => contactedLink(config, message.id, message.receivedAt),
  };
  const push: PushDeps = { db, vapid: config.vapid, log };
  const followUp = {
    minutes: config.followUpMinutes,
    // The run's reminders as one push, as new requests are batched (owner/push.ts).
    push: (leads: FollowUp[]) =>
      reminderPush(push, leads, (lead) => contactedLink(config, lead.id)),
  };
  const limits = createLimits(db, config);
  const photos: PhotoDeps = { db, storage, config, log, keysOf: limits.keysOf };
  const owner = {
    ...ownerPushRoutes({ config, db, push }),
    ...ownerDevicesRoutes({ config, db, mailer, log, keysOf: limits.keysOf }),
  };
  const reviews = reviewRoutes({ config, db, mailer, log, keysOf: limits.keysOf });
  return { log, delivery, push, owner, followUp, limits, photos, reviews };
}
