/**
 * The owner's phone alerts: subscribing from the lead e-mail's link with no login, and each new
 * request pushed to every subscribed device, encrypted to it and VAPID-signed, saying who and what
 * but never the message or the e-mail address. Real Deno over real PostgreSQL as
 * contact_function; the push service is a stand-in that checks and decrypts what arrives.
 */
import {
  allowedOrigin,
  emailsFor,
  freshMessage,
  postJson,
  rowsFor,
  siteUrl,
  type Target,
} from '../../harness/function/contact-client';
import { ownerCall, pushSettings, startPushStandIn } from '../../harness/function/push-stand-in';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import { poll } from '../../harness/poll';
import { verifyLink } from '../../supabase/functions/_shared/owner/signed-link';

const settings = pushSettings();
const { vapid, linkSecret, token } = settings;
const { target: t } = setUpDenoTarget({ env: settings.env });
let push: Awaited<ReturnType<typeof startPushStandIn>>;
beforeAll(async () => {
  push = await startPushStandIn();
});
afterAll(() => push.stop());

const owner = (target: Target, route: string, body: object, method = 'POST') =>
  ownerCall(target.url, route, body, method);

const subscribed = async (target: Target, endpoint: string) =>
  (
    await target.query<{ count: number }>(
      'select count(*)::int as count from public.contact_push_subscriptions where endpoint = $1',
      [endpoint],
    )
  )[0]!.count;

describe('subscribing from the alerts link', () => {
  it('takes a subscription with a valid token (201), refuses a tampered or expired one (403) and an endpoint that is no push service (400)', async () => {
    const device = push.device();
    const good = token();
    const tampered = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    const expired = token(new Date(Date.now() - 1_000));
    expect(
      (await owner(t, 'push-subscription', { token: tampered, subscription: device.subscription }))
        .status,
    ).toBe(403);
    expect(
      (await owner(t, 'push-subscription', { token: expired, subscription: device.subscription }))
        .status,
    ).toBe(403);
    const elsewhere = { ...device.subscription, endpoint: 'https://evil.example.com/push/1' };
    expect(
      (await owner(t, 'push-subscription', { token: good, subscription: elsewhere })).status,
    ).toBe(400);
    expect(await subscribed(t, device.subscription.endpoint)).toBe(0);
    const taken = await owner(t, 'push-subscription', {
      token: good,
      subscription: device.subscription,
    });
    expect(taken.status).toBe(201);
    expect(taken.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
    expect(await subscribed(t, device.subscription.endpoint)).toBe(1);
  });

  it('hands out the VAPID public key, sends a test push, and unsubscribes', async () => {
    const key = await fetch(`${t.url}/owner/push-key`, { headers: { Origin: allowedOrigin } });
    expect(await key.json()).toEqual({ publicKey: vapid.publicKey });
    const device = push.device();
    await owner(t, 'push-subscription', { token: token(), subscription: device.subscription });
    expect((await owner(t, 'push-test', { token: token() })).status).toBe(200);
    const [test] = await device.pushes();
    expect(test!.payload).toMatchObject({ title: 'Test alert' });
    const gone = await owner(
      t,
      'push-subscription',
      { token: token(), subscription: device.subscription },
      'DELETE',
    );
    expect(await gone.json()).toEqual({ ok: true, dropped: true });
    expect(await subscribed(t, device.subscription.endpoint)).toBe(0);
  });
});

describe('a new request on the phone', () => {
  it('reaches every subscribed device, encrypted to it and VAPID-signed, naming the visitor, with a call-back action and without the message or the e-mail address', async () => {
    const device = push.device();
    await owner(t, 'push-subscription', { token: token(), subscription: device.subscription });
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
    expect(received!.claims.sub).toBe(vapid.subject);
    expect(received!.vapidKey).toBe(vapid.publicKey);
    expect(Number(received!.ttl)).toBeGreaterThan(0);
    expect(received!.urgency).toBe('high');
  });

  it('removes a subscription the push service answers 410 for', async () => {
    const device = push.device();
    await owner(t, 'push-subscription', { token: token(), subscription: device.subscription });
    device.answer(410);
    expect((await postJson(t, freshMessage())).status).toBe(200);
    expect(
      await poll(
        () => subscribed(t, device.subscription.endpoint),
        (count) => count === 0,
        {
          timeout: 10_000,
        },
      ),
    ).toBe(0);
  });

  it('a burst arrives as one push for the first request, one for those that came while it was on its way, then one for those of the next ten seconds', async () => {
    const device = push.device();
    await owner(t, 'push-subscription', { token: token(), subscription: device.subscription });
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

describe('the lead e-mail', () => {
  it('carries the alerts link with a token the function takes', async () => {
    const message = freshMessage();
    expect((await postJson(t, message)).status).toBe(200);
    const [row] = await rowsFor(t, message.message);
    const [email] = emailsFor(t, [row!]);
    const link = new RegExp(`${siteUrl}/owner/alerts/\\?t=([\\w.-]+)`).exec(email!.text)?.[1];
    expect(link).toBeDefined();
    expect(verifyLink(linkSecret, 'alerts', link!)).toMatchObject({ subject: 'owner' });
    expect(email!.html).toContain(`${siteUrl}/owner/alerts/?t=${link}`);
  });
});
