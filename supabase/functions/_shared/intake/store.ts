/**
 * The store stage: one round trip that keeps the message, or says it is a repeat, over a limit,
 * or past the ceiling of undelivered rows (and checks for a stall). When the database cannot
 * answer, the fallback e-mails the message directly.
 */
import type { ContactConfig } from '../config.ts';
import { isUnavailable } from '../database/availability.ts';
import { intakeMessage, type Intake } from '../database/intake-store.ts';
import type { Database } from '../database/database.ts';
import { withTimeout } from '../timeout.ts';
import type { createFallback } from './fallback.ts';
import { sha256Hex } from '../hash.ts';
import { photoKeyOf } from '../photos/attach.ts';
import type { Limits } from './limits.ts';
import { contactFields, type ParsedMessage } from './parse-message.ts';
import { HttpError } from '../http/request.ts';

/** How long a request waits for the database: the fallback in under 5 s rather than a hung form. */
const dbTimeoutMs = 4_500;

type StoreDeps = {
  db: Database;
  config: ContactConfig;
  limits: Limits;
  fallback: ReturnType<typeof createFallback>;
  log: (entry: Record<string, unknown>) => void;
};

export type Stored = Extract<Intake, { outcome: 'stored' | 'deferred' | 'duplicate' }>;
type Unstored = { outcome: 'emailed_unstored' };

export function createStore({ db, config, limits, fallback, log }: StoreDeps) {
  const settings = {
    rateLimit: config.rateLimit,
    emailBudget: config.emailBudget,
    senderShare: config.senderShare,
    undeliveredCeiling: config.undeliveredCeiling,
    webhook: Boolean(config.webhookUrl),
  };

  return async function store(parsed: ParsedMessage): Promise<Stored | Unstored | Intake> {
    const { message, key, client, pageOrigin, userAgent } = parsed;
    const contentHash = sha256Hex(JSON.stringify(contactFields.map((field) => message[field])));
    let intake: Intake;
    try {
      // One limit for the whole wait on the database: the secret (once per isolate), a pooled
      // connection, locks and the statement itself.
      intake = await withTimeout(dbTimeoutMs, async (signal) =>
        intakeMessage(
          db,
          message,
          {
            id: parsed.id,
            idempotencyKey: key,
            contentHash,
            keys: await limits.keysOf(client),
            pageOrigin,
            userAgent,
            language: parsed.language,
            photos: parsed.photos && {
              ...parsed.photos,
              key: key === null ? null : photoKeyOf(key),
            },
          },
          settings,
          signal,
        ),
      );
    } catch (error) {
      const reason = String(error).slice(0, 200);
      if (!isUnavailable(error)) {
        // The database answered and refused the statement: a bug to fix, not an outage, and
        // nothing a visitor may turn into an unstored e-mail or a "database failing" alarm.
        log({ event: 'contact_db_error', level: 'error', bug: true, error: reason });
        throw new HttpError(500, 'error', 'Something went wrong on our side. Please call us.');
      }
      log({ event: 'contact_db_unavailable', level: 'error', error: reason });
      const sent = await fallback.deliverUnstored(parsed, contentHash, reason);
      if (sent.outcome === 'sent') return { outcome: 'emailed_unstored' };
      if (sent.outcome === 'rate_limited') throw tooMany(sent.retryAfter);
      throw new HttpError(
        503,
        'db_unavailable',
        'We could not take your message just now. Please call us, or try again in a few minutes.',
        { 'Retry-After': '30' },
      );
    }
    if (intake.outcome === 'rate_limited') throw tooMany(intake.retryAfter);
    if (intake.outcome === 'key_reused')
      throw new HttpError(
        422,
        'key_reused',
        'This Idempotency-Key was already used for a different message.',
      );
    return intake;
  };
}

export const tooMany = (retryAfter: number) =>
  new HttpError(
    429,
    'rate_limited',
    'Too many messages from your connection. Please wait a few minutes, or call us.',
    { 'Retry-After': String(retryAfter) },
  );

/** Past the ceiling of undelivered rows: the visitor is asked to call. */
export const full = () =>
  new HttpError(
    503,
    'full',
    'We cannot take more messages online just now. Please call us; we answer during business hours.',
    { 'Retry-After': '3600' },
  );
