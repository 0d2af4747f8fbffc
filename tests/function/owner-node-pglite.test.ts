/**
 * The owner's alerts link and devices as `npm start` runs the function: Node, PGlite in process
 * with the same migrations, the Resend and push stand-ins. The same limits hold as over
 * PostgreSQL (owner-push.test.ts, owner-alerts-link.test.ts): they are the database's.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createLocalContactFunction } from '@/server/local-contact-function';
import { createSiteServer } from '@/server/site-server';
import { functionPath } from '../../supabase/functions/_shared/contract';
import { allowedOrigin, functionEnv, siteUrl } from '../../harness/function/contact-client';
import { ownerCall, pushSettings, startPushStandIn } from '../../harness/function/push-stand-in';
import { startResendStandIn } from '../../harness/function/resend-stand-in';

const settings = pushSettings();
let url: string;
let stopAll: () => Promise<void>;
let resend: Awaited<ReturnType<typeof startResendStandIn>>;
let push: Awaited<ReturnType<typeof startPushStandIn>>;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
  resend = await startResendStandIn();
  push = await startPushStandIn();
  const env: Record<string, string> = {
    ...functionEnv(resend.url, resend.apiKey),
    ...settings.env,
  };
  const contact = await createLocalContactFunction({
    env: (name) => env[name],
    selfOrigin: 'http://127.0.0.1:4998',
    dataDir: path.join(await mkdtemp(path.join(os.tmpdir(), 'owner-pglite-')), 'db'),
    outboxDir: os.tmpdir(),
    retryEveryMs: 0,
    quiet: true,
    background: false,
  });
  const server = createSiteServer({ contact });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${functionPath}`;
  stopAll = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await contact.close();
    await resend.stop();
    await push.stop();
  };
});

afterAll(() => stopAll?.());

/** An ask for an alerts link from the alerts page, from a client address of its own. */
const askForLink = (from: string) =>
  fetch(`${url}/owner/alerts-link`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: allowedOrigin, 'X-Forwarded-For': from },
    body: '{}',
  });

it('e-mails the alerts link once a day a client and three times a day in all, takes its token once, refuses made-up keys, lists the device and limits its test pushes', async () => {
  const statuses = [];
  for (const from of ['192.0.2.1', '192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'])
    statuses.push((await askForLink(from)).status);
  expect(statuses).toEqual([202, 429, 202, 202, 429]);
  const links = resend.delivered.filter((email) =>
    email.idempotencyKey?.startsWith('owner-alerts-link/'),
  );
  expect(links).toHaveLength(3);
  expect(links.every((email) => email.to.join() === 'owner@example.com')).toBe(true);
  const token = new RegExp(`${siteUrl}/owner/alerts/\\?t=([\\w.-]+)`).exec(links[0]!.text)![1]!;

  const phone = push.device();
  const madeUp = {
    ...phone.subscription,
    keys: {
      p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
  expect((await ownerCall(url, 'push-subscription', { token, subscription: madeUp })).status).toBe(
    400,
  );
  const taken = await ownerCall(url, 'push-subscription', {
    token,
    subscription: phone.subscription,
    name: 'Chrome on Android',
  });
  expect(taken.status).toBe(201);
  const { device } = (await taken.json()) as { device: string };
  expect(
    (await ownerCall(url, 'push-subscription', { token, subscription: push.device().subscription }))
      .status,
  ).toBe(403);

  const listed = (await (await ownerCall(url, 'devices', { device })).json()) as {
    devices: { name: string | null; self: boolean }[];
  };
  expect(listed.devices.filter((entry) => entry.self)).toEqual([
    expect.objectContaining({ name: 'Chrome on Android', self: true }),
  ]);

  const tests = [];
  for (let i = 0; i < 7; i += 1) tests.push((await ownerCall(url, 'push-test', { device })).status);
  expect(tests).toEqual([200, 200, 200, 200, 200, 429, 429]);
  expect(
    (await phone.pushes(5)).filter((received) => received.payload.title === 'Test alert'),
  ).toHaveLength(5);
});
