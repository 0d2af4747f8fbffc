/**
 * The key to the owner's phone alerts travels only to the owner's inbox: POST owner/alerts-link
 * e-mails a link of its own to CONTACT_TO (three a day, counted in the database for every
 * isolate), its token takes one subscription, and no e-mail about a lead (its copy, a digest, a
 * reminder, the weekly report) carries a link to the alerts page. The weekly report lists the
 * devices and names one dropped for failing. Real Deno over real PostgreSQL as contact_function,
 * the Resend and push stand-ins.
 */
import {
  allowedOrigin,
  freshMessage,
  postJson,
  retrySecret,
  rowsForAll,
  runRetry,
  siteUrl,
} from '../../harness/function/contact-client';
import { ownerCall, pushSettings, startPushStandIn } from '../../harness/function/push-stand-in';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import { readAlertsToken } from '../../supabase/functions/_shared/owner/alerts-link';

const settings = pushSettings();
const {
  target: t,
  pg,
  startAnother,
} = setUpDenoTarget({
  env: { ...settings.env, CONTACT_EMAIL_BUDGET: '1/3600', CONTACT_FOLLOW_UP_MINUTES: '60' },
});
let push: Awaited<ReturnType<typeof startPushStandIn>>;
beforeAll(async () => {
  push = await startPushStandIn();
});
afterAll(() => push.stop());

const alertsLinkEmails = () =>
  t.resend.delivered.filter((email) => email.idempotencyKey?.startsWith('owner-alerts-link/'));

type Ask = {
  /** The client's address, as the platform's proxy writes it. */
  from?: string;
  url?: string;
  body?: object;
  /** Unset: no Origin, as the setup's curl or a script sends. */
  origin?: string | null;
  secret?: string;
};

/** An ask for a new alerts link, as the alerts page (the site's Origin) or the setup makes it. */
const askForLink = ({
  from = '192.0.2.1',
  url = t.url,
  body = {},
  origin = allowedOrigin,
  secret,
}: Ask = {}) =>
  fetch(`${url}/owner/alerts-link`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': from,
      ...(origin !== null && { Origin: origin }),
      ...(secret !== undefined && { 'x-retry-secret': secret }),
    },
    body: JSON.stringify(body),
  });

const takes = async () =>
  (
    await t.query<{ count: number }>(
      'select count(*)::int as count from public.contact_owner_takes',
    )
  )[0]!.count;

/** A device subscribed with a token of its own; its credential. */
async function subscribedDevice(name: string) {
  const device = push.device();
  const answer = await ownerCall(t.url, 'push-subscription', {
    token: settings.token(),
    subscription: device.subscription,
    name,
  });
  expect(answer.status).toBe(201);
  return { device, credential: ((await answer.json()) as { device: string }).device };
}

/** The alerts link's token in an e-mail, from its text and its HTML alike. */
function tokenIn(email: { text: string; html: string }) {
  const pattern = new RegExp(`${siteUrl}/owner/alerts/\\?t=([\\w.-]+)`);
  const fromText = pattern.exec(email.text)?.[1];
  expect(fromText).toBeDefined();
  expect(pattern.exec(email.html)?.[1]).toBe(fromText);
  return fromText!;
}

describe('the alerts link', () => {
  it('comes in an e-mail of its own to CONTACT_TO only; its token lasts 24 hours and takes one subscription; the fourth ask in a day, from any isolate, is 429 and sends nothing', async () => {
    await t.query('delete from public.contact_owner_takes');
    const asked = await askForLink({ from: '192.0.2.10' });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ ok: true });
    const [email] = alertsLinkEmails();
    expect(email!.to).toEqual(['owner@example.com']);
    expect(email!.reply_to ?? '').toBe('');
    expect(email!.subject).toMatch(/phone alerts/i);
    const token = tokenIn(email!);
    const read = readAlertsToken(settings.linkSecret, token)!;
    expect(read).not.toBeNull();
    const hours = (read.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const phone = push.device();
    const first = await ownerCall(t.url, 'push-subscription', {
      token,
      subscription: phone.subscription,
      name: 'Safari on iPhone',
    });
    expect(first.status).toBe(201);
    const second = await ownerCall(t.url, 'push-subscription', {
      token,
      subscription: push.device().subscription,
    });
    expect(second.status).toBe(403);
    expect(await second.json()).toMatchObject({ error: 'bad_token' });

    // Another isolate over the same database shares the day's count.
    const other = await startAnother(settings.env);
    try {
      expect((await askForLink({ url: other.url, from: '192.0.2.11' })).status).toBe(202);
      expect((await askForLink({ from: '192.0.2.12' })).status).toBe(202);
      expect(alertsLinkEmails()).toHaveLength(3);
      const tokens = alertsLinkEmails().map(tokenIn);
      expect(new Set(tokens).size).toBe(3);
      for (const url of [t.url, other.url]) {
        const refused = await askForLink({ url, from: '192.0.2.13' });
        expect(refused.status).toBe(429);
        expect(await refused.json()).toMatchObject({ error: 'too_many' });
      }
    } finally {
      await other.stop();
    }
    expect(alertsLinkEmails()).toHaveLength(3);
    // A day later there is room again.
    await t.query(
      `update public.contact_owner_takes set taken_at = taken_at - interval '25 hours'`,
    );
    expect((await askForLink({ from: '192.0.2.10' })).status).toBe(202);
    expect(alertsLinkEmails()).toHaveLength(4);
  });

  it('cannot be kept from the owner: one ask a day per client, a failed send not counted, a subscribed device with asks of its own, and the setup with the retry secret not limited at all', async () => {
    await t.query('delete from public.contact_owner_takes');
    const sent = () => alertsLinkEmails().length;
    const before = sent();
    // A stranger asks again and again from one address: one e-mail, the rest 429.
    expect((await askForLink({ from: '198.51.100.7' })).status).toBe(202);
    for (let i = 0; i < 3; i += 1) {
      const again = await askForLink({ from: '198.51.100.7' });
      expect(again.status).toBe(429);
      expect(await again.json()).toMatchObject({ error: 'too_many' });
    }
    expect(sent()).toBe(before + 1);
    // Without the site's Origin (a script), an anonymous ask is refused and counts nothing.
    const script = await askForLink({ from: '198.51.100.8', origin: null });
    expect(script.status).toBe(403);
    expect(await script.json()).toMatchObject({ error: 'origin_refused' });
    expect(await takes()).toBe(2);

    // A send that fails gives its place back: the same client may ask again at once.
    t.resend.setMode('error');
    const failed = await askForLink({ from: '198.51.100.9' });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ error: 'not_sent' });
    expect(await takes()).toBe(2);
    t.resend.setMode('ok');
    expect((await askForLink({ from: '198.51.100.9' })).status).toBe(202);
    expect(sent()).toBe(before + 2);
    expect((await askForLink({ from: '198.51.100.10' })).status).toBe(202);
    // Three clients used the project's three: a fourth is refused.
    expect((await askForLink({ from: '198.51.100.11' })).status).toBe(429);
    expect(sent()).toBe(before + 3);

    // A subscribed device asks with its credential: three a day of its own.
    const { credential } = await subscribedDevice('Chrome on Android');
    const fromDevice = [];
    for (let i = 0; i < 4; i += 1)
      fromDevice.push(
        (await askForLink({ from: '198.51.100.7', body: { device: credential } })).status,
      );
    expect(fromDevice).toEqual([202, 202, 202, 429]);
    expect(sent()).toBe(before + 6);
    // A made-up credential is no device's.
    const forged = `${credential.slice(0, 43)}.${'A'.repeat(22)}`;
    const refused = await askForLink({ from: '198.51.100.12', body: { device: forged } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'bad_device' });

    // The setup sends the retry secret (no Origin): not limited, not counted.
    const counted = await takes();
    for (let i = 0; i < 2; i += 1) {
      const setup = await askForLink({ origin: null, secret: retrySecret });
      expect(setup.status).toBe(202);
    }
    expect(sent()).toBe(before + 8);
    expect(await takes()).toBe(counted);
    const wrong = await askForLink({ origin: null, secret: 'not-the-secret' });
    expect(wrong.status).toBe(401);
    expect(sent()).toBe(before + 8);
    // Every one of them went to CONTACT_TO only.
    expect(alertsLinkEmails().every((email) => email.to.join() === 'owner@example.com')).toBe(true);
  });

  it('asked for at once by many clients and again and again by one, sends exactly the allowed number', async () => {
    await t.query('delete from public.contact_owner_takes');
    const before = alertsLinkEmails().length;
    const clients = Array.from({ length: 8 }, (_, i) => `203.0.113.${i + 1}`);
    const answers = await Promise.all(
      [...clients, ...clients, ...clients].map((from) => askForLink({ from })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(21);
    expect(alertsLinkEmails().length - before).toBe(3);

    // One client, ten at once: one e-mail.
    await t.query('delete from public.contact_owner_takes');
    const one = await Promise.all(
      Array.from({ length: 10 }, () => askForLink({ from: '203.0.113.200' })),
    );
    expect(one.filter((answer) => answer.status === 202)).toHaveLength(1);
    expect(alertsLinkEmails().length - before).toBe(4);
  });
});

describe('no e-mail about a lead carries the alerts link', () => {
  it('neither a lead e-mail, a digest, a reminder nor the weekly report; the report lists the devices and names one dropped for failing', async () => {
    await t.query('delete from public.contact_push_subscriptions');
    await t.query('delete from public.contact_owner_takes');
    const phone = await subscribedDevice('Safari on iPhone');
    const tablet = await subscribedDevice('Old tablet');
    // A device the previous release's link subscribed (no credential), named as the migration
    // names such devices.
    const old = push.device().subscription;
    await t.query(
      `insert into public.contact_push_subscriptions (endpoint, p256dh, auth, name)
       values ($1, $2, $3, 'Subscribed with an old link, before 7 Dec 2026')`,
      [old.endpoint, old.keys.p256dh, old.keys.auth],
    );

    // One lead e-mail (the budget is 1 an hour), two held back for a digest.
    const messages = [1, 2, 3].map((i) => freshMessage({ name: `Scanned ${i}` }));
    for (const message of messages) expect((await postJson(t, message)).status).toBe(200);
    await pg.sql`update public.contact_email_sends set at = at - interval '2 hours'`;
    expect(await (await runRetry(t)).json()).toMatchObject({ digests: 1 });
    const digest = t.resend.delivered.find((email) =>
      email.idempotencyKey?.startsWith('contact-digest/'),
    );
    expect(digest!.text).toContain('Scanned 2');

    // The tablet's push service refuses three pushes running: it is dropped.
    tablet.device.answer(403);
    for (let i = 0; i < 3; i += 1)
      expect(
        await (await ownerCall(t.url, 'push-test', { device: phone.credential })).json(),
      ).toMatchObject({ ok: true, sent: 2 });
    expect((await ownerCall(t.url, 'devices', { device: tablet.credential })).status).toBe(403);

    // The three are forgotten: the reminder.
    const rows = await rowsForAll(
      t,
      messages.map((message) => message.message),
    );
    await t.query(
      `update public.contact_messages set notified_at = now() - interval '61 minutes' where id = any($1)`,
      [rows.map((row) => row.id)],
    );
    const before = phone.device.received().length;
    expect(await (await runRetry(t)).json()).toMatchObject({ follow_ups: 3 });
    const reminders = phone.device.received().slice(before);
    expect(reminders.map((p) => p.payload.title)).toContain('3 requests not called back yet');

    // The week is up: the report.
    await pg.sql`update public.contact_email_sends set at = at - interval '2 hours'`;
    await t.query(
      `update contact_private.marks set at = now() - interval '1 second' where name = 'weekly_report_due'`,
    );
    await t.query(`update public.contact_push_dropped set dropped_at = now() - interval '1 day'`);
    const run = (await (await runRetry(t)).json()) as { weekly: string };
    if (run.weekly === 'wait') {
      // The first run only schedules the report: seven days pass.
      await t.query(
        `update contact_private.marks set at = now() - interval '1 second' where name = 'weekly_report_due'`,
      );
      expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'sent' });
    } else expect(run.weekly).toBe('sent');
    const report = t.resend.delivered.find((email) =>
      email.idempotencyKey?.startsWith('contact-weekly/'),
    );
    expect(report!.text).toMatch(/Safari on iPhone \| subscribed .* \| last alert \d{4}-/);
    expect(report!.text).toMatch(/Old tablet \| dropped .* \| its last three alerts failed/);
    expect(report!.text).toMatch(/Remove/);
    expect(report!.text).toContain(
      'Subscribed with an old link, before 7 Dec 2026. Remove it if you do not recognise it. | subscribed',
    );
    expect(report!.text).toMatch(/may be a stranger's: remove any you do not recognise/);
    expect(report!.html).toContain('Remove it if you do not recognise it.');
    expect(report!.html).toContain('Old tablet');

    const ownerEmails = t.resend.delivered.filter(
      (email) => !email.idempotencyKey?.startsWith('owner-alerts-link/'),
    );
    const kinds = new Set(ownerEmails.map((email) => email.idempotencyKey?.split('/')[0]));
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining(['contact-digest', 'contact-message', 'contact-weekly']),
    );
    for (const email of ownerEmails) {
      expect(email.text).not.toContain('/owner/alerts/');
      expect(email.html).not.toContain('/owner/alerts/');
    }
    for (const received of phone.device.received())
      expect(JSON.stringify(received.payload)).not.toContain('/owner/alerts/');
  }, 60_000);
});
