import type { ContactMessage } from './contact-schema.ts';
import type { StoredMessage } from './contact-email.ts';
import type { Database } from './database.ts';

/** How long one sender holds a message: longer than an e-mail attempt may take (5 s). */
const leaseSeconds = 15;

type IntakeMeta = {
  idempotencyKey: string | null;
  contentHash: string;
  clientHash: string;
  pageOrigin: string | null;
  userAgent: string | null;
};

export type Intake =
  | { outcome: 'stored' | 'duplicate'; messageId: string; receivedAt: Date }
  | { outcome: 'rate_limited'; retryAfter: number }
  | { outcome: 'key_reused' };

type IntakeRow = {
  outcome: string;
  message_id: string | null;
  retry_after: number | null;
  received_at: Date | string | null;
};

/** Stores a message unless it is a repeat or over the client's limit (one round trip). */
export async function intakeMessage(
  db: Database,
  message: ContactMessage,
  meta: IntakeMeta,
  rateLimit: { count: number; windowSeconds: number },
  signal?: AbortSignal,
): Promise<Intake> {
  const [row] = await db.query<IntakeRow>(
    'select outcome, message_id, retry_after, received_at from public.contact_intake($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)',
    [
      message.name,
      message.email,
      message.phone,
      message.service,
      message.message,
      meta.idempotencyKey,
      meta.contentHash,
      meta.clientHash,
      meta.pageOrigin,
      meta.userAgent,
      rateLimit.count,
      rateLimit.windowSeconds,
      leaseSeconds,
    ],
    signal,
  );
  if (row?.outcome === 'key_reused') return { outcome: 'key_reused' };
  if (row?.outcome === 'rate_limited')
    return { outcome: 'rate_limited', retryAfter: row.retry_after ?? 60 };
  if ((row?.outcome === 'stored' || row?.outcome === 'duplicate') && row.message_id)
    return {
      outcome: row.outcome,
      messageId: row.message_id,
      receivedAt: new Date(row.received_at ?? Date.now()),
    };
  throw new Error(`contact_intake answered ${JSON.stringify(row?.outcome)}`);
}

type MessageRow = {
  id: string;
  received_at: Date | string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  page_origin: string | null;
  attempts: number;
};

export type PendingMessage = StoredMessage & { attempts: number };

const toPending = (row: MessageRow): PendingMessage => ({
  id: row.id,
  receivedAt: new Date(row.received_at),
  name: row.name,
  email: row.email,
  phone: row.phone,
  service: row.service as PendingMessage['service'],
  message: row.message,
  pageOrigin: row.page_origin,
  attempts: row.attempts,
});

const messageColumns =
  'm.id, m.received_at, m.name, m.email, m.phone, m.service, m.message, m.page_origin, m.attempts';

/**
 * Takes up to `limit` messages whose next attempt is due and leases them to the caller. Rows
 * another sender is claiming right now are skipped, and a leased row is not due again until its
 * lease ends, so two retries running at once never take the same message.
 */
export async function claimDueMessages(db: Database, limit: number) {
  const rows = await db.query<MessageRow>(
    `with due as (
       select id from public.contact_messages
       where notified_at is null and next_attempt_at <= now()
       order by next_attempt_at
       limit $1
       for update skip locked
     )
     update public.contact_messages m
     set next_attempt_at = clock_timestamp() + make_interval(secs => $2)
     from due where m.id = due.id
     returning ${messageColumns}`,
    [limit, leaseSeconds],
  );
  return rows.map(toPending);
}

/** Records one attempt: delivered, or failed with the next attempt due in `retryIn` seconds (null: give up). */
export async function recordAttempt(
  db: Database,
  id: string,
  result: { ok: true } | { ok: false; error: string; retryIn: number | null },
) {
  if (result.ok) {
    await db.query(
      `update public.contact_messages
       set attempts = attempts + 1, notified_at = now(), next_attempt_at = null, last_error = null
       where id = $1 and notified_at is null`,
      [id],
    );
    return;
  }
  await db.query(
    `update public.contact_messages
     set attempts = attempts + 1, last_error = $2,
         next_attempt_at = case when $3::integer is null then null
                                else now() + make_interval(secs => $3::integer) end
     where id = $1 and notified_at is null`,
    [id, result.error.slice(0, 500), result.retryIn],
  );
}
