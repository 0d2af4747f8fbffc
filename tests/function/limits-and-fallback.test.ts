/**
 * One sender cannot crowd out the rest, a database failure still delivers, and what the owner
 * reads is what the visitor typed: fair limits, the ceiling, the database-down fallback,
 * invisible characters, bodies that are not UTF-8. Real Deno over real PostgreSQL as
 * contact_function, the stand-ins.
 */
import { limitKeys } from '../../supabase/functions/_shared/http/client-address';
import { honeypotField } from '../../supabase/functions/_shared/contract';
import { webhookTarget } from '../../supabase/functions/_shared/delivery/webhook';
import { messageIdOf } from '../../supabase/functions/_shared/intake/parse-message';
import {
  freshMessage,
  post,
  postForm,
  postJson,
  rowsFor,
} from '../../harness/function/contact-client';
import { startDenoTarget } from '../../harness/function/deno-target';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import { startWebhookStandIn } from '../../harness/function/webhook-stand-in';
import { poll } from '../../harness/poll';

const { target: t, webhook, stopAfterAll } = setUpDenoTarget({ webhook: true });

describe('fair limits', () => {
  it('counts IPv6 by /64, /56 and /48, IPv4 by address and /24', () => {
    expect(limitKeys('2001:db8:aa:bb12:1::5', 5)).toEqual([
      { key: '2001:db8:aa:bb12::/64', limit: 5 },
      { key: '2001:db8:aa:bb00::/56', limit: 20 },
      { key: '2001:db8:aa::/48', limit: 40 },
    ]);
    expect(limitKeys('203.0.113.9', 5)).toEqual([
      { key: '203.0.113.9', limit: 5 },
      { key: '203.0.113.0/24', limit: 20 },
    ]);
    expect(limitKeys('::ffff:203.0.113.9', 5)[1]).toEqual({ key: '203.0.113.0/24', limit: 20 });
  });

  it('70 posts from 70 /64 networks of one /48 meet a 429 with the default limits', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i += 1)
      statuses.push(
        (await postJson(t, freshMessage(), { address: `2001:db8:77:${i.toString(16)}::1` })).status,
      );
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(20);
  });

  it('counts invalid posts and honeypot hits against the sender', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 3; i += 1)
      expect(
        (await postJson(t, { ...freshMessage(), email: 'not-an-address' }, { address })).status,
      ).toBe(400);
    for (let i = 0; i < 2; i += 1)
      expect(
        (await postJson(t, { ...freshMessage(), [honeypotField]: 'spam' }, { address })).status,
      ).toBe(200);
    expect((await postJson(t, freshMessage(), { address })).status).toBe(429);
  });

  it('e-mails a second sender at once, on its own, after one sender spent more than the budget', async () => {
    const budgeted = await startDenoTarget({
      env: { CONTACT_EMAIL_BUDGET: '10/86400', CONTACT_RATE_LIMIT: '100/600' },
    });
    stopAfterAll(budgeted);
    const b = budgeted.target;
    for (let i = 0; i < 15; i += 1)
      expect((await postJson(b, freshMessage(), { address: '198.51.100.9' })).status).toBe(200);
    const other = freshMessage({ name: 'Genuine Gail' });
    expect((await postJson(b, other, { address: '203.0.113.40' })).status).toBe(200);
    const [row] = await rowsFor(b, other.message);
    expect(row).toMatchObject({ deferred: false, attempts: 1 });
    expect(row!.notified_at).not.toBeNull();
    const own = b.resend.delivered.filter(
      (email) => email.idempotencyKey === `contact-message/${row!.id}`,
    );
    expect(own).toHaveLength(1);
    expect(own[0]!.subject).toMatch(/Genuine Gail/);
  });

  it('asks the visitor to call past the ceiling of undelivered rows, and alerts the owner once', async () => {
    const hook = await startWebhookStandIn();
    const capped = await startDenoTarget({
      env: { CONTACT_UNDELIVERED_CEILING: '3', CONTACT_WEBHOOK_URL: hook.url },
    });
    stopAfterAll(capped);
    capped.target.resend.setMode('error');
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await postJson(capped.target, freshMessage())).status).toBe(200);
      for (let i = 0; i < 2; i += 1) {
        const refused = await postJson(capped.target, freshMessage());
        expect(refused.status).toBe(503);
        expect(((await refused.json()) as { error: string }).error).toMatch(/call us/);
      }
      await poll(
        async () => hook.of('storage.ceiling'),
        (posts) => posts.length >= 1,
        { timeout: 5_000 },
      );
      expect(hook.of('storage.ceiling')).toHaveLength(1);
    } finally {
      await hook.stop();
    }
  });
});

describe('with the database down', () => {
  it('e-mails the request once (two posts, one key), saying how many photos to ask for, tells the visitor it was sent; both down: the error', async () => {
    const down = await startDenoTarget();
    stopAfterAll(down);
    const d = down.target;
    await down.pg.down();
    // Two photos uploaded to slots the database alone can place, and one that failed.
    const photos = [crypto.randomUUID(), crypto.randomUUID()];
    const message = { ...freshMessage({ name: 'Offline Oscar' }), photos, photosFailed: 1 };
    const key = crypto.randomUUID();
    for (let i = 0; i < 2; i += 1) expect((await postJson(d, message, { key })).status).toBe(200);
    const emails = d.resend.delivered.filter(
      // The key the stored message's own e-mail would carry, derived from the visitor's.
      (email) => email.idempotencyKey === `contact-message/${messageIdOf(key)}`,
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toMatch(/only record of this request/);
    expect(emails[0]!.text).toMatch(/visitor chose 3 photos; .* send them by reply/);
    expect(emails[0]!.html).toMatch(/visitor chose 3 photos/);
    expect(
      down.fn.logs.some((log) => /contact_db_failing/.test(log) && /"level":"error"/.test(log)),
    ).toBe(true);
    d.resend.setMode('error');
    const refused = await postJson(d, freshMessage());
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: string }).error).toMatch(/call us/);
    await down.pg.up();
  });
});

describe('what the owner reads is what the visitor typed', () => {
  it('shows bidi and invisible characters in the e-mail, and never passes them raw to the chat line', async () => {
    const message = freshMessage({ name: 'Eve\u200b Bidi', phone: '\u202e2410-555 (727)' });
    expect((await postJson(t, message)).status).toBe(200);
    const [row] = await rowsFor(t, message.message);
    expect(row!.phone).toBe(message.phone);
    const [email] = t.resend.delivered.filter(
      (sent) => sent.idempotencyKey === `contact-message/${row!.id}`,
    );
    const invisible = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;
    expect(email!.html).not.toMatch(invisible);
    expect(email!.text).not.toMatch(invisible);
    expect(email!.html).toContain('[U+202E]2410-555 (727)');
    const [line] = await poll(
      async () => webhook.of('message.received').filter((p) => p.message_id === row!.id),
      (posts) => posts.length === 1,
      { timeout: 5_000 },
    );
    expect(line!.text).not.toMatch(invisible);
    expect(line!.content).not.toMatch(/[\u200c-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/);
  });

  it('refuses a body that is not UTF-8 with 400 and stores nothing', async () => {
    const message = freshMessage();
    const bytes = Buffer.concat([
      Buffer.from(JSON.stringify(message).slice(0, -2)),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const response = await fetch(t.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.200' },
      body: bytes,
    });
    expect(response.status).toBe(400);
    const form = await post(t, `${new URLSearchParams(message).toString()}%FF`, {
      key: null,
      type: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toMatch(/not-sent/);
    expect(await rowsFor(t, message.message)).toEqual([]);
    expect((await postForm(t, message)).status).toBe(303);
  });

  it('asks Discord to wait for the saved message (?wait=true), and leaves Slack as it is', () => {
    expect(webhookTarget('https://discord.com/api/webhooks/1/abc')).toBe(
      'https://discord.com/api/webhooks/1/abc?wait=true',
    );
    expect(webhookTarget('https://hooks.slack.com/services/T/B/x')).toBe(
      'https://hooks.slack.com/services/T/B/x',
    );
  });
});
