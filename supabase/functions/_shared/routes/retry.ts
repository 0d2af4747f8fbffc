/**
 * POST .../send-contact-email/retry, for pg_cron: e-mails every message whose delivery is due
 * (delivery/deliver.ts), brings back once each request not called back in time
 * (delivery/follow-up.ts), sends the review reminders that are due and the customers' words whose
 * e-mail failed (routes/review.ts), and the weekly report when its week is up
 * (delivery/weekly-report.ts), with the shared secret in x-retry-secret.
 */
import { retryDue, type DeliveryDeps } from '../delivery/deliver.ts';
import { remindForgotten, type PushReminder } from '../delivery/follow-up.ts';
import { sendWeeklyReport } from '../delivery/weekly-report.ts';
import { sameSecret } from '../hash.ts';
import { json, type Reply } from '../http/responses.ts';

/** The retry's whole run, also for a runtime that schedules it itself (`npm start`'s timer). */
export async function retryAll(
  delivery: DeliveryDeps,
  followUp: { minutes: number; push?: PushReminder },
  reviews?: { retry(): Promise<Record<string, number>> },
) {
  const summary = await retryDue(delivery);
  return {
    ...summary,
    follow_ups: await remindForgotten(delivery, followUp.minutes, followUp.push),
    ...(reviews ? await reviews.retry() : {}),
    weekly: await sendWeeklyReport(delivery),
  };
}

export const retryRoute =
  (
    delivery: DeliveryDeps,
    secret: string,
    followUp: Parameters<typeof retryAll>[1],
    reviews?: Parameters<typeof retryAll>[2],
  ) =>
  async (request: Request): Promise<Reply> => {
    if (!sameSecret(request.headers.get('x-retry-secret') ?? '', secret))
      return { response: json(401, { error: 'Unauthorized' }), outcome: 'unauthorized' };
    await request.body?.cancel();
    return {
      response: json(200, await retryAll(delivery, followUp, reviews)),
      outcome: 'retried',
    };
  };
