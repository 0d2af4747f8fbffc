/**
 * The retry run's review reminders: each request sent `CONTACT_REVIEW_REMINDER_DAYS` ago whose
 * review page was not opened gets one reminder, never more (20261207130000_review_requests.sql,
 * contact_review_claim_reminders). Claimed one at a time, each for a minute, so a claim never
 * runs out while its e-mail is on its way.
 */
import type { ReviewBusiness } from '../contract.ts';
import { claimReviewReminders, recordReviewReminder } from '../database/review-store.ts';
import { readReviewBusiness } from '../delivery/review-business.ts';
import { customerEmail, mailConfigured, sendWith, type ReviewDeps } from './review-common.ts';

/** Reminders one run sends at most (Resend allows 2 requests a second by default). */
const perRun = 10;

/** Sends the reminders that are due; how many went. */
export async function sendReviewReminders({ config, db, mailer, log, fetchImpl }: ReviewDeps) {
  let sent = 0;
  if (!config.linkSecret || !mailConfigured(config)) return sent;
  /** Read once, when the first reminder is due: null when it cannot be read now. */
  let business: ReviewBusiness | null | undefined;
  for (let run = 0; run < perRun; run++) {
    const [reminder] = await claimReviewReminders(db, config.reviewReminderDays, 1);
    if (!reminder) break;
    business ??= await readReviewBusiness(config.siteUrl, fetchImpl).catch((error: unknown) => {
      log({ event: 'contact_review_business_unread', error: String(error).slice(0, 200) });
      return null;
    });
    // Unread, or reviews turned off since the request: not sent, and tried again only while its
    // three tries last (a reminder is never sent late).
    const done =
      business !== null &&
      business.reviewsOn &&
      (await sendWith(mailer, customerEmail(config, business, reminder, true)).catch(
        (error: unknown) => {
          log({ event: 'contact_review_reminder_failed', error: String(error).slice(0, 200) });
          return false;
        },
      ));
    await recordReviewReminder(db, reminder.messageId, done);
    if (done) sent += 1;
    if (!business?.reviewsOn) break;
  }
  return sent;
}
