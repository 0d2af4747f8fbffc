/**
 * The owner's phone alerts: a device subscribing with an alerts link's token (one subscription a
 * token) and getting a credential of its own; keys checked when they are offered and the device
 * cap refusing instead of evicting; test pushes limited per device; each new request pushed to
 * every subscribed device, encrypted to it and VAPID-signed, saying who and what but never the
 * message or the e-mail address; a device whose pushes keep failing dropped; the reminders of a
 * run as one push. Real Deno over real PostgreSQL as contact_function; the push service is a
 * stand-in that checks and decrypts what arrives.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { applyMigrations, listMigrations } from '@/server/migrations';
import {
  allowedOrigin,
  freshMessage,
  postJson,
  rowsFor,
  runRetry,
  type Target,
} from '../../harness/function/contact-client';
import { ownerCall, pushSettings, startPushStandIn } from '../../harness/function/push-stand-in';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import { poll } from '../../harness/poll';
import { signLink, verifyLink } from '../../supabase/functions/_shared/owner/signed-link';

const settings = pushSettings();
const { vapid, linkSecret, token } = settings;
const { target: t, pg } = setUpDenoTarget({ env: settings.env });
let push: Awaited<ReturnType<typeof startPushStandIn>>;
beforeAll(async () => {
  push = await startPushStandIn();
});
afterAll(() => push.stop());
// Each test starts with no device: the cap and the counts of pushes are the test's own.
beforeEach(() => t.query('delete from public.contact_push_subscriptions'));

const owner = (target: Target, route: string, body: object, method = 'POST') =>
  ownerCall(target.url, route, body, method);

type StandInDevice = ReturnType<typeof push.device>;

/** Subscribes a stand-in device with a fresh token; its credential. */
async function subscribe(device: StandInDevice, name = 'Chrome on Android') {
  const answer = await owner(t, 'push-subscription', {
    token: token(),
    subscription: device.subscription,
    name,
  });
  expect(answer.status).toBe(201);
  const { device: credential } = (await answer.json()) as { device: string };
  return credential;
}

const subscribed = async (endpoint: string) =>
  (
    await t.query<{ count: number }>(
      'select count(*)::int as count from public.contact_push_subscriptions where endpoint = $1',
      [endpoint],
    )
  )[0]!.count;

const deviceCount = async () =>
  (
    await t.query<{ count: number }>(
      'select count(*)::int as count from public.contact_push_subscriptions',
    )
  )[0]!.count;

/** Keys of the right lengths that are no browser's: 65 bytes from 0x04, and a 16-byte secret. */
const madeUpKeys = () => ({
  p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});

describe('subscribing with an alerts link', () => {
  it('answers 201 with a credential of its own, stored only hashed; refuses a tampered, expired, old-style or used token (403) and an endpoint that is no push service (400)', async () => {
    const device = push.device();
    const good = token();
    const tampered = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    const expired = token(new Date(Date.now() - 1_000));
    // The 30-day link every lead e-mail carried before: signed right, but no longer an alerts link.
    const oldStyle = signLink(linkSecret, 'alerts', 'owner', new Date(Date.now() + 86_400_000));
    const longLived = token(new Date(Date.now() + 30 * 86_400_000));
    for (const bad of [tampered, expired, oldStyle, longLived]) {
      const answer = await owner(t, 'push-subscription', {
        token: bad,
        subscription: device.subscription,
      });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ error: 'bad_token' });
    }
    const elsewhere = { ...device.subscription, endpoint: 'https://evil.example.com/push/1' };
    const refused = await owner(t, 'push-subscription', { token: good, subscription: elsewhere });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'bad_subscription' });
    expect(await subscribed(device.subscription.endpoint)).toBe(0);

    const taken = await owner(t, 'push-subscription', {
      token: good,
      subscription: device.subscription,
      name: 'Chrome on Android\u202E',
    });
    expect(taken.status).toBe(201);
    expect(taken.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
    const { device: credential } = (await taken.json()) as { device: string };
    // 32 random bytes and their 16-byte tag, base64url, joined by a dot.
    expect(credential).toMatch(/^[\w-]{43}\.[\w-]{22}$/);
    const [row] = await t.query<Record<string, unknown>>(
      'select * from public.contact_push_subscriptions where endpoint = $1',
      [device.subscription.endpoint],
    );
    expect(row).toMatchObject({ name: 'Chrome on Android' });
    expect(JSON.stringify(row)).not.toContain(credential);

    // The same token again, from another browser: one subscription a token.
    const again = await owner(t, 'push-subscription', {
      token: good,
      subscription: push.device().subscription,
    });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ error: 'bad_token' });
    expect(await deviceCount()).toBe(1);
  });

  it('refuses made-up keys with 400 without using up the token', async () => {
    const device = push.device();
    const good = token();
    const real = device.subscription.keys;
    const offers = [
      madeUpKeys(),
      { ...real, p256dh: madeUpKeys().p256dh },
      { ...real, auth: randomBytes(15).toString('base64url') },
      { ...real, auth: randomBytes(17).toString('base64url') },
      { ...real, p256dh: real.p256dh.slice(0, -4) },
      { p256dh: 'k', auth: 'a' },
    ];
    for (const keys of offers) {
      const answer = await owner(t, 'push-subscription', {
        token: good,
        subscription: { ...device.subscription, keys },
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: 'bad_subscription' });
    }
    expect(await deviceCount()).toBe(0);
    expect(
      (await owner(t, 'push-subscription', { token: good, subscription: device.subscription }))
        .status,
    ).toBe(201);
  });

  it("twenty-five subscriptions with made-up keys leave the owner's phone subscribed and getting the next lead's push; a full list gets 409 and nothing is evicted", async () => {
    const phone = push.device();
    await subscribe(phone, 'Safari on iPhone');
    for (let i = 0; i < 25; i += 1) {
      const answer = await owner(t, 'push-subscription', {
        token: token(),
        subscription: { ...push.device().subscription, keys: madeUpKeys() },
      });
      expect(answer.status).toBe(400);
    }
    expect(await deviceCount()).toBe(1);
    // Real browsers up to the cap of 20, then one more.
    for (let i = 0; i < 19; i += 1) await subscribe(push.device(), `Browser ${i}`);
    const full = await owner(t, 'push-subscription', {
      token: token(),
      subscription: push.device().subscription,
    });
    expect(full.status).toBe(409);
    const refusal = (await full.json()) as { error: string; message: string };
    expect(refusal.error).toBe('devices_full');
    expect(refusal.message).toMatch(/remove one/i);
    expect(await deviceCount()).toBe(20);
    expect(await subscribed(phone.subscription.endpoint)).toBe(1);

    const message = freshMessage({ name: 'Next Lead' });
    expect((await postJson(t, message)).status).toBe(200);
    const [lead] = await phone.pushes();
    expect(lead!.payload).toMatchObject({ title: 'New quote request' });
    expect(String(lead!.payload.body)).toContain('Next Lead');
  });

  it('re-subscribing the same browser replaces its credential in place', async () => {
    const device = push.device();
    const first = await subscribe(device);
    const second = await subscribe(device, 'Chrome on Android (again)');
    expect(second).not.toBe(first);
    expect(await deviceCount()).toBe(1);
    expect((await owner(t, 'devices', { device: first })).status).toBe(403);
    expect((await owner(t, 'devices', { device: second })).status).toBe(200);
  });
});

describe("the owner's devices", () => {
  it('lists every device with its name, when it subscribed and its last alert, and removes any of them', async () => {
    const phone = push.device();
    const laptop = push.device();
    const mine = await subscribe(phone, 'Chrome on Android');
    const other = await subscribe(laptop, 'Firefox on Linux');
    const listed = await owner(t, 'devices', { device: mine });
    expect(listed.status).toBe(200);
    const { devices } = (await listed.json()) as {
      devices: {
        id: string;
        name: string;
        subscribedAt: string;
        lastAlertAt: string | null;
        self: boolean;
      }[];
    };
    expect(devices.map(({ name, self, lastAlertAt }) => ({ name, self, lastAlertAt }))).toEqual([
      { name: 'Chrome on Android', self: true, lastAlertAt: null },
      { name: 'Firefox on Linux', self: false, lastAlertAt: null },
    ]);
    expect(new Date(devices[0]!.subscribedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The public id is not the credential.
    expect(devices.map((device) => device.id)).not.toContain(mine);
    expect(devices[1]!.id).toMatch(/^[\w-]{6,40}$/);

    // A test push: both take it, and both have a last alert.
    const test = await owner(t, 'push-test', { device: other });
    expect(await test.json()).toEqual({ ok: true, sent: 2, devices: 2 });
    const after = (await (await owner(t, 'devices', { device: other })).json()) as {
      devices: { lastAlertAt: string | null; self: boolean }[];
    };
    expect(after.devices.every((device) => device.lastAlertAt !== null)).toBe(true);
    expect(after.devices.map((device) => device.self)).toEqual([false, true]);

    const removed = await owner(t, 'devices', { device: mine, id: devices[1]!.id }, 'DELETE');
    expect(await removed.json()).toEqual({ ok: true, dropped: true });
    expect(await subscribed(laptop.subscription.endpoint)).toBe(0);
    for (const [route, method] of [
      ['devices', 'POST'],
      ['push-test', 'POST'],
    ] as const) {
      const refused = await owner(t, route, { device: other }, method);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: 'bad_device' });
    }
    expect(
      (await owner(t, 'devices', { device: other, id: devices[0]!.id }, 'DELETE')).status,
    ).toBe(403);

    // The phone turns its own alerts off.
    const off = await owner(t, 'push-subscription', { device: mine }, 'DELETE');
    expect(await off.json()).toEqual({ ok: true, dropped: true });
    expect(await deviceCount()).toBe(0);
    expect((await owner(t, 'devices', { device: mine })).status).toBe(403);
    const dropped = await t.query<{ name: string; reason: string }>(
      'select name, reason from public.contact_push_dropped where device_id = any($1) order by dropped_at',
      [devices.map((device) => device.id)],
    );
    expect(dropped).toEqual([
      { name: 'Firefox on Linux', reason: 'removed' },
      { name: 'Chrome on Android', reason: 'turned_off' },
    ]);
  });

  it('ten push-tests from one device in a minute deliver at most five pushes', async () => {
    const device = push.device();
    const credential = await subscribe(device);
    const answers = [];
    for (let i = 0; i < 10; i += 1)
      answers.push(await owner(t, 'push-test', { device: credential }));
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(5).fill(200),
      ...Array(5).fill(429),
    ]);
    expect(await answers[0]!.json()).toEqual({ ok: true, sent: 1, devices: 1 });
    expect(await answers[9]!.json()).toMatchObject({ error: 'too_many' });
    // push-test answers once its push is delivered (or failed): what arrived is final.
    expect(device.received().filter((p) => p.payload.title === 'Test alert')).toHaveLength(5);
    // The limit is the device's: another device may still test.
    const other = await subscribe(push.device());
    expect((await owner(t, 'push-test', { device: other })).status).toBe(200);
  });

  it('drops a device whose push service refuses three pushes running (400, 403), not one whose service is busy, down, unreachable or slow (429, 503, no connection, a timeout)', async () => {
    const refused = { 400: push.device(), 403: push.device() };
    const busy = { 429: push.device(), 503: push.device() };
    await subscribe(refused[400], 'Refused 400');
    await subscribe(refused[403], 'Refused 403');
    await subscribe(busy[429], 'Busy 429');
    await subscribe(busy[503], 'Down 503');
    const slow = push.device();
    await subscribe(slow, 'Slow phone');
    // A push service that takes no connection at all (nothing listens on port 1).
    const unreachable = { ...push.device().subscription, endpoint: 'http://127.0.0.1:1/push/x' };
    const offered = await owner(t, 'push-subscription', {
      token: token(),
      subscription: unreachable,
      name: 'Unreachable',
    });
    expect(offered.status).toBe(201);
    const testers = [await subscribe(push.device()), await subscribe(push.device())];
    for (const [status, device] of [...Object.entries(refused), ...Object.entries(busy)])
      device.answer(Number(status));
    const release = slow.hold();
    // Three tests at once: the slow phone's three timeouts run side by side, not one after another.
    const answers = await Promise.all(
      [testers[0]!, testers[0]!, testers[1]!].map(
        async (tester) => await (await owner(t, 'push-test', { device: tester })).json(),
      ),
    );
    release();
    expect(answers).toEqual(Array(3).fill({ ok: true, sent: 2, devices: 8 }));
    for (const device of Object.values(refused))
      expect(await subscribed(device.subscription.endpoint)).toBe(0);
    for (const device of [...Object.values(busy), slow])
      expect(await subscribed(device.subscription.endpoint)).toBe(1);
    expect(await subscribed(unreachable.endpoint)).toBe(1);
    const dropped = await t.query<{ name: string; reason: string }>(
      `select name, reason from public.contact_push_dropped where name like 'Refused %' order by name`,
    );
    expect(dropped).toEqual([
      { name: 'Refused 400', reason: 'failing' },
      { name: 'Refused 403', reason: 'failing' },
    ]);
  }, 60_000);

  it('refuses a made-up credential before the database: with the database down it is still 403, while a real one is not', async () => {
    const credential = await subscribe(push.device());
    const random = credential.split('.')[0]!;
    const madeUp = [
      `${random}.${'A'.repeat(22)}`,
      `${randomBytes(32).toString('base64url')}.${credential.split('.')[1]}`,
      randomBytes(32).toString('base64url'),
    ];
    await pg.down();
    try {
      for (const forged of madeUp)
        for (const [route, method] of [
          ['devices', 'POST'],
          ['push-test', 'POST'],
          ['devices', 'DELETE'],
        ] as const) {
          const answer = await owner(t, route, { device: forged, id: 'abc' }, method);
          expect(answer.status).toBe(403);
          expect(await answer.json()).toMatchObject({ error: 'bad_device' });
        }
      // The real one goes to the database, which does not answer.
      expect((await owner(t, 'devices', { device: credential })).status).toBeGreaterThanOrEqual(
        500,
      );
    } finally {
      await pg.up();
    }
    await poll(
      async () => (await owner(t, 'devices', { device: credential })).status,
      (status) => status === 200,
      { timeout: 20_000 },
    );
  }, 60_000);
});

describe('at once', () => {
  it('one token sent twice at once takes one subscription: one 201, one 403', async () => {
    const once = token();
    const answers = await Promise.all(
      [push.device(), push.device()].map((device) =>
        owner(t, 'push-subscription', { token: once, subscription: device.subscription }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
    expect(await deviceCount()).toBe(1);
  });

  it('five subscriptions at once at 19 devices: one takes the last place, none past 20', async () => {
    for (let i = 0; i < 19; i += 1) await subscribe(push.device(), `Browser ${i}`);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        owner(t, 'push-subscription', { token: token(), subscription: push.device().subscription }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await deviceCount()).toBe(20);
  });

  it('ten push-tests at once from one device deliver at most five pushes', async () => {
    const device = push.device();
    const credential = await subscribe(device);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => owner(t, 'push-test', { device: credential })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // push-test answers once its push is delivered (or failed): what arrived is final.
    expect(device.received().filter((p) => p.payload.title === 'Test alert')).toHaveLength(5);
  });

  it("the previous release's subscribe, as the function's role, takes no place past 20 even when two call at once, and its unsubscribe and list still work", async () => {
    for (let i = 0; i < 18; i += 1) await subscribe(push.device(), `Browser ${i}`);
    /** The previous release's calls (database/push-subscriptions.ts of before), as contact_function. */
    const asFunction = (statement: string, params: string[] = []) =>
      pg.sql.begin(async (tx) => {
        await tx.unsafe('set local role contact_function');
        return tx.unsafe(statement, params);
      });
    const previousSubscribe = (device: StandInDevice) =>
      asFunction('select public.contact_push_subscribe($1, $2, $3)', [
        device.subscription.endpoint,
        device.subscription.keys.p256dh,
        device.subscription.keys.auth,
      ]);
    const first = push.device();
    await previousSubscribe(first);
    expect(await deviceCount()).toBe(19);
    // Two at once at 19: the first call's transaction is held open after its insert, and the
    // second, made meanwhile, must wait for it (the lock) and then find the list full. Without
    // the lock it would count 19 (the first insert not yet committed) and take a 21st place.
    let called!: () => void;
    let release!: () => void;
    const firstCalled = new Promise<void>((resolve) => (called = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const firstAtOnce = push.device();
    const holding = pg.sql.begin(async (tx) => {
      await tx.unsafe('set local role contact_function');
      await tx.unsafe('select public.contact_push_subscribe($1, $2, $3)', [
        firstAtOnce.subscription.endpoint,
        firstAtOnce.subscription.keys.p256dh,
        firstAtOnce.subscription.keys.auth,
      ]);
      called();
      await held;
    });
    await firstCalled;
    const second = previousSubscribe(push.device());
    // The second call waits for the first's lock before it counts.
    await poll(
      async () =>
        (
          await t.query<{ n: number }>(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
          )
        )[0]!.n,
      (waiting) => waiting > 0,
    );
    release();
    await Promise.all([holding, second]);
    expect(await deviceCount()).toBe(20);
    // A 21st: not taken, nothing evicted.
    const late = push.device();
    await previousSubscribe(late);
    expect(await deviceCount()).toBe(20);
    expect(await subscribed(late.subscription.endpoint)).toBe(0);
    // The same endpoint again renews in place.
    await previousSubscribe(first);
    expect(await deviceCount()).toBe(20);
    const listed = await asFunction(
      'select endpoint, p256dh, auth from public.contact_push_subscriptions()',
    );
    expect(listed).toHaveLength(20);
    expect(listed.map((row) => row.endpoint)).toContain(first.subscription.endpoint);
    await asFunction('select public.contact_push_unsubscribe($1)', [first.subscription.endpoint]);
    expect(await subscribed(first.subscription.endpoint)).toBe(0);
    expect(await deviceCount()).toBe(19);

    // On the alerts page's list, a device of the old link says so and to remove it if unknown.
    await t.query('delete from public.contact_push_subscriptions where device_hash is not null');
    await t.query(
      `update public.contact_push_subscriptions set name = 'Subscribed with an old link, before 7 Dec 2026'
       where endpoint = (select min(endpoint) from public.contact_push_subscriptions)`,
    );
    // One more through the previous release's subscribe, after the migration: no name.
    await previousSubscribe(push.device());
    const mine = await subscribe(push.device(), 'Chrome on Android');
    const { devices } = (await (await owner(t, 'devices', { device: mine })).json()) as {
      devices: { name: string; self: boolean }[];
    };
    const names = devices.filter((device) => !device.self).map((device) => device.name);
    expect(names).toHaveLength(2);
    expect(names).toContain(
      'Subscribed with an old link, before 7 Dec 2026. Remove it if you do not recognise it.',
    );
    expect(names).toContain('Subscribed with an old link. Remove it if you do not recognise it.');
    expect(devices.find((device) => device.self)!.name).toBe('Chrome on Android');
  });

  it('the migration names the devices the old link subscribed, with the day it ran', async () => {
    await pg.sql.unsafe('drop database if exists before_devices');
    await pg.sql.unsafe('create database before_devices');
    const url = new URL(pg.url);
    url.pathname = '/before_devices';
    const before = postgres(url.toString(), { onnotice: () => {}, max: 1 });
    const target = {
      exec: (text: string) => before.begin((tx) => tx.unsafe(text).simple()),
      query: (text: string) => before.unsafe(text),
    };
    try {
      const all = listMigrations();
      await applyMigrations(
        target,
        all.filter((migration) => migration.version < '20261207100000'),
      );
      const old = push.device().subscription;
      await before.unsafe('select public.contact_push_subscribe($1, $2, $3)', [
        old.endpoint,
        old.keys.p256dh,
        old.keys.auth,
      ]);
      await applyMigrations(target, all);
      const [row] = await before.unsafe<{ name: string; today: string }[]>(
        `select name, 'Subscribed with an old link, before ' ||
           to_char(now() at time zone 'UTC', 'FMDD Mon YYYY') as today
         from public.contact_push_subscriptions`,
      );
      expect(row!.name).toMatch(
        /^Subscribed with an old link, before \d{1,2} [A-Z][a-z]{2} \d{4}$/,
      );
      expect(row!.name).toBe(row!.today);
      const [weekly] = await before.unsafe<{ name: string; credential: boolean }[]>(
        `select name, credential from public.contact_push_weekly_devices(now() - interval '7 days', now())`,
      );
      expect(weekly).toEqual({ name: row!.name, credential: false });
    } finally {
      await before.end({ timeout: 1 });
      await pg.sql.unsafe('drop database if exists before_devices');
    }
  });
});

describe('a new request on the phone', () => {
  it('reaches every subscribed device, encrypted to it and VAPID-signed, naming the visitor, with a call-back action and without the message or the e-mail address', async () => {
    const device = push.device();
    await subscribe(device);
    // A right-to-left override in the name reaches no lock screen.
    const message = freshMessage({ name: 'Dana \u202EWhitfield', email: 'dana.w@example.com' });
    expect((await postJson(t, message)).status).toBe(200);
    const [received] = await device.pushes();
    expect(push.refused).toEqual([]);
    expect(received!.payload).toMatchObject({
      title: 'New quote request',
      body: 'Dana Whitfield · Permit Rescue',
      url: 'tel:7275550123',
      actions: [
        { action: 'call', title: 'Call back', url: 'tel:7275550123' },
        { action: 'called', title: 'Mark as called back' },
      ],
    });
    // The second button is the message's own signed "called back" link, as in its e-mail.
    const calledBack = new URL(
      (received!.payload as { actions: { url: string }[] }).actions[1]!.url,
    ).searchParams.get('t')!;
    const [row] = await rowsFor(t, message.message);
    expect(verifyLink(linkSecret, 'contacted', calledBack)?.subject).toBe(row!.id);
    const text = JSON.stringify(received!.payload);
    expect(text).not.toContain('dana.w@example.com');
    expect(text).not.toContain(message.message.slice(0, 20));
    expect(text).not.toContain('/owner/alerts/');
    expect(received!.claims.sub).toBe(vapid.subject);
    expect(received!.vapidKey).toBe(vapid.publicKey);
    expect(Number(received!.ttl)).toBeGreaterThan(0);
    expect(received!.urgency).toBe('high');
  });

  it('says a request from the Spanish pages is in Spanish', async () => {
    const device = push.device();
    await subscribe(device);
    const message = freshMessage({ name: 'Lucía Gómez' });
    expect((await postJson(t, message, { lang: 'es' })).status).toBe(200);
    const [received] = await device.pushes();
    expect(received!.payload).toMatchObject({ body: 'Lucía Gómez · Permit Rescue · Spanish' });
  });

  it('removes a subscription the push service answers 410 for', async () => {
    const device = push.device();
    await subscribe(device);
    device.answer(410);
    expect((await postJson(t, freshMessage())).status).toBe(200);
    expect(
      await poll(
        () => subscribed(device.subscription.endpoint),
        (count) => count === 0,
        { timeout: 10_000 },
      ),
    ).toBe(0);
  });

  it('a burst arrives as one push for the first request, one for those that came while it was on its way, then one for those of the next ten seconds', async () => {
    const device = push.device();
    await subscribe(device);
    const release = device.hold();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postJson(t, freshMessage({ name: `Visitor ${i + 1}` }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    release();
    const [first, rest, ...more] = await device.pushes(2);
    expect(more).toEqual([]);
    expect(first!.payload).toMatchObject({ title: 'New quote request' });
    const firstName = /^Visitor \d+/.exec(String(first!.payload.body))![0];
    expect(rest!.payload).toMatchObject({ title: '11 new quote requests' });
    const lines = String(rest!.payload.body).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(0, 3).every((line) => /^Visitor \d+ · Permit Rescue$/.test(line))).toBe(
      true,
    );
    expect(lines.join('\n')).not.toContain(`${firstName} ·`);
    expect(lines[3]).toBe('+8 more');
    expect(rest!.payload).not.toHaveProperty('actions');
    // After a push about several, the next waits out the gap and takes whatever came meanwhile;
    // without the gap the first of these would go at once, alone.
    const late = await Promise.all(
      [1, 2].map((i) => postJson(t, freshMessage({ name: `Late visitor ${i}` }))),
    );
    expect(late.map((answer) => answer.status)).toEqual([200, 200]);
    const [, , gathered, ...after] = await device.pushes(3);
    expect(after).toEqual([]);
    expect(gathered!.payload).toMatchObject({ title: '2 new quote requests' });
    expect(String(gathered!.payload.body).split('\n').sort()).toEqual([
      'Late visitor 1 · Permit Rescue',
      'Late visitor 2 · Permit Rescue',
    ]);
  });
});

describe('reminders', () => {
  it('go as one push naming how many are waiting, not one per request', async () => {
    const device = push.device();
    await subscribe(device);
    // Four requests e-mailed 61 minutes ago and not called back, written as the function stores
    // them: no new-lead push for them is on its way, so what arrives now is the reminders alone.
    await t.query(
      `insert into public.contact_messages
         (name, email, phone, service, message, content_hash, client_hash, notified_at)
       select 'Forgotten ' || g, 'forgotten@example.com', '(727) 555-0123', 'Permit Rescue',
              'A forgotten request ' || g || ' ' || gen_random_uuid(), md5(random()::text),
              md5(random()::text), now() - interval '61 minutes'
       from generate_series(1, 4) g`,
    );
    const before = device.received().length;
    expect(await (await runRetry(t)).json()).toMatchObject({ follow_ups: 4 });
    const reminders = device.received().slice(before);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.payload).toMatchObject({ title: '4 requests not called back yet' });
    const lines = String(reminders[0]!.payload.body).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('+1 more');
    expect(lines.slice(0, 3).every((line) => /^Forgotten \d · Permit Rescue$/.test(line))).toBe(
      true,
    );
  }, 60_000);
});
