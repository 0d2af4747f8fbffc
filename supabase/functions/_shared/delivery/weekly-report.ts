/**
 * Every 7 days the retry entry e-mails CONTACT_TO the week's report (weekly-email.ts), one e-mail
 * reserved in the e-mail budget; a week with no request and no count is skipped. The schedule is
 * in the database (contact_weekly_turn), so it holds across deploys and isolates.
 */
import { readWeek, weeklyTurn } from '../database/owner-store.ts';
import { withTimeout } from '../timeout.ts';
import type { DeliveryDeps } from './deliver.ts';
import { barChartPng } from './weekly-chart.ts';
import { composeWeeklyEmail, requestsPerDay } from './weekly-email.ts';

const sendTimeoutMs = 5_000;

/** What this run did: not due yet (or no room in the budget), a quiet week skipped, or sent. */
export async function sendWeeklyReport(
  deps: DeliveryDeps,
): Promise<'wait' | 'quiet' | 'sent' | 'failed'> {
  if (!deps.envelope.from || !deps.envelope.to.length) return 'wait';
  const turn = await weeklyTurn(deps.db, deps.emailBudget);
  if (turn.turn !== 'due') return turn.turn;
  const week = {
    start: turn.start,
    end: turn.end,
    ...(await readWeek(deps.db, turn.start, turn.end)),
  };
  const chart = await barChartPng(requestsPerDay(week).map((day) => day.count));
  try {
    await withTimeout(sendTimeoutMs, (signal) =>
      deps.mailer(composeWeeklyEmail(week, deps.envelope, chart), signal),
    );
    deps.log({ event: 'contact_weekly_report_sent', requests: week.requests.length });
    return 'sent';
  } catch (error) {
    // One report a week: a failed one is logged, and the next comes a week later.
    deps.log({
      event: 'contact_weekly_report_failed',
      level: 'error',
      error: String(error).slice(0, 200),
    });
    return 'failed';
  }
}
