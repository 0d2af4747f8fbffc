/**
 * Photos with a quote request, after their upload (docs/contact-function.md#photos): the slots
 * are handed out for the message's idempotency key (routes/photo-slots.ts), and the message that
 * names them under the same key is stored with them tied to it, in one transaction
 * (intake/store.ts, `contact_accept_with_photos`).
 */
import type { ClientAddress } from '../http/client-address.ts';
import type { ContactConfig } from '../config.ts';
import type { HitKey } from '../database/intake-store.ts';
import type { Database } from '../database/database.ts';
import { sha256Hex } from '../hash.ts';
import type { StorageClient } from './storage.ts';

/** What the photo slots need of the handler. */
export type PhotoDeps = {
  db: Database;
  storage: StorageClient | undefined;
  config: Pick<ContactConfig, 'rateLimit' | 'clientIpHeader' | 'photosPerDay' | 'photoStorageMb'>;
  log: (entry: Record<string, unknown>) => void;
  /** The sender's limit keys (own key, then its blocks), each with its message limit. */
  keysOf: (client: ClientAddress) => Promise<HitKey[]>;
};

/**
 * What binds slots to their message: the idempotency key's SHA-256, the same whatever address
 * the visitor's phone has when it asks for the slots and when it sends the message.
 */
export const photoKeyOf = (idempotencyKey: string) => sha256Hex(`photos:${idempotencyKey}`);
