/**
 * What the owner's entries share (routes/owner-push.ts, routes/owner-devices.ts): push must be set
 * up, the body is JSON, a device is named by its credential, and a refusal answers
 * `{ error: '<code>', message: '<plain English for the owner>' }` with the route's CORS headers.
 */
import { createHash } from 'node:crypto';
import type { ContactConfig } from '../config.ts';
import type { Database } from '../database/database.ts';
import { deviceOf } from '../database/push-subscriptions.ts';
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

/** A device's credential: 32 random bytes, base64url, given to its page once. */
export const isCredential = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]{43}$/.test(value);

/** What the database keeps of a credential: its SHA-256, hex. */
export const credentialHash = (credential: string) =>
  createHash('sha256').update(credential).digest('hex');

/** An unknown credential: 403. */
export const badDevice = () =>
  new HttpError(
    403,
    'bad_device',
    'This device is no longer subscribed. Ask for a new alerts link to turn alerts on again.',
  );

/** The body's `device`: its credential's hash and its public id; 403 when it is no device's. */
export async function deviceOfBody(db: Database, body: Record<string, unknown>) {
  if (!isCredential(body.device)) throw badDevice();
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
