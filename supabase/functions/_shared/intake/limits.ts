/**
 * The limits stage: the keys a post counts under (IPv6 /64, /56, /48; IPv4 address and /24),
 * each an HMAC so no address is kept, and the count of posts that store nothing.
 */
import { limitKeys, type ClientAddress } from '../http/client-address.ts';
import type { ContactConfig } from '../config.ts';
import { noteHit, storedHashSecret, type HitKey } from '../database/intake-store.ts';
import type { Database } from '../database/database.ts';
import { hmacSha256Hex } from '../hash.ts';

export function createLimits(db: Database, config: ContactConfig) {
  /** CONTACT_HASH_SECRET, or the migration's secret, read once per isolate (again if that fails). */
  let hashSecret: Promise<string> | undefined;

  async function keysOf(client: ClientAddress): Promise<HitKey[]> {
    hashSecret ??= config.hashSecret
      ? Promise.resolve(config.hashSecret)
      : storedHashSecret(db).catch((error) => {
          hashSecret = undefined;
          throw error;
        });
    const secret = await hashSecret;
    return limitKeys(client.address, config.rateLimit.count).map(({ key, limit }) => ({
      hash: hmacSha256Hex(secret, key),
      limit,
    }));
  }

  /**
   * Counts a honeypot hit or an invalid post against the sender's own key (the address, or its
   * /64), never its blocks: one griefer must not lock a carrier's /24 or /48 out. The seconds to
   * wait when over the limit. A database that does not answer counts nothing: such a post
   * stores nothing anyway.
   */
  async function countWithoutStoring(client: ClientAddress) {
    if (config.rateLimit.count <= 0) return null;
    try {
      const [own] = await keysOf(client);
      return await noteHit(db, [own!], config.rateLimit.windowSeconds);
    } catch {
      return null;
    }
  }

  return { keysOf, countWithoutStoring };
}

export type Limits = ReturnType<typeof createLimits>;
