/**
 * No lead waits in silence: the health answer and the stall alarm, the slow lane after a
 * day-long outage, the daily note of undelivered requests and the purge, each with the clock
 * moved in SQL, never by sleeping. Real Deno over real PostgreSQL as contact_function, the
 * stand-ins.
 */
import {
  freshMessage,
  postJson,
  rowsFor,
  runRetry,
  type Target,
} from '../../harness/function/contact-client';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import { poll } from '../../harness/poll';

const { target: t, fn, webhook } = setUpDenoTarget({ webhook: true });

const health = async (target: Target) => {
  const response = await fetch(`${target.url}/health`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Stands in for the passage of time: everything waiting arrived `minutes` ago. */
const age = (minutes: number) =>
  t.query(
    `update public.contact_messages set received_at = received_at - make_interval(mins => $1)
     where notified_at is null and failed_at is null`,
    [minutes],
  );

const stallLines = () => webhook.of('delivery.stalled');

describe('the health answer and the stall alarm', () => {
  it('answers 200, 503 when a message waits over 30 minutes, alerts once per 6 hours, 200 again once sent', async () => {
    await runRetry(t);
    const fresh = await health(t);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({
      status: 'ok',
      oldestWaitingSeconds: null,
      lastRetryAt: expect.any(String),
    });

    t.resend.setMode('error');
    const waiting = freshMessage({ name: 'Stalled Sam' });
    expect((await postJson(t, waiting)).status).toBe(200);
    expect((await health(t)).status).toBe(200);
    await age(31);
    const stalled = await health(t);
    expect(stalled.status).toBe(503);
    expect(stalled.body.oldestWaitingSeconds).toBeGreaterThan(30 * 60);
    expect(JSON.stringify(stalled.body)).not.toMatch(/Stalled Sam|ana\.ruiz|555/);

    // The next accepted post sees the stall: one webhook line and one error log line.
    expect((await postJson(t, freshMessage())).status).toBe(200);
    const [line] = await poll(
      async () => stallLines(),
      (lines) => lines.length === 1,
      { timeout: 5_000 },
    );
    expect(line!.text).toMatch(/stalled/);
    expect(fn.logs.some((log) => /"level":"error"/.test(log) && /stalled/.test(log))).toBe(true);
    expect((await postJson(t, freshMessage())).status).toBe(200);
    await runRetry(t);
    expect(stallLines()).toHaveLength(1);
    // Six hours later, still stalled: one more.
    await t.query(
      `update contact_private.marks set at = now() - interval '7 hours' where name = 'stall_alerted'`,
    );
    expect((await postJson(t, freshMessage())).status).toBe(200);
    await poll(
      async () => stallLines(),
      (lines) => lines.length === 2,
      { timeout: 5_000 },
    );

    t.resend.setMode('ok');
    await t.query(
      `update public.contact_messages set next_attempt_at = now() where notified_at is null`,
    );
    await runRetry(t);
    expect((await health(t)).status).toBe(200);
  });

  it('answers 503 when a message waits and the retry has not run for over 10 minutes', async () => {
    await runRetry(t);
    t.resend.setMode('error');
    expect((await postJson(t, freshMessage())).status).toBe(200);
    expect((await health(t)).status).toBe(200);
    await t.query(
      `update contact_private.marks set at = now() - interval '11 minutes' where name = 'retry_ran'`,
    );
    const { status, body } = await health(t);
    expect(status).toBe(503);
    expect(Date.now() - Date.parse(String(body.lastRetryAt))).toBeGreaterThan(10 * 60_000);
    t.resend.setMode('ok');
    await t.query(
      `update public.contact_messages set next_attempt_at = now() where notified_at is null`,
    );
    await runRetry(t);
    expect((await health(t)).status).toBe(200);
  });
});

describe('outages heal', () => {
  it('moves a message past its quick attempts to the slow lane, then e-mails it with a new key once Resend answers', async () => {
    t.resend.setMode('error');
    const message = freshMessage({ name: 'Outage Olga' });
    expect((await postJson(t, message)).status).toBe(200);
    // A day of failed attempts: the tenth is due.
    await t.query(
      `update public.contact_messages set attempts = 9, next_attempt_at = now() where message = $1`,
      [message.message],
    );
    await runRetry(t);
    const [slow] = await rowsFor(t, message.message);
    expect(slow).toMatchObject({ attempts: 10, failed_at: null, notified_at: null });
    expect(slow!.next_attempt_at!.getTime() - Date.now()).toBeGreaterThan(5 * 3_600_000);
    await poll(
      async () => webhook.of('message.slow_lane'),
      (posts) => posts.some((p) => p.message_id === slow!.id),
      { timeout: 5_000 },
    );

    // Resend answers again: six hours on, the slow lane sends it under a key of its own.
    t.resend.setMode('ok');
    await t.query(`update public.contact_messages set next_attempt_at = now() where id = $1`, [
      slow!.id,
    ]);
    await runRetry(t);
    const [sent] = await rowsFor(t, message.message);
    expect(sent!.notified_at).not.toBeNull();
    const emails = t.resend.delivered.filter((email) =>
      email.idempotencyKey?.startsWith(`contact-message/${slow!.id}`),
    );
    expect(emails.map((email) => email.idempotencyKey)).toEqual([
      `contact-message/${slow!.id}/slow-0`,
    ]);
  });

  it('brings the slow lane forward as soon as any e-mail goes through', async () => {
    t.resend.setMode('error');
    const message = freshMessage();
    expect((await postJson(t, message)).status).toBe(200);
    await t.query(
      `update public.contact_messages set attempts = 10, next_attempt_at = now() + interval '5 hours' where message = $1`,
      [message.message],
    );
    t.resend.setMode('ok');
    expect((await postJson(t, freshMessage())).status).toBe(200);
    const [row] = await rowsFor(t, message.message);
    await poll(
      async () => (await rowsFor(t, message.message))[0]!.next_attempt_at!,
      (at) => at.getTime() <= Date.now() + 60_000,
      { timeout: 5_000 },
    );
    await runRetry(t);
    expect((await rowsFor(t, message.message))[0]!.notified_at).not.toBeNull();
    expect(row).toBeDefined();
  });
});

describe('the daily note and the purge', () => {
  it('tells the owner once a day of requests still undelivered', async () => {
    t.resend.setMode('error');
    const message = freshMessage();
    expect((await postJson(t, message)).status).toBe(200);
    const notes = () => webhook.of('messages.undelivered');
    const before = notes().length;
    await t.query(
      `update public.contact_messages set received_at = now() - interval '2 hours' where message = $1`,
      [message.message],
    );
    await t.query(`delete from contact_private.marks where name = 'undelivered_noted'`);
    await runRetry(t);
    const [note] = await poll(
      async () => notes().slice(before),
      (posts) => posts.length === 1,
      { timeout: 5_000 },
    );
    expect(note!.text).toMatch(/not e-mailed yet/);
    await runRetry(t);
    expect(notes().slice(before)).toHaveLength(1);
    await t.query(
      `update contact_private.marks set at = now() - interval '25 hours' where name = 'undelivered_noted'`,
    );
    await runRetry(t);
    await poll(
      async () => notes().slice(before),
      (posts) => posts.length === 2,
      { timeout: 5_000 },
    );
    t.resend.setMode('ok');
    await t.query(
      `update public.contact_messages set next_attempt_at = now() where notified_at is null`,
    );
    await runRetry(t);
  });

  it('keeps a message never e-mailed even when its chat alert was delivered', async () => {
    t.resend.setMode('error');
    const message = freshMessage();
    expect((await postJson(t, message)).status).toBe(200);
    const [row] = await rowsFor(t, message.message);
    await poll(
      async () => webhook.of('message.received').filter((p) => p.message_id === row!.id),
      (posts) => posts.length === 1,
      { timeout: 5_000 },
    );
    await t.query(
      `update public.contact_messages set received_at = now() - interval '800 days', next_attempt_at = null where id = $1`,
      [row!.id],
    );
    await runRetry(t);
    expect(await rowsFor(t, message.message)).toHaveLength(1);
  });
});
