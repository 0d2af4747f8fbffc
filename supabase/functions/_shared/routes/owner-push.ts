/**
 * The owner's phone alerts, for the site's page /owner/alerts/ (docs/contact-function.md#phone-alerts-web-push).
 * Every entry but the key takes the page's `token`, the alerts link's `t` (owner/signed-link.ts,
 * purpose `alerts`): no login, and a wrong or expired token is 403.
 *
 * GET    .../owner/push-key           the VAPID public key the page subscribes with
 * POST   .../owner/push-subscription  { token, subscription }: 201 when taken
 * DELETE .../owner/push-subscription  { token, subscription }: unsubscribed
 * POST   .../owner/push-test          { token }: a test push to every subscribed device
 */
import type { ContactConfig } from '../config.ts';
import type { Database } from '../database/database.ts';
import {
  dropSubscription,
  saveSubscription,
  type PushTarget,
} from '../database/push-subscriptions.ts';
import { HttpError, readBody } from '../http/request.ts';
import { json, type Reply, type RouteContext } from '../http/responses.ts';
import { pushToOwner, type PushDeps } from '../owner/push.ts';
import { isPushEndpoint } from '../owner/push-services.ts';
import { verifyLink } from '../owner/signed-link.ts';

type OwnerPushDeps = { config: ContactConfig; db: Database; push: PushDeps };

/** Push needs its keys, and the page its token. */
function vapidOf(config: ContactConfig) {
  if (!config.vapid || !config.linkSecret)
    throw new HttpError(503, 'push_off', 'Phone alerts are not set up on this site.');
  return config.vapid;
}

/** The JSON body, once its token is the alerts link's. */
async function ownerBody(config: ContactConfig, request: Request) {
  vapidOf(config);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json')
    throw new HttpError(415, 'bad_type', 'Send JSON.', { Accept: 'application/json' });
  const body = await readBody(request, 'json');
  const token = typeof body.token === 'string' ? body.token : '';
  if (!verifyLink(config.linkSecret!, 'alerts', token))
    throw new HttpError(
      403,
      'bad_token',
      'This link is not valid or has expired. Open the link in a newer lead e-mail.',
    );
  return body;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/** A PushSubscription's JSON, on a push service's endpoint; else 400. */
function targetOf(config: ContactConfig, value: unknown): PushTarget {
  const subscription = (value ?? {}) as { endpoint?: unknown; keys?: Record<string, unknown> };
  const endpoint = text(subscription.endpoint, 1000);
  const p256dh = text(subscription.keys?.p256dh, 200);
  const auth = text(subscription.keys?.auth, 100);
  if (!endpoint || !p256dh || !auth || !/^[\w-]+$/.test(p256dh + auth))
    throw new HttpError(400, 'bad_subscription', 'Not a push subscription.');
  if (!isPushEndpoint(endpoint, config.pushTestHosts))
    throw new HttpError(400, 'not_push_service', "The endpoint is not a browser's push service.");
  return { endpoint, p256dh, auth };
}

export function ownerPushRoutes({ config, db, push }: OwnerPushDeps) {
  return {
    key: (_request: Request, { cors }: RouteContext): Promise<Reply> =>
      Promise.resolve().then(() => ({
        response: json(200, { publicKey: vapidOf(config).publicKey }, cors),
        outcome: 'push_key',
      })),
    subscription: async (request: Request, { cors }: RouteContext): Promise<Reply> => {
      const body = await ownerBody(config, request);
      const target = targetOf(config, body.subscription);
      if (request.method === 'DELETE') {
        const dropped = await dropSubscription(db, target.endpoint);
        return { response: json(200, { ok: true, dropped }, cors), outcome: 'push_unsubscribed' };
      }
      await saveSubscription(db, target);
      return { response: json(201, { ok: true }, cors), outcome: 'push_subscribed' };
    },
    test: async (request: Request, { cors }: RouteContext): Promise<Reply> => {
      await ownerBody(config, request);
      const summary = await pushToOwner(push, {
        title: 'Test alert',
        body: 'New quote requests will show up like this.',
        tag: 'test',
      });
      return { response: json(200, { ok: true, ...summary }, cors), outcome: 'push_test' };
    },
  };
}
