/**
 * The owner's devices and the key to add one (docs/contact-function.md#phone-alerts-web-push):
 *
 * POST   .../owner/devices      { device }: every subscribed device, this one marked `self`
 * DELETE .../owner/devices      { device, id }: removes any device, by its public id
 * POST   .../owner/alerts-link  {}: a new alerts link, e-mailed to CONTACT_TO only, 3 a day
 *
 * A device is named by its own credential (routes/owner-push.ts); an unknown one is 403. The
 * alerts link asks for nothing: whoever asks, the link goes only to the owner's mailbox, and the
 * daily limit (in the database, for every isolate) keeps the mailbox from being flooded.
 */
import type { ContactConfig } from '../config.ts';
import type { Database } from '../database/database.ts';
import { dropDevice, listDevices, takeOwnerSlot } from '../database/push-subscriptions.ts';
import type { Mailer } from '../delivery/contact-email.ts';
import { HttpError, readText } from '../http/request.ts';
import { json, type Reply, type RouteContext } from '../http/responses.ts';
import { alertsLinksPerDay, composeAlertsLinkEmail, newAlertsToken } from '../owner/alerts-link.ts';
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
};

const sendTimeoutMs = 8_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function ownerDevicesRoutes({ config, db, mailer, log }: OwnerDevicesDeps) {
  return {
    devices: ownerAnswer(async (request: Request, { cors }: RouteContext): Promise<Reply> => {
      const body = await ownerBody(config, request);
      if (request.method === 'DELETE') {
        await deviceOfBody(db, body);
        const id = typeof body.id === 'string' && /^[\w-]{1,40}$/.test(body.id) ? body.id : null;
        if (!id) throw new HttpError(400, 'bad_id', 'Which device? Choose one from the list.');
        const dropped = await dropDevice(db, 'id', id, 'removed');
        return { response: json(200, { ok: true, dropped }, cors), outcome: 'device_removed' };
      }
      if (!isCredential(body.device)) throw badDevice();
      const devices = await listDevices(db, credentialHash(body.device));
      if (!devices.length) throw badDevice();
      return {
        response: json(
          200,
          {
            devices: devices.map((device) => ({
              id: device.id,
              name: device.name,
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
    alertsLink: ownerAnswer(async (request: Request, { cors }: RouteContext): Promise<Reply> => {
      const { linkSecret } = vapidOf(config);
      // The body is `{}`: read (and bounded) but not needed.
      await readText(request);
      if (!config.contactTo.length || !config.contactFrom)
        throw new HttpError(503, 'mail_off', 'E-mail to the owner is not set up on this site.');
      if (!(await takeOwnerSlot(db, 'alerts-link', alertsLinksPerDay, 86_400)))
        throw new HttpError(
          429,
          'too_many',
          `${alertsLinksPerDay} alerts links were sent in the last 24 hours. Use the newest one, or ask again tomorrow.`,
          { 'Retry-After': '3600' },
        );
      const email = composeAlertsLinkEmail(config, newAlertsToken(linkSecret));
      try {
        await withTimeout(sendTimeoutMs, (signal) => mailer(email, signal));
      } catch (error) {
        log({ event: 'contact_alerts_link_failed', error: String(error).slice(0, 200) });
        throw new HttpError(
          502,
          'not_sent',
          'The e-mail could not be sent just now. Try again in a few minutes.',
        );
      }
      log({ event: 'contact_alerts_link_sent' });
      return { response: json(202, { ok: true }, cors), outcome: 'alerts_link_sent' };
    }),
  };
}
