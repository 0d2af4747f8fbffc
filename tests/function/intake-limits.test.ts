/**
 * No crafted post turns a limit off: text PostgreSQL would refuse is the visitor's 400, only an
 * unavailable database falls back, the fallback keeps the normal path's block limits and its
 * Idempotency-Key, each block has its own share of the e-mail budget, and posts that store
 * nothing count against the sender's own key only. Real Deno over real PostgreSQL.
 */
import {
  createMemoryLimits,
  maxHeldKeys,
} from '../../supabase/functions/_shared/intake/memory-limits';
import { honeypotField } from '../../supabase/functions/_shared/contract';
import {
  freshMessage,
  makeDue,
  post,
  postJson,
  rowsFor,
  runRetry,
  type Target,
} from '../../harness/function/contact-client';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import { poll } from '../../harness/poll';

// A budget of 24 a day: each key's share is 3 (an eighth); 5 posts per 10 minutes per address.
const {
  target: t,
  pg,
  fn,
  webhook,
} = setUpDenoTarget({
  webhook: true,
  env: { CONTACT_EMAIL_BUDGET: '24/86400', CONTACT_RATE_LIMIT: '5/600' },
});

const emailed = (target: Target, tag: string) =>
  target.resend.delivered.filter((email) => email.text.includes(tag));
const refOf = (message: { message: string }) => message.message.split('ref:')[1]!;
const outageLines = () =>
  fn.logs.filter((line) =>
    /contact_db_failing|contact_db_unavailable|contact_emailed_unstored/.test(line),
  );

describe('text PostgreSQL would refuse', () => {
  it('answers an unpaired surrogate with 400 naming the field, e-mails nothing, raises no outage', async () => {
    const message = freshMessage();
    const before = outageLines().length;
    // Raw JSON text: the escape reaches the function as it would from a script.
    const body = JSON.stringify(message).replace('"message":"', '"message":"hi \\ud800 ');
    expect(body).toContain('\\ud800');
    const answer = await post(t, body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      fields: { message: expect.stringMatching(/broken character/) },
    });
    // A lone low half, and a pair split by other text, are refused too.
    const low = await post(
      t,
      JSON.stringify(freshMessage()).replace('"name":"', '"name":"\\udc00'),
    );
    expect(low.status).toBe(400);
    expect(emailed(t, refOf(message))).toEqual([]);
    expect(await rowsFor(t, message.message)).toEqual([]);
    expect(outageLines().length).toBe(before);
    expect(webhook.of('database.failing')).toEqual([]);
  });

  it('refuses a lone surrogate or a NUL in any other field, or in a field name, with 400', async () => {
    const before = outageLines().length;
    for (const extra of [
      '"note":"\\ud800"',
      '"photos":["\\udfff"]',
      '"x\\u0000":"1"',
      '"note":{"a":"b\\u0000"}',
    ]) {
      const body = JSON.stringify(freshMessage()).replace(/^\{/, `{${extra},`);
      const answer = await post(t, body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        error: expect.stringMatching(/not valid Unicode/),
      });
    }
    // A pair that makes an emoji is text: stored and e-mailed.
    const emoji = freshMessage({ name: 'Ana 😀 Ruiz' });
    expect((await postJson(t, emoji)).status).toBe(200);
    expect(await rowsFor(t, emoji.message)).toHaveLength(1);
    expect(outageLines().length).toBe(before);
  });
});

describe('a database error that is not an outage', () => {
  it('is a 500 logged as a bug: no unstored e-mail, no "database failing"', async () => {
    const before = outageLines().length;
    await t.query(
      'revoke execute on function public.contact_accept_with_photos(jsonb) from contact_function',
    );
    try {
      const message = freshMessage();
      const answer = await postJson(t, message);
      expect(answer.status).toBe(500);
      expect(emailed(t, refOf(message))).toEqual([]);
      expect(fn.logs.some((line) => /contact_db_error/.test(line) && /"bug":true/.test(line))).toBe(
        true,
      );
      expect(outageLines().length).toBe(before);
      expect(webhook.of('database.failing')).toEqual([]);
    } finally {
      await t.query(
        'grant execute on function public.contact_accept_with_photos(jsonb) to contact_function',
      );
    }
  });
});

describe('fair shares per block', () => {
  it('gives a /48 one share of the budget however many /56s post from it; another visitor is e-mailed at once', async () => {
    const messages = Array.from({ length: 8 }, () => freshMessage());
    for (const [i, message] of messages.entries())
      expect(
        (await postJson(t, message, { address: `2001:db8:48a:${(i * 256).toString(16)}::1` }))
          .status,
      ).toBe(200);
    const rows = (await Promise.all(messages.map((message) => rowsFor(t, message.message)))).flat();
    expect(rows).toHaveLength(8);
    expect(rows.filter((row) => !row.deferred)).toHaveLength(3);
    const other = freshMessage({ name: 'Genuine Gail' });
    expect((await postJson(t, other, { address: '2001:db8:99::1' })).status).toBe(200);
    expect((await rowsFor(t, other.message))[0]).toMatchObject({ deferred: false });
    // And an IPv4 /24: its share, whichever addresses post.
    const v4 = Array.from({ length: 6 }, () => freshMessage());
    for (const [i, message] of v4.entries())
      expect((await postJson(t, message, { address: `198.51.100.${i + 10}` })).status).toBe(200);
    const v4Rows = (await Promise.all(v4.map((message) => rowsFor(t, message.message)))).flat();
    expect(v4Rows.filter((row) => !row.deferred)).toHaveLength(3);
  });

  it("counts the previous release's e-mails, which name only their sender, against its share", async () => {
    // reserve_email_for is what the function before the block shares calls; it writes no keys.
    for (let i = 0; i < 3; i += 1)
      await t.query(
        "select contact_private.reserve_email_for('legacy-sender', 3, 24, 86400) as reserved",
      );
    const [row] = await t.query<{ reserved: string }>(
      "select contact_private.reserve_email_for_keys(array['legacy-sender', 'legacy-block'], 3, 1000, 86400) as reserved",
    );
    await t.query("delete from public.contact_email_sends where sender = 'legacy-sender'");
    expect(row?.reserved).toBe('share');
  });

  it('counts honeypot hits and invalid posts against the sender only, never its block', async () => {
    // 25 posts that store nothing, each from its own address of one /24 (whose limit is 20).
    for (let i = 0; i < 25; i += 1) {
      const address = `203.0.113.${i + 1}`;
      const body =
        i % 2
          ? { ...freshMessage(), [honeypotField]: 'spam' }
          : { ...freshMessage(), email: 'not-an-address' };
      expect([200, 400]).toContain((await postJson(t, body, { address })).status);
    }
    expect((await postJson(t, freshMessage(), { address: '203.0.113.200' })).status).toBe(200);
    // The sender's own key still counts them: five invalid posts, then a valid one is refused.
    for (let i = 0; i < 5; i += 1)
      await postJson(
        t,
        { ...freshMessage(), email: 'not-an-address' },
        { address: '203.0.113.99' },
      );
    expect((await postJson(t, freshMessage(), { address: '203.0.113.99' })).status).toBe(429);
  });
});

describe('with the database down', () => {
  it('e-mails a message stored after all and sent again unstored under one key: the owner gets it once', async () => {
    const message = freshMessage({ name: 'Twice Tess' });
    const key = crypto.randomUUID();
    t.resend.setMode('error');
    expect((await postJson(t, message, { key, keyInBody: true })).status).toBe(200);
    const [row] = await rowsFor(t, message.message);
    expect(row!.notified_at).toBeNull();
    t.resend.setMode('ok');
    await pg.down();
    try {
      expect((await postJson(t, message, { key, keyInBody: true })).status).toBe(200);
    } finally {
      await pg.up();
    }
    await makeDue(t, message.message).catch(() => makeDue(t, message.message));
    await poll(
      async () => {
        await runRetry(t);
        return (await rowsFor(t, message.message))[0]!;
      },
      (stored) => stored.notified_at !== null,
      { timeout: 15_000 },
    );
    const emails = emailed(t, refOf(message));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.idempotencyKey).toBe(`contact-message/${row!.id}`);
    expect(emails[0]!.subject).toMatch(/^\[Not stored\]/);
  });

  // Last in the file: the function's in-memory counts outlive the test. While the database is
  // down, postgres.js makes some posts wait for the whole 4.5 s, so they go at once.
  it('30 posts from 30 /56s of one /48, or 24 addresses of one /24: each block gets its share and no more', async () => {
    await pg.down();
    try {
      const posted = async (count: number, address: (i: number) => string) => {
        const messages = Array.from({ length: count }, () => freshMessage());
        // All at once, as a script would: the fallback counts each post before it awaits anything.
        const statuses = await Promise.all(
          messages.map(
            async (message, i) => (await postJson(t, message, { address: address(i) })).status,
          ),
        );
        const sent = messages.filter((message) => emailed(t, refOf(message)).length).length;
        return { statuses, sent };
      };
      const v6 = await posted(30, (i) => `2001:db8:4848:${(i * 256).toString(16)}::1`);
      expect(v6.sent).toBe(3);
      expect(v6.statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(v6.statuses.filter((status) => status !== 200).every((s) => s === 503)).toBe(true);
      const v4 = await posted(24, (i) => `192.0.2.${i + 1}`);
      expect(v4.sent).toBe(3);
      // The /24's limit of 20 posts (4 times 5) holds as well: the rest meet a 429.
      expect(v4.statuses.filter((status) => status === 429)).toHaveLength(4);
    } finally {
      await pg.up();
    }
  }, 300_000);
});

describe('the in-memory counts', () => {
  it('stay bounded: past the keys held, nothing more is counted until the old ones leave the window', () => {
    let now = Date.parse('2026-11-27T12:00:00Z');
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const limits = createMemoryLimits({
        rateLimit: { count: 5, windowSeconds: 600 },
        emailBudget: { count: 1_000_000, windowSeconds: 600 },
        senderShare: 1_000_000,
      });
      const verdicts = Array.from({ length: maxHeldKeys }, (_, i) =>
        // Each its own /48, so no block limit stands in the way.
        limits.take(`2001:${(0x1000 + (i >> 12)).toString(16)}:${(i & 0xfff).toString(16)}::1`),
      );
      const full = verdicts.findIndex((verdict) => verdict.outcome === 'full');
      expect(full).toBeGreaterThan(0);
      expect(verdicts.slice(0, full).every((verdict) => verdict.outcome === 'ok')).toBe(true);
      now += 601_000;
      expect(limits.take('2001:db8:ffff::1')).toEqual({ outcome: 'ok' });
    } finally {
      clock.mockRestore();
    }
  });

  it('e-mail at most the budget per isolate, whichever networks post', () => {
    const limits = createMemoryLimits({
      rateLimit: { count: 5, windowSeconds: 600 },
      emailBudget: { count: 24, windowSeconds: 86_400 },
      senderShare: 3,
    });
    const verdicts = Array.from({ length: 30 }, (_, i) => limits.take(`100.${i + 1}.7.7`));
    expect(verdicts.filter((verdict) => verdict.outcome === 'ok')).toHaveLength(24);
    expect(verdicts.slice(24).every((verdict) => verdict.outcome === 'cap')).toBe(true);
  });
});
