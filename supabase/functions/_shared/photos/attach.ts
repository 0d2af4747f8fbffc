/**
 * Photos with a quote request, after their upload (docs/contact-function.md#photos): the message
 * names the slots it uploaded to (routes/photo-slots.ts), and they are tied to it once here.
 */
import type { ClientAddress } from '../http/client-address.ts';
import type { ContactConfig } from '../config.ts';
import type { HitKey } from '../database/contact-store.ts';
import type { Database } from '../database/database.ts';
import type { ParsedMessage } from '../intake/parse-message.ts';
import { withTimeout } from '../timeout.ts';
import type { StorageClient } from './storage.ts';

/** What the photo slots and the attaching need of the handler. */
export type PhotoDeps = {
  db: Database;
  storage: StorageClient | undefined;
  config: Pick<ContactConfig, 'rateLimit' | 'clientIpHeader'>;
  log: (entry: Record<string, unknown>) => void;
  /** The sender's salted hash, as the message's rate limit counts it. */
  clientHashOf: (client: ClientAddress) => Promise<string>;
  /** The sender's limit keys (own key, then its blocks), each with its message limit. */
  keysOf: (client: ClientAddress) => Promise<HitKey[]>;
};

/** How long tying the photos to their message may take before the message goes without them. */
const attachTimeoutMs = 3_000;

/**
 * Ties the sender's slots to the stored message, once (a repeat of the message changes nothing).
 * A failure costs the photos, never the message: it is logged, and the slots are purged as strays.
 */
export async function attachPhotos(
  { db, log, clientHashOf }: Pick<PhotoDeps, 'db' | 'log' | 'clientHashOf'>,
  { photos, client }: Pick<ParsedMessage, 'photos' | 'client'>,
  messageId: string,
) {
  if (!photos) return;
  try {
    await withTimeout(attachTimeoutMs, async (signal) =>
      db.query(
        "select public.contact_attach_photos($1, $2, string_to_array($3, ',')::uuid[], $4)",
        [messageId, await clientHashOf(client), photos.ids.join(','), photos.failed],
        signal,
      ),
    );
  } catch (error) {
    log({
      event: 'contact_photos_unattached',
      message_id: messageId,
      error: String(error).slice(0, 200),
    });
  }
}
