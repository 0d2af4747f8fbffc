/**
 * Every 7 days the retry entry e-mails CONTACT_TO the week's report (weekly-email.ts), one e-mail
 * reserved in the e-mail budget for each attempt; a week with no request and no count is
 * skipped. The schedule is in the database (contact_weekly_claim), so it holds across deploys and
 * isolates. A report that fails (reading its week, its pages or its chart as much as sending it)
 * is claimed again, the same week under the same Idempotency-Key, at the next run and then on
 * `weeklyRetrySeconds`; one the provider refuses for good, or still failing after the last of
 * those, is given up until the next week. One whose failure records nothing (the worker died, or
 * the database failed) is claimed again when its lease runs out, and given up by the claim itself
 * after `maxAttempts`: whatever fails, a week's report spends at most that many e-mails. The
 * pages it names are the site's own (site-pages.ts).
 */
import { readWeek, weeklyClaim, weeklyRecord } from '../database/owner-store.ts';
import { DeliveryError } from '../http/http-client.ts';
import { withTimeout } from '../timeout.ts';
import type { DeliveryDeps } from './deliver.ts';
import { readSitePages } from './site-pages.ts';
import { barChartPng } from './weekly-chart.ts';
import { composeWeeklyEmail, requestsPerDay } from './weekly-email.ts';

const sendTimeoutMs = 5_000;
/**
 * Seconds from a failed report to its next attempt: the next run (the retry runs every minute),
 * then 5 and 15 minutes, 1, 3 and 6 hours. Seven attempts in about 10 hours, inside the 24 hours
 * for which Resend honours the Idempotency-Key, so an attempt whose answer was lost is not a
 * second report. Each attempt spends one e-mail of the budget.
 */
const weeklyRetrySeconds = [0, 300, 900, 3_600, 10_800, 21_600] as const;
/** The attempts a week's report gets, the schedule's and the first: the claim enforces it too. */
const maxAttempts = weeklyRetrySeconds.length + 1;
/** A claim whose worker died (it records nothing) is due again after this. */
const leaseSeconds = 600;

/**
 * What this run did: not due yet (or no room in the budget), a quiet week skipped, sent, failed
 * (due again on the schedule, a 429's Retry-After if longer) or given up until the next week.
 */
export async function sendWeeklyReport(
  deps: DeliveryDeps,
): Promise<'wait' | 'quiet' | 'sent' | 'failed' | 'gave_up'> {
  if (!deps.envelope.from || !deps.envelope.to.length) return 'wait';
  const claim = await weeklyClaim(deps.db, deps.emailBudget, leaseSeconds, maxAttempts);
  if (claim.turn === 'gave_up') {
    deps.log({
      event: 'contact_weekly_report_gave_up',
      level: 'error',
      attempt: claim.attempt,
      error: 'no attempt recorded an outcome',
    });
    return 'gave_up';
  }
  if (claim.turn !== 'due') return claim.turn;
  let requests = 0;
  try {
    const week = {
      start: claim.start,
      end: claim.end,
      ...(await readWeek(deps.db, claim.start, claim.end)),
    };
    requests = week.requests.length;
    const site = await readSitePages(deps.siteUrl);
    if (site.unread)
      deps.log({ event: 'contact_weekly_sitemap_unread', reason: site.unread, level: 'warn' });
    const chart = await barChartPng(requestsPerDay(week).map((day) => day.count));
    await withTimeout(sendTimeoutMs, (signal) =>
      deps.mailer(composeWeeklyEmail(week, deps.envelope, chart, site), signal),
    );
  } catch (error) {
    // Resend's 409 invalid_idempotent_request: an earlier attempt went (http-client.ts).
    if (!(error instanceof DeliveryError && error.kind === 'sent')) {
      const known = error instanceof DeliveryError ? error : undefined;
      const scheduled =
        known?.kind === 'permanent' ? undefined : weeklyRetrySeconds[claim.attempt - 1];
      const retryIn =
        scheduled === undefined ? undefined : Math.max(scheduled, known?.retryAfterSeconds ?? 0);
      await weeklyRecord(deps.db, claim.end, retryIn ?? null);
      deps.log({
        event:
          retryIn === undefined ? 'contact_weekly_report_gave_up' : 'contact_weekly_report_failed',
        level: 'error',
        attempt: claim.attempt,
        ...(retryIn !== undefined && { retry_in_seconds: retryIn }),
        error: String(error).slice(0, 200),
      });
      return retryIn === undefined ? 'gave_up' : 'failed';
    }
  }
  await weeklyRecord(deps.db, claim.end, null);
  deps.log({ event: 'contact_weekly_report_sent', requests, attempt: claim.attempt });
  return 'sent';
}
