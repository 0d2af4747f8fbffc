/**
 * The owner's devices and the key to add one (docs/contact-function.md#phone-alerts-web-push):
 *
 * POST   .../owner/devices      { device }: every subscribed device, this one marked `self`
 * DELETE .../owner/devices      { device, id }: removes any device, by its public id
 * POST   .../owner/alerts-link  {} or { device }: a new alerts link, e-mailed to CONTACT_TO only
 *
 * A device is named by its own credential (routes/owner-push.ts); an unknown one is 403. The
 * alerts link goes only to the owner's mailbox, whoever asks; the limits (in the database, for
 * every isolate) keep that mailbox from being flooded without letting a stranger use up the
 * owner's asks: an anonymous ask is one a day per client within three a day for all of them, a
 * subscribed device has three a day of its own, and the setup (with CONTACT_RETRY_SECRET in
 * x-retry-secret) is not limited. A send that fails gives its place back.
 */
import type { ContactConfig } from '../config.ts';
import type { Database } from '../database/database.ts';
import type { HitKey } from '../database/intake-store.ts';
import {
  dropDevice,
  giveBackOwnerSlot,
  listDevices,
  takeOwnerSlot,
} from '../database/push-subscriptions.ts';
import type { Mailer } from '../delivery/contact-email.ts';
import { oldLinkName } from '../delivery/weekly-devices.ts';
import { sameSecret } from '../hash.ts';
import { clientAddressOf, type ClientAddress } from '../http/client-address.ts';
import { HttpError, readText } from '../http/request.ts';
import { json, type Reply, type RouteContext } from '../http/responses.ts';
import {
  alertsLinksPerClient,
  alertsLinksPerDay,
  alertsLinksPerDevice,
  composeAlertsLinkEmail,
  newAlertsToken,
} from '../owner/alerts-link.ts';
import { withTimeout } from '../timeout.ts';
import {
  badDevice,
  credentialHash,
  deviceOfBody,
  isCredential,
  ownerAnswer,
  ownerBody,
  vapidOf,
} from './owner-entry.ts';

type OwnerDevicesDeps = {
  config: ContactConfig;
  db: Database;
  mailer: Mailer;
  log: (entry: Record<string, unknown>) => void;
  /** The client's limit keys (intake/limits.ts), the first its own address or /64. */
  keysOf: (client: ClientAddress) => Promise<HitKey[]>;
};

const sendTimeoutMs = 8_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A limit an alerts-link ask is counted under, and what a refusal by it says. */
type Slot = { key: string; limit: number; refusal: string };

const day = 86_400;

/** The body of an alerts-link ask: `{}`, or `{ device }` from a subscribed device's page. */
async function askBody(request: Request): Promise<Record<string, unknown>> {
  const text = (await readText(request)).trim();
  if (!text) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // Refused below.
  }
  throw new HttpError(400, 'bad_body', 'Send {} or { "device": … } as JSON.');
}

export function ownerDevicesRoutes({ config, db, mailer, log, keysOf }: OwnerDevicesDeps) {
  /**
   * The limits an ask counts under: none for the setup (the retry secret in x-retry-secret), the
   * device's own for a subscribed device, else the client's and everyone's. An ask without the
   * secret comes from the alerts page, so it needs the site's Origin (the router refuses another).
   */
  async function slotsOf(request: Request, remoteAddress?: string): Promise<Slot[]> {
    const secret = request.headers.get('x-retry-secret');
    const body = await askBody(request);
    if (secret !== null) {
      if (config.retrySecret && sameSecret(secret, config.retrySecret)) return [];
      throw new HttpError(401, 'bad_secret', 'This is not the setup secret of this function.');
    }
    if (request.headers.get('origin') === null)
      throw new HttpError(403, 'origin_refused', 'Ask from the alerts page of the site.');
    if (body.device !== undefined) {
      const device = await deviceOfBody(config, db, body);
      return [
        {
          key: `alerts-link:device:${device.id}`,
          limit: alertsLinksPerDevice,
          refusal: `This device asked for ${alertsLinksPerDevice} alerts links in the last 24 hours. Use the newest one, or ask again tomorrow.`,
        },
      ];
    }
    const [own] = await keysOf(
      clientAddressOf(request.headers, config.clientIpHeader, remoteAddress),
    );
    return [
      {
        key: `alerts-link:client:${own!.hash}`,
        limit: alertsLinksPerClient,
        refusal:
          "An alerts link was sent at this connection's request in the last 24 hours. Use the newest one, ask from the alerts page of a subscribed device, or ask again tomorrow.",
      },
      {
        key: 'alerts-link',
        limit: alertsLinksPerDay,
        refusal: `${alertsLinksPerDay} alerts links were sent in the last 24 hours. Use the newest one, ask from the alerts page of a subscribed device, or ask again tomorrow.`,
      },
    ];
  }

  /** Takes every slot, or none: a refusal gives back those taken. */
  async function take(slots: Slot[]) {
    const taken: Slot[] = [];
    for (const slot of slots) {
      if (await takeOwnerSlot(db, slot.key, slot.limit, day)) {
        taken.push(slot);
        continue;
      }
      await giveBack(taken);
      throw new HttpError(429, 'too_many', slot.refusal, { 'Retry-After': '3600' });
    }
  }

  const giveBack = async (slots: Slot[]) => {
    for (const slot of slots) await giveBackOwnerSlot(db, slot.key);
  };

  return {
    devices: ownerAnswer(async (request: Request, { cors }: RouteContext): Promise<Reply> => {
      const body = await ownerBody(config, request);
      if (request.method === 'DELETE') {
        await deviceOfBody(config, db, body);
        const id = typeof body.id === 'string' && /^[\w-]{1,40}$/.test(body.id) ? body.id : null;
        if (!id) throw new HttpError(400, 'bad_id', 'Which device? Choose one from the list.');
        const dropped = await dropDevice(db, 'id', id, 'removed');
        return { response: json(200, { ok: true, dropped }, cors), outcome: 'device_removed' };
      }
      if (!isCredential(vapidOf(config).linkSecret, body.device)) throw badDevice();
      const devices = await listDevices(db, credentialHash(body.device));
      if (!devices.length) throw badDevice();
      return {
        response: json(
          200,
          {
            devices: devices.map((device) => ({
              id: device.id,
              // A device of the previous release's link says so, and to remove it if unknown.
              name: device.credential ? device.name : oldLinkName(device.name),
              subscribedAt: iso(device.subscribedAt),
              lastAlertAt: iso(device.lastAlertAt),
              self: device.self,
            })),
          },
          cors,
        ),
        outcome: 'devices_listed',
      };
    }),
    alertsLink: ownerAnswer(
      async (request: Request, { cors, remoteAddress }: RouteContext): Promise<Reply> => {
        const { linkSecret } = vapidOf(config);
        if (!config.contactTo.length || !config.contactFrom)
          throw new HttpError(503, 'mail_off', 'E-mail to the owner is not set up on this site.');
        const slots = await slotsOf(request, remoteAddress);
        await take(slots);
        const email = composeAlertsLinkEmail(config, newAlertsToken(linkSecret));
        try {
          await withTimeout(sendTimeoutMs, (signal) => mailer(email, signal));
        } catch (error) {
          log({ event: 'contact_alerts_link_failed', error: String(error).slice(0, 200) });
          // Nothing reached the owner: the ask is not counted.
          await giveBack(slots);
          throw new HttpError(
            502,
            'not_sent',
            'The e-mail could not be sent just now. Try again in a few minutes.',
          );
        }
        log({ event: 'contact_alerts_link_sent', by: slots.length ? 'page' : 'setup' });
        return { response: json(202, { ok: true }, cors), outcome: 'alerts_link_sent' };
      },
    ),
  };
}
