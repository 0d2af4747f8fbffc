/**
 * A browser's push service for the function's tests, on loopback over http (its host, 127.0.0.1,
 * goes in CONTACT_PUSH_TEST_HOSTS): each subscribed device has its own endpoint and keys, and
 * every push is checked (VAPID signature and claims) and decrypted for its device
 * (server/push-stand-in.ts). A device can be told to answer 410, as a push service does for a
 * subscription that is gone.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createPushDevice,
  readPush,
  type PushDevice,
  type ReceivedPush,
} from '../../server/push-stand-in';
import { poll } from '../poll';

export async function startPushStandIn() {
  const devices = new Map<string, { device: PushDevice; status: number }>();
  const received = new Map<string, ReceivedPush[]>();
  const refused: string[] = [];
  let origin = '';
  const server = createServer(async (req, res) => {
    const id = (req.url ?? '').split('/').pop() ?? '';
    const known = devices.get(id);
    if (!known) return void res.writeHead(404).end();
    try {
      const push = await readPush(req, known.device, origin);
      if (known.status === 201) received.get(id)!.push(push);
      res.writeHead(known.status).end();
    } catch (error) {
      refused.push(String(error));
      res.writeHead(400).end();
    }
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
      return {
        subscription: device.subscription,
        /** Its pushes so far, once `count` have had time to arrive. */
        pushes: (count = 1) =>
          poll(
            async () => received.get(id)!,
            (now) => now.length >= count,
            { timeout: 10_000 },
          ),
        received: () => received.get(id)!,
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
