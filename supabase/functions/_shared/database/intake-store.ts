import type { ContactLanguage, ContactMessage } from '../contract.ts';
import type { Database } from './database.ts';
import { leaseSeconds, type ContactEvent } from './delivery-store.ts';

/**
 * The intake's statements (delivery-store.ts holds the delivery's): a message stored, a post that
 * stores nothing counted, the client-hash key read. Each is one call of a SECURITY DEFINER
 * function from supabase/migrations/, the only thing the contact_function role may run.
 */

type Limits = {
  rateLimit: { count: number; windowSeconds: number };
  emailBudget: { count: number; windowSeconds: number };
  senderShare: number;
  undeliveredCeiling: number;
  webhook: boolean;
};

/** A key a post counts under (its HMAC) and the posts it may have in the rate window. */
export type HitKey = { hash: string; limit: number };

type IntakeMeta = {
  /** The row's id, derived from the idempotency key; null: the database picks one. */
  id: string | null;
  idempotencyKey: string | null;
  contentHash: string;
  /** Narrowest first: the first is the sender's own; each has its share of the e-mail budget. */
  keys: HitKey[];
  pageOrigin: string | null;
  language: ContactLanguage;
  userAgent: string | null;
  /**
   * The photo slots the message names, tied to it in the same transaction: those handed out
   * under `key` (photos/attach.ts, `photoKeyOf`), and how many photos failed to upload.
   */
  photos?: { key: string | null; ids: string[]; failed: number } | null;
};

export type Intake =
  | {
      /** stored: leased to the caller for its e-mail; deferred: past the budget, for the digest. */
      outcome: 'stored' | 'deferred';
      messageId: string;
      receivedAt: Date;
      events: ContactEvent[];
    }
  | { outcome: 'duplicate'; messageId: string }
  | { outcome: 'rate_limited'; retryAfter: number }
  | { outcome: 'full'; events: ContactEvent[] }
  | { outcome: 'key_reused' };

type IntakeRow = {
  outcome: string;
  message_id: string | null;
  retry_after: number | null;
  received_at: Date | string | null;
  events: ContactEvent[] | null;
};

/**
 * Stores a message unless it is a repeat, over one of the client's limits or past the ceiling of
 * undelivered rows; also checks for a stall. One round trip.
 */
export async function intakeMessage(
  db: Database,
  message: ContactMessage,
  meta: IntakeMeta,
  limits: Limits,
  signal?: AbortSignal,
): Promise<Intake> {
  const [row] = await db.query<IntakeRow>(
    'select outcome, message_id, retry_after, received_at, events from public.contact_accept_with_photos($1::text::jsonb)',
    [
      JSON.stringify({
        ...message,
        id: meta.id,
        idempotency_key: meta.idempotencyKey,
        content_hash: meta.contentHash,
        keys: meta.keys,
        rate_window: limits.rateLimit.count > 0 ? limits.rateLimit.windowSeconds : 0,
        page_origin: meta.pageOrigin,
        user_agent: meta.userAgent,
        lease: leaseSeconds,
        budget: limits.emailBudget.count,
        budget_window: limits.emailBudget.windowSeconds,
        share: limits.senderShare,
        ceiling: limits.undeliveredCeiling,
        webhook: limits.webhook,
        photo_key: meta.photos?.key ?? null,
        photo_ids: meta.photos?.ids ?? [],
        photos_failed: meta.photos?.failed ?? 0,
        language: meta.language,
      }),
    ],
    signal,
  );
  if (row?.outcome === 'key_reused') return { outcome: 'key_reused' };
  if (row?.outcome === 'rate_limited')
    return { outcome: 'rate_limited', retryAfter: row.retry_after ?? 60 };
  if (row?.outcome === 'full') return { outcome: 'full', events: row.events ?? [] };
  if (row?.outcome === 'duplicate' && row.message_id)
    return { outcome: 'duplicate', messageId: row.message_id };
  if ((row?.outcome === 'stored' || row?.outcome === 'deferred') && row.message_id)
    return {
      outcome: row.outcome,
      messageId: row.message_id,
      receivedAt: new Date(row.received_at ?? Date.now()),
      events: row.events ?? [],
    };
  throw new Error(`contact_accept answered ${JSON.stringify(row?.outcome)}`);
}

/** Counts a post that stores nothing; the seconds to wait when a key is at its limit. */
export async function noteHit(db: Database, keys: HitKey[], windowSeconds: number) {
  const [row] = await db.query<{ wait: number | null }>(
    'select public.contact_note_hit($1::text::jsonb, $2) as wait',
    [JSON.stringify(keys), windowSeconds],
  );
  return row?.wait ?? null;
}

/** The client-hash key the migration generated (when CONTACT_HASH_SECRET is not set). */
export async function storedHashSecret(db: Database) {
  const [row] = await db.query<{ secret: string | null }>(
    'select public.contact_hash_secret() as secret',
  );
  if (!row?.secret) throw new Error('contact_hash_secret() returned nothing');
  return row.secret;
}
