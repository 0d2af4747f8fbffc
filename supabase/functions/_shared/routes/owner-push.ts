/**
 * The owner's phone alerts, for the site's page /owner/alerts/ (docs/contact-function.md#phone-alerts-web-push).
 * A device subscribes once with the alerts link's token (owner/alerts-link.ts: 24 hours, one
 * subscription) and gets a credential of its own, which its page keeps for its test and turn-off;
 * the token is not needed again. The devices' list and the alerts-link e-mail are in
 * routes/owner-devices.ts.
 *
 * GET    .../owner/push-key           the VAPID public key the page subscribes with
 * POST   .../owner/push-subscription  { token, subscription, name }: 201 { device }
 * DELETE .../owner/push-subscription  { device }: this device's alerts off
 * POST   .../owner/push-test          { device }: a test push to every device, 5 an hour a device
 */
import type { ContactConfig } from '../config.ts';
import type { Database } from '../database/database.ts';
import {
  dropDevice,
  maxDevices,
  subscribeDevice,
  takeOwnerSlot,
  type PushTarget,
} from '../database/push-subscriptions.ts';
import { HttpError } from '../http/request.ts';
import { json, type Reply, type RouteContext } from '../http/responses.ts';
import { readAlertsToken } from '../owner/alerts-link.ts';
import { pushToOwner, type PushDeps } from '../owner/push.ts';
import { isPushEndpoint, isSubscriptionKeys } from '../owner/push-services.ts';
import { dropInvisibles } from '../plain-text.ts';
import {
  credentialHash,
  deviceOfBody,
  isCredential,
  newCredential,
  ownerAnswer,
  ownerBody,
  vapidOf,
} from './owner-entry.ts';

type OwnerPushDeps = { config: ContactConfig; db: Database; push: PushDeps };

/** Test pushes a device may ask for in an hour. */
const pushTestsPerHour = 5;

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/**
 * A PushSubscription's JSON on a push service's endpoint, with keys a push can be encrypted to
 * (owner/push-services.ts); else 400.
 */
function targetOf(config: ContactConfig, value: unknown): PushTarget {
  const subscription = (value ?? {}) as { endpoint?: unknown; keys?: Record<string, unknown> };
  const endpoint = text(subscription.endpoint, 1000);
  const p256dh = text(subscription.keys?.p256dh, 200);
  const auth = text(subscription.keys?.auth, 100);
  if (
    !endpoint ||
    !p256dh ||
    !auth ||
    !isPushEndpoint(endpoint, config.pushTestHosts) ||
    !isSubscriptionKeys(p256dh, auth)
  )
    throw new HttpError(
      400,
      'bad_subscription',
      "This browser's subscription cannot take alerts. Try again, or try another browser.",
    );
  return { endpoint, p256dh, auth };
}

/** The browser's label for itself ("Chrome on Android"): one plain line of at most 60 characters. */
function deviceName(value: unknown) {
  if (typeof value !== 'string') return null;
  const clean = dropInvisibles(value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return clean ? Array.from(clean).slice(0, 60).join('') : null;
}

const badToken = () =>
  new HttpError(
    403,
    'bad_token',
    'This alerts link has expired or was used already. Ask for a new one on the alerts page.',
  );

/** A new device: the token used up, a credential made for it; 201 { device }. */
async function subscribe(config: ContactConfig, db: Database, request: Request, cors: object) {
  const body = await ownerBody(config, request);
  const { linkSecret } = vapidOf(config);
  const link = readAlertsToken(linkSecret, typeof body.token === 'string' ? body.token : '');
  if (!link) throw badToken();
  const target = targetOf(config, body.subscription);
  const credential = newCredential(linkSecret);
  const taken = await subscribeDevice(db, link, target, {
    hash: credentialHash(credential),
    name: deviceName(body.name),
  });
  if (taken.outcome === 'used') throw badToken();
  if (taken.outcome === 'full')
    throw new HttpError(
      409,
      'devices_full',
      `${maxDevices} devices already get the alerts. Remove one you no longer use on the alerts page of a subscribed device, then try again.`,
    );
  return {
    response: json(201, { device: credential }, cors as Record<string, string>),
    outcome: 'push_subscribed',
  };
}

export function ownerPushRoutes({ config, db, push }: OwnerPushDeps) {
  return {
    key: (_request: Request, { cors }: RouteContext): Promise<Reply> =>
      Promise.resolve().then(() => ({
        response: json(200, { publicKey: vapidOf(config).vapid.publicKey }, cors),
        outcome: 'push_key',
      })),
    subscription: ownerAnswer(async (request, { cors }) => {
      if (request.method !== 'DELETE') return subscribe(config, db, request, cors);
      const body = await ownerBody(config, request);
      const dropped = isCredential(vapidOf(config).linkSecret, body.device)
        ? await dropDevice(db, 'hash', credentialHash(body.device), 'turned_off')
        : false;
      return { response: json(200, { ok: true, dropped }, cors), outcome: 'push_unsubscribed' };
    }),
    test: ownerAnswer(async (request, { cors }) => {
      const body = await ownerBody(config, request);
      const device = await deviceOfBody(config, db, body);
      if (!(await takeOwnerSlot(db, `push-test:${device.id}`, pushTestsPerHour, 3_600)))
        throw new HttpError(
          429,
          'too_many',
          `A device may send ${pushTestsPerHour} test alerts an hour. Try again later.`,
          { 'Retry-After': '3600' },
        );
      const summary = await pushToOwner(push, {
        title: 'Test alert',
        body: 'New quote requests will show up like this.',
        tag: 'test',
      });
      const devices = summary.sent + summary.removed + summary.failed;
      return {
        response: json(200, { ok: true, sent: summary.sent, devices }, cors),
        outcome: 'push_test',
      };
    }),
  };
}
