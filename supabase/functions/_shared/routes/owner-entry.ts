/**
 * What the owner's entries share (routes/owner-push.ts, routes/owner-devices.ts): push must be set
 * up, the body is JSON, a device is named by its credential, and a refusal answers
 * `{ error: '<code>', message: '<plain English for the owner>' }` with the route's CORS headers.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { ContactConfig } from '../config.ts';
import type { Database } from '../database/database.ts';
import { deviceOf } from '../database/push-subscriptions.ts';
import { sameSecret, sha256Hex } from '../hash.ts';
import { HttpError, readBody } from '../http/request.ts';
import { json, type Reply, type RouteContext } from '../http/responses.ts';

/** Push needs its keys, and the alerts link its secret; else 503. */
export function vapidOf(config: ContactConfig) {
  if (!config.vapid || !config.linkSecret)
    throw new HttpError(503, 'push_off', 'Phone alerts are not set up on this site.');
  return { vapid: config.vapid, linkSecret: config.linkSecret };
}

/** The JSON body of an owner entry, once push is on. */
export function ownerBody(config: ContactConfig, request: Request) {
  vapidOf(config);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json')
    throw new HttpError(415, 'bad_type', 'Send JSON.', { Accept: 'application/json' });
  return readBody(request, 'json');
}

/**
 * A device's credential, given to its page once: 32 random bytes and their tag (the first 16 bytes
 * of HMAC-SHA-256 under CONTACT_LINK_SECRET of `device.<random>`), base64url, joined by a dot (43 +
 * 1 + 22 characters). The tag lets a made-up credential be refused before any query.
 */
export function newCredential(linkSecret: string) {
  const random = randomBytes(32).toString('base64url');
  return `${random}.${credentialTag(linkSecret, random)}`;
}

const credentialTag = (linkSecret: string, random: string) =>
  createHmac('sha256', linkSecret)
    .update(`device.${random}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/** Whether `value` is a credential this site made (its tag compared in constant time). */
export function isCredential(linkSecret: string, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const parts = /^([\w-]{43})\.([\w-]{22})$/.exec(value);
  if (!parts) return false;
  return sameSecret(parts[2]!, credentialTag(linkSecret, parts[1]!));
}

/** What the database keeps of a credential: the SHA-256 of the whole of it, hex. */
export const credentialHash = (credential: string) => sha256Hex(credential);

/** An unknown credential: 403. */
export const badDevice = () =>
  new HttpError(
    403,
    'bad_device',
    'This device is no longer subscribed. Ask for a new alerts link to turn alerts on again.',
  );

/**
 * The body's `device`: its credential's hash and its public id; 403 when it is no device's (a
 * made-up one without a query).
 */
export async function deviceOfBody(
  config: ContactConfig,
  db: Database,
  body: Record<string, unknown>,
) {
  if (!isCredential(vapidOf(config).linkSecret, body.device)) throw badDevice();
  const hash = credentialHash(body.device);
  const id = await deviceOf(db, hash);
  if (!id) throw badDevice();
  return { hash, id };
}

/** A route whose refusals answer `{ error, message }`, as the alerts page reads them. */
export const ownerAnswer =
  (answer: (request: Request, context: RouteContext) => Promise<Reply>) =>
  async (request: Request, context: RouteContext): Promise<Reply> => {
    try {
      return await answer(request, context);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return {
        response: json(
          error.status,
          { error: error.outcome, message: error.message },
          { ...context.cors, ...error.headers },
        ),
        outcome: error.outcome,
      };
    }
  };
