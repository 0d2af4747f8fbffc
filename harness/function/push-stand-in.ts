/**
 * A browser's push service for the function's tests, on loopback over http (its host, 127.0.0.1,
 * goes in CONTACT_PUSH_TEST_HOSTS): each subscribed device has its own endpoint and keys, and
 * every push is checked (VAPID signature and claims) and decrypted for its device
 * (server/push-stand-in.ts). A device can be told to answer 410, as a push service does for a
 * subscription that is gone.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkPush,
  createPushDevice,
  readPushRequest,
  type PushDevice,
  type PushRequestParts,
  type ReceivedPush,
} from '../../server/push-stand-in';
import { signLink } from '../../supabase/functions/_shared/owner/signed-link';
import { poll } from '../poll';
import { allowedOrigin } from './contact-client';

/**
 * The function's phone-alert settings for a test: a fresh VAPID pair (raw P-256, base64url, as the
 * setup workflow makes one), a link secret, and the stand-in's host allowed.
 */
export function pushSettings() {
  const ecdh = createECDH('prime256v1');
  do ecdh.generateKeys();
  while (ecdh.getPrivateKey().length !== 32);
  const linkSecret = randomBytes(32).toString('hex');
  const vapid = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
    subject: 'mailto:owner@example.com',
  };
  return {
    vapid,
    linkSecret,
    env: {
      CONTACT_LINK_SECRET: linkSecret,
      CONTACT_VAPID_PUBLIC_KEY: vapid.publicKey,
      CONTACT_VAPID_PRIVATE_KEY: vapid.privateKey,
      CONTACT_VAPID_SUBJECT: vapid.subject,
      CONTACT_PUSH_TEST_HOSTS: '127.0.0.1',
    },
    /**
     * A new alerts link's token, as POST owner/alerts-link e-mails one (owner/alerts-link.ts): a
     * nonce of its own, so it takes one subscription.
     */
    token: (expires = new Date(Date.now() + 86_400_000)) =>
      signLink(linkSecret, 'alerts', randomBytes(16).toString('base64url'), expires),
  };
}

/** A call to one of the function's owner entries, as the alerts page makes it. */
export const ownerCall = (functionUrl: string, route: string, body: object, method = 'POST') =>
  fetch(`${functionUrl}/owner/${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: allowedOrigin },
    body: JSON.stringify(body),
  });

/**
 * `checkLater`: each push is answered 201 at once and checked and decrypted only when its device's
 * pushes are read, as `npm run bench:function` wants: a real push service's work is on another
 * machine, not on the two cores the function is timed on.
 */
export async function startPushStandIn({ checkLater = false } = {}) {
  const devices = new Map<string, { device: PushDevice; status: number; held?: Promise<void> }>();
  const received = new Map<string, ReceivedPush[]>();
  const unchecked = new Map<string, PushRequestParts[]>();
  const refused: string[] = [];
  let origin = '';
  function check(id: string, parts: PushRequestParts) {
    try {
      received.get(id)!.push(checkPush(parts, devices.get(id)!.device, origin));
      return true;
    } catch (error) {
      refused.push(String(error));
      return false;
    }
  }
  /** The device's pushes, those kept for later checked now. */
  function receivedBy(id: string) {
    for (const parts of unchecked.get(id)!.splice(0)) check(id, parts);
    return received.get(id)!;
  }
  const server = createServer(async (req, res) => {
    const id = (req.url ?? '').split('/').pop() ?? '';
    const known = devices.get(id);
    if (!known) return void res.writeHead(404).end();
    const parts = await readPushRequest(req);
    await known.held;
    if (known.status !== 201) return void res.writeHead(known.status).end();
    if (checkLater) {
      unchecked.get(id)!.push(parts);
      return void res.writeHead(201).end();
    }
    res.writeHead(check(id, parts) ? 201 : 400).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host: '127.0.0.1',
    /** A new device with its endpoint on this stand-in. */
    device() {
      const id = crypto.randomUUID();
      const device = createPushDevice(`${origin}/push/${id}`);
      devices.set(id, { device, status: 201 });
      received.set(id, []);
      unchecked.set(id, []);
      return {
        subscription: device.subscription,
        /** Its pushes so far, once `count` have had time to arrive. */
        pushes: (count = 1) =>
          poll(
            async () => receivedBy(id),
            (now) => now.length >= count,
            // Past the burst gap (owner/push.ts) after a push about several requests.
            { timeout: 30_000 },
          ),
        received: () => receivedBy(id),
        /** From now on the service keeps its answers until the returned function is called. */
        hold() {
          let release = () => {};
          devices.get(id)!.held = new Promise<void>((resolve) => (release = resolve));
          return () => {
            devices.get(id)!.held = undefined;
            release();
          };
        },
        /** From now on the service answers this status, 410 for a subscription that is gone. */
        answer: (status: number) => void (devices.get(id)!.status = status),
      };
    },
    /** Why pushes were refused (a bad signature, claim or encryption). */
    refused,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
