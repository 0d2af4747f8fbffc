import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Hashes for the request path, from node:crypto, which Supabase's Edge Runtime, Deno and Node all
 * provide: synchronous and a few microseconds each, where WebCrypto's promise-based digest costs a
 * round trip to a worker thread per call (docs/contact-function.md, "Load").
 */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export const hmacSha256Hex = (key: string, text: string) =>
  createHmac('sha256', key).update(text).digest('hex');

/** Equal-time comparison of two secrets (by their digests, so lengths leak nothing either). */
export const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );
