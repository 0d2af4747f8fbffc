/**
 * What the function does when what it depends on fails: Resend (its errors by kind, a hang, an
 * outage), the function itself (killed mid-send), the database (down, too slow), and load. Each
 * case ends with the message stored once and e-mailed once, or refused with the right status and
 * nothing half-written. Real Deno, real PostgreSQL as contact_function, the Resend and webhook
 * stand-ins.
 */
import postgres from 'postgres';
import {
  emailsFor,
  expectStoredAndSentOnce,
  freshMessage,
  makeDue,
  postAll,
  postJson,
  rowsFor,
  rowsForAll,
  runRetry,
} from '../../harness/function/contact-client';
import { standInRetryAfter } from '../../harness/function/resend-stand-in';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import { poll } from '../../harness/poll';

const { target: t, pg, fn, webhook } = setUpDenoTarget({ webhook: true });

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
};

describe("when the e-mail provider fails (Resend's errors by kind)", () => {
  it('422: no retry, the row is failed with the reason, the owner is alerted once, and one line re-queues it', async () => {
    const message = freshMessage();
    t.resend.setMode('422');
    expect((await postJson(t, message)).status).toBe(200);
    const [row] = await rowsFor(t, message.message);
    expect(row).toMatchObject({ notified_at: null, next_attempt_at: null, attempts: 1 });
    expect(row!.failed_at).not.toBeNull();
    expect(row!.last_error).toMatch(/Resend answered 422 invalid_from_address \(permanent\)/);
    expect(await webhook.alertsFor(row!.id, 'message.failed')).toHaveLength(1);
    expect(await webhook.alertsFor(row!.id, 'message.received')).toHaveLength(1);
    expect(await (await runRetry(t)).json()).toMatchObject({ claimed: 0 });

    t.resend.setMode('ok');
    await pg.sql`select public.contact_requeue_failed()`;
    expect(await (await runRetry(t)).json()).toMatchObject({ sent: 1 });
    await expectStoredAndSentOnce(t, message.message);
    expect(webhook.of('message.failed').filter((p) => p.message_id === row!.id)).toHaveLength(1);
  });

  it('409 invalid_idempotent_request: recorded as sent, never retried', async () => {
    const message = freshMessage();
    t.resend.setMode('409');
    expect((await postJson(t, message)).status).toBe(200);
    const [row] = await rowsFor(t, message.message);
    expect(row!.notified_at).not.toBeNull();
    expect(row!.last_error).toMatch(/409 invalid_idempotent_request: recorded as sent/);
    expect(emailsFor(t, [row!])).toHaveLength(0);
    expect(webhook.of('message.failed').some((p) => p.message_id === row!.id)).toBe(false);
  });

  it('429: the next attempt waits at least Retry-After, then sends once', async () => {
    const message = freshMessage();
    t.resend.setMode('429');
    expect((await postJson(t, message)).status).toBe(200);
    const [row] = await rowsFor(t, message.message);
    expect(row).toMatchObject({ notified_at: null, failed_at: null });
    const waits = (row!.next_attempt_at!.getTime() - Date.now()) / 1000;
    expect(waits).toBeGreaterThan(standInRetryAfter - 5);
    expect(await (await runRetry(t)).json()).toMatchObject({ claimed: 0 });
    t.resend.setMode('ok');
    await makeDue(t, message.message);
    await runRetry(t);
    await expectStoredAndSentOnce(t, message.message);
  });

  it('500 on every attempt: retried over about 23 h, then every 6 h for 14 days (alerted once), then given up, failed, alerted once, and left stored', async () => {
    const message = freshMessage();
    t.resend.setMode('error');
    expect((await postJson(t, message)).status).toBe(200);
    let [row] = await rowsFor(t, message.message);
    const delays: number[] = [];
    for (;;) {
      [row] = await rowsFor(t, message.message);
      if (!row!.next_attempt_at) break;
      delays.push(Math.round((row!.next_attempt_at.getTime() - Date.now()) / 60_000));
      await makeDue(t, message.message);
      await runRetry(t);
    }
    expect(row).toMatchObject({ attempts: 66, notified_at: null, next_attempt_at: null });
    expect(row!.failed_at).not.toBeNull();
    expect(row!.last_error).toMatch(/given up after 66 attempts/);
    // Minutes to each retry: the last quick attempt about 22.9 h after the first, inside
    // Resend's 24 h; then the slow lane, every 6 hours for 14 days.
    expect(delays).toEqual([1, 5, 15, 30, 60, 120, 240, 360, 540, ...Array(56).fill(360)]);
    for (const event of ['contact_email_slow_lane', 'contact_email_given_up'])
      expect(fn.logs.some((line) => line.includes(event) && line.includes(row!.id))).toBe(true);
    expect(await webhook.alertsFor(row!.id, 'message.slow_lane')).toHaveLength(1);
    expect(await webhook.alertsFor(row!.id, 'message.failed')).toHaveLength(1);
    await makeDue(t, message.message);
    expect(await (await runRetry(t)).json()).toMatchObject({ claimed: 0 });
    expect(webhook.of('message.failed').filter((p) => p.message_id === row!.id)).toHaveLength(1);
    expect(emailsFor(t, [row!])).toHaveLength(0);
  });

  it('Resend hangs: the visitor gets 200 after at most about 5 s, the owner one alert, and the retry sends it once', async () => {
    const message = freshMessage();
    t.resend.setMode('hang');
    const { result, ms } = await timed(() => postJson(t, message));
    expect(result.status).toBe(200);
    expect(ms).toBeLessThan(6_500);
    const [row] = await rowsFor(t, message.message);
    expect(row).toMatchObject({ notified_at: null, attempts: 1 });
    expect(row!.last_error).toMatch(/timed out/);

    t.resend.setMode('ok');
    await makeDue(t, message.message);
    await runRetry(t);
    await expectStoredAndSentOnce(t, message.message);
    expect(await webhook.alertsFor(row!.id, 'message.received')).toHaveLength(1);
  });

  it('Resend down, then back: stored at once, delivered once by the retry', async () => {
    const message = freshMessage();
    await t.resend.down();
    expect((await postJson(t, message)).status).toBe(200);
    expect((await rowsFor(t, message.message))[0]).toMatchObject({ notified_at: null });
    await makeDue(t, message.message);
    expect(await (await runRetry(t)).json()).toMatchObject({ sent: 0, failed: 1 });
    await t.resend.up();
    await makeDue(t, message.message);
    expect(await (await runRetry(t)).json()).toMatchObject({ sent: 1 });
    const row = await expectStoredAndSentOnce(t, message.message);
    expect(row.attempts).toBe(3);
  });

  /** `count` stored messages whose first e-mail failed, due for the retry; then Resend in `mode`. */
  async function dueMessages(count: number, mode: 'ok' | 'slow') {
    t.resend.setMode('error');
    const messages = Array.from({ length: count }, () => freshMessage());
    for (const message of messages) expect((await postJson(t, message)).status).toBe(200);
    t.resend.setMode(mode);
    for (const message of messages) await makeDue(t, message.message);
    return messages;
  }

  it('two retries at once never send one message twice', async () => {
    const messages = await dueMessages(12, 'ok');
    const summaries = await Promise.all(
      [runRetry(t), runRetry(t)].map(async (r) => (await r).json()),
    );
    expect(summaries.reduce((sum, s) => sum + (s as { sent: number }).sent, 0)).toBe(12);
    for (const message of messages) await expectStoredAndSentOnce(t, message.message);
  });

  it('two retries share a backlog with a slow provider: each takes its own, none sends twice', async () => {
    const messages = await dueMessages(8, 'slow');
    const first = runRetry(t);
    // The second starts once the first holds its claim: a claimed row's next attempt is its lease.
    await poll(
      () =>
        t.query<{ leased: number }>(
          'select count(*)::int as leased from public.contact_messages where message = any($1) and next_attempt_at > now()',
          [messages.map((message) => message.message)],
        ),
      ([row]) => row!.leased > 0,
    );
    const summaries = (await Promise.all(
      [first, runRetry(t)].map(async (r) => (await r).json()),
    )) as {
      claimed: number;
      sent: number;
    }[];
    // Each claims only what it sends at once, so the second finds work the first has not taken.
    expect(summaries.map((summary) => summary.claimed > 0)).toEqual([true, true]);
    expect(summaries[0]!.sent + summaries[1]!.sent).toBe(8);
    for (const message of messages) await expectStoredAndSentOnce(t, message.message);
  });

  it('names itself to Resend and to the webhook with a User-Agent', () => {
    expect(t.resend.userAgents.length).toBeGreaterThan(0);
    for (const agent of [...t.resend.userAgents, ...webhook.received.map((p) => p.userAgent)])
      expect(agent).toMatch(/^coquina-coast-send-contact-email\/1\.0$/);
  });
});

describe('when the function dies', () => {
  it('killed between the commit and the e-mail: the retry sends it once, after the lease runs out', async () => {
    const message = freshMessage();
    t.resend.setMode('hang');
    const request = postJson(t, message).catch((error: Error) => error);
    const stored = await poll(
      () => rowsFor(t, message.message),
      (rows) => rows.length === 1,
    );
    expect(stored).toHaveLength(1);
    await fn.kill();
    // The visitor's connection dropped: the form shows its error and keeps the draft.
    expect(String(await request)).toMatch(/fetch failed/);
    t.resend.setMode('ok');
    await fn.restart();

    // The killed attempt still holds its lease: no one else may send it yet.
    expect(await (await runRetry(t)).json()).toMatchObject({ claimed: 0 });
    await makeDue(t, message.message); // the 15 s lease has run out
    expect(await (await runRetry(t)).json()).toMatchObject({ sent: 1 });
    await expectStoredAndSentOnce(t, message.message);
  });
});

describe('when the database fails', () => {
  it('database and Resend down: 503 with Retry-After within 5 s, nothing stored, and it recovers', async () => {
    const message = freshMessage();
    pg.down();
    t.resend.setMode('error');
    try {
      const { result, ms } = await timed(() => postJson(t, message));
      expect(result.status).toBe(503);
      expect(result.headers.get('retry-after')).toBe('30');
      expect(await result.json()).toEqual({
        error:
          'We could not take your message just now. Please call us, or try again in a few minutes.',
      });
      expect(ms).toBeLessThan(5_000);
    } finally {
      pg.up();
      t.resend.setMode('ok');
    }
    await pg.sql`select 1`.catch(() => pg.sql`select 1`);
    expect(await rowsFor(t, message.message)).toEqual([]);
    const status = await poll(
      async () => (await postJson(t, message)).status,
      (answer) => answer === 200,
    );
    expect(status).toBe(200);
    await expectStoredAndSentOnce(t, message.message);
  });

  it('database too slow: e-mailed directly within 5 s, and nothing half-written', async () => {
    const message = freshMessage();
    // Another session holds the table, so the function's insert waits until it gives up.
    const locker = postgres(pg.url, { max: 1, onnotice: () => {} });
    const answered = await locker
      .begin(async (tx) => {
        await tx`lock table public.contact_messages in access exclusive mode`;
        return timed(() => postJson(t, message));
      })
      .finally(() => locker.end());
    expect(answered.result.status).toBe(200);
    expect(answered.ms).toBeLessThan(10_000);
    expect(await rowsFor(t, message.message)).toEqual([]);
    const unstored = t.resend.delivered.filter(
      (email) => email.subject.startsWith('[Not stored]') && email.text.includes(message.message),
    );
    expect(unstored).toHaveLength(1);
  });
});

describe('under load', () => {
  it('200 distinct messages, 50 in flight: 200 rows, 200 e-mails, no duplicate, none lost', async () => {
    const messages = Array.from({ length: 200 }, () => freshMessage());
    const answers = await postAll(t, messages, 50);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(200);
    const rows = await rowsForAll(
      t,
      messages.map((m) => m.message),
    );
    expect(rows).toHaveLength(200);
    expect(rows.every((row) => row.notified_at)).toBe(true);
    const emails = emailsFor(t, rows);
    expect(emails).toHaveLength(200);
    expect(new Set(emails.map((email) => email.idempotencyKey)).size).toBe(200);
  });
});
