import { composeContactEmail, type Mailer } from './contact-email.ts';
import { claimDueMessages, recordAttempt, type PendingMessage } from './contact-store.ts';
import type { Database } from './database.ts';

/**
 * Seconds from a failed attempt to the next: the first retry is due within 2 minutes (the retry
 * runs every few minutes), later ones further apart. After the last one the message is given up
 * and logged; it stays in the table for the owner.
 */
const retryDelaysSeconds = [60, 300, 900, 3_600, 10_800] as const;
/** How long one e-mail attempt waits for Resend's answer. */
const mailTimeoutMs = 5_000;
/** Messages a retry sends at once: Resend allows 2 requests a second by default. */
const retryBatch = 2;

export type DeliveryDeps = {
  db: Database;
  mailer: Mailer;
  envelope: { from: string; to: string[] };
  log: (entry: Record<string, unknown>) => void;
};

type DeliveryOutcome = 'sent' | 'failed' | 'gave_up' | 'unrecorded';

/** Rejects after `ms`, aborting the signal, even if the work ignores the signal. */
export async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`timed out after ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One attempt to e-mail a message the caller holds the lease on; never throws. */
export async function deliver(
  deps: DeliveryDeps,
  message: PendingMessage,
): Promise<DeliveryOutcome> {
  const email = composeContactEmail(message, deps.envelope);
  let outcome: DeliveryOutcome;
  let result: Parameters<typeof recordAttempt>[2];
  try {
    if (!deps.envelope.from || !deps.envelope.to.length)
      throw new Error('CONTACT_FROM or CONTACT_TO is not set');
    await withTimeout(mailTimeoutMs, (signal) => deps.mailer(email, signal));
    result = { ok: true };
    outcome = 'sent';
  } catch (error) {
    const retryIn = retryDelaysSeconds[message.attempts] ?? null;
    result = { ok: false, error: errorText(error), retryIn };
    outcome = retryIn === null ? 'gave_up' : 'failed';
    deps.log({
      event: outcome === 'gave_up' ? 'contact_email_given_up' : 'contact_email_failed',
      message_id: message.id,
      attempt: message.attempts + 1,
      retry_in_s: retryIn,
      error: errorText(error).slice(0, 120),
    });
  }
  try {
    await recordAttempt(deps.db, message.id, result);
  } catch (error) {
    // The lease runs out and the retry takes the message again; Resend's Idempotency-Key keeps
    // a repeat of a sent e-mail from arriving twice.
    deps.log({
      event: 'contact_attempt_unrecorded',
      message_id: message.id,
      error: errorText(error),
    });
    return 'unrecorded';
  }
  return outcome;
}

/**
 * Sends every message that is due, `retryBatch` at a time, until none is left. Each round claims only what it sends at once, so no claimed
 * message waits behind others while its lease runs out; another retry running at the same time
 * takes the next ones.
 */
export async function retryDue(deps: DeliveryDeps) {
  const summary = { claimed: 0, sent: 0, failed: 0, gave_up: 0, unrecorded: 0 };
  for (;;) {
    const claimed = await claimDueMessages(deps.db, retryBatch);
    summary.claimed += claimed.length;
    const outcomes = await Promise.all(claimed.map((message) => deliver(deps, message)));
    for (const outcome of outcomes) summary[outcome] += 1;
    if (claimed.length < retryBatch) return summary;
  }
}
