/**
 * Sending: one attempt at an e-mail (one message's, or a digest's) or at an owner alert, within
 * its timeout; what its failure means (retry when, slow lane, give up: schedule.ts); the attempt
 * recorded and logged. What is sent, and when, is deliver.ts's.
 */
import {
  recordAttempt,
  recordEvent,
  type AttemptResult,
  type ContactEvent,
  type PendingMessage,
} from '../database/delivery-store.ts';
import type { Database } from '../database/database.ts';
import { DeliveryError } from '../http/http-client.ts';
import { withTimeout } from '../timeout.ts';
import type { Mailer, OutgoingEmail } from './contact-email.ts';
import {
  keySuffix,
  quickAttempts,
  retryDelaysSeconds,
  slowAttempts,
  slowLaneSeconds,
} from './schedule.ts';
import { postAlert } from './webhook.ts';

/** How long one e-mail or webhook attempt waits for an answer. */
const attemptTimeoutMs = 5_000;
/** How long recording an attempt may take before the lease and the retry take over. */
const recordTimeoutMs = 4_500;

/** What sending needs: the database to record in, the mailer and its envelope, the log, the webhook. */
export type SendDeps = {
  db: Database;
  mailer: Mailer;
  envelope: { from: string; to: string[] };
  log: (entry: Record<string, unknown>) => void;
  webhookUrl?: string;
};

type DeliveryOutcome = 'sent' | 'failed' | 'slow_lane' | 'refused' | 'gave_up' | 'unrecorded';

export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** One attempt of `send`, after `attempts` earlier ones: what to record, and what it was. */
async function attemptOnce(
  send: (signal: AbortSignal) => Promise<void>,
  attempts: number,
  slowLane = false,
): Promise<{ result: AttemptResult; outcome: Exclude<DeliveryOutcome, 'unrecorded'> }> {
  try {
    await withTimeout(attemptTimeoutMs, send);
    return { result: { outcome: 'sent' }, outcome: 'sent' };
  } catch (error) {
    const text = errorText(error).slice(0, 200);
    const kind = error instanceof DeliveryError ? error.kind : 'temporary';
    if (kind === 'sent')
      return { result: { outcome: 'sent', note: `${text}: recorded as sent` }, outcome: 'sent' };
    if (kind === 'permanent')
      return { result: { outcome: 'failed', error: `${text} (permanent)` }, outcome: 'refused' };
    const delay = retryDelaysSeconds[attempts];
    if (delay === undefined && slowLane && attempts + 1 < quickAttempts + slowAttempts)
      return {
        result: {
          outcome: attempts + 1 === quickAttempts ? 'slow' : 'retry',
          error: text,
          retryIn: slowLaneSeconds,
        },
        outcome: 'slow_lane',
      };
    if (delay === undefined)
      return {
        result: { outcome: 'failed', error: `${text} (given up after ${attempts + 1} attempts)` },
        outcome: 'gave_up',
      };
    const retryAfter = error instanceof DeliveryError ? (error.retryAfterSeconds ?? 0) : 0;
    return {
      result: { outcome: 'retry', error: text, retryIn: Math.max(delay, retryAfter) },
      outcome: 'failed',
    };
  }
}

const logEvent: Record<DeliveryOutcome, string> = {
  sent: 'contact_email_sent',
  failed: 'contact_email_failed',
  slow_lane: 'contact_email_slow_lane',
  refused: 'contact_email_refused',
  gave_up: 'contact_email_given_up',
  unrecorded: 'contact_attempt_unrecorded',
};

/** One attempt to e-mail messages the caller holds the lease on (one, or a digest); never throws. */
export async function deliverEmail(
  deps: SendDeps,
  messages: PendingMessage[],
  compose: (keySuffix: string, holdForPhotos: boolean) => Promise<OutgoingEmail>,
): Promise<DeliveryOutcome> {
  const ids = messages.map((message) => message.id);
  const attempts = Math.max(...messages.map((message) => message.attempts));
  const { result, outcome } = await attemptOnce(
    async (signal) => {
      if (!deps.envelope.from || !deps.envelope.to.length)
        throw new Error('CONTACT_FROM or CONTACT_TO is not set');
      // Photos Storage cannot give hold the e-mail back only while quick attempts remain after it.
      await deps.mailer(await compose(keySuffix(attempts), attempts + 1 < quickAttempts), signal);
    },
    attempts,
    true,
  );
  if (result.outcome !== 'sent' || result.note)
    deps.log({
      event: logEvent[outcome],
      message_ids: ids,
      attempt: attempts + 1,
      ...(result.outcome === 'retry' || result.outcome === 'slow'
        ? { retry_in_s: result.retryIn }
        : {}),
      error: result.outcome === 'sent' ? result.note : result.error.slice(0, 160),
    });
  let events: ContactEvent[];
  try {
    events = await withTimeout(recordTimeoutMs, (signal) =>
      recordAttempt(deps.db, ids, result, Boolean(deps.webhookUrl), signal),
    );
  } catch (error) {
    // The lease runs out and the retry takes the message again; Resend's Idempotency-Key keeps
    // a repeat of a sent e-mail from arriving twice.
    deps.log({ event: logEvent.unrecorded, message_ids: ids, error: errorText(error) });
    return 'unrecorded';
  }
  await deliverEvents(deps, events);
  return outcome;
}

/** One attempt to post an alert the caller holds the lease on; never throws. */
async function deliverEvent(deps: SendDeps, event: ContactEvent): Promise<DeliveryOutcome> {
  const url = deps.webhookUrl;
  if (!url) return 'unrecorded';
  const { result, outcome } = await attemptOnce(
    (signal) => postAlert(url, event, signal),
    event.attempts,
  );
  if (result.outcome !== 'sent')
    deps.log({
      event: outcome === 'failed' ? 'contact_alert_failed' : 'contact_alert_given_up',
      event_id: event.id,
      kind: event.kind,
      error: result.error.slice(0, 160),
    });
  try {
    await withTimeout(recordTimeoutMs, (signal) => recordEvent(deps.db, event.id, result, signal));
  } catch (error) {
    deps.log({ event: 'contact_alert_unrecorded', event_id: event.id, error: errorText(error) });
    return 'unrecorded';
  }
  return outcome;
}

/** Alerts the owner must also find in the log, at error level, webhook or not. */
const errorKinds = new Set(['delivery.stalled', 'messages.undelivered', 'storage.ceiling']);

export function deliverEvents(deps: SendDeps, events: ContactEvent[]) {
  for (const event of events)
    if (errorKinds.has(event.kind))
      deps.log({
        event: `contact_${event.kind.replace('.', '_')}`,
        level: 'error',
        line: event.line,
      });
  return Promise.all(events.map((event) => deliverEvent(deps, event)));
}
