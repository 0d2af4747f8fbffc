/**
 * The function against the platform it deploys to (issue 21): the client address from the
 * header the platform writes, the hourly e-mail budget and its digest, Resend's errors by kind,
 * the owner's webhook, and safe defaults. Real Deno over real PostgreSQL as contact_function,
 * the Resend and webhook stand-ins.
 */
import {
  allowedOrigin,
  clientAddress,
  emailsFor,
  expectStoredAndSentOnce,
  freshMessage,
  functionEnv,
  makeDue,
  postAll,
  postJson,
  rowsFor,
  rowsForAll,
  runRetry,
  siteUrl,
  waitFor,
  type Target,
} from './contact-behaviour';
import { startDenoFunction } from './deno-function';
import { contactFunctionUrl, startDenoTarget, type DenoTarget } from './deno-target';
import { standInRetryAfter } from './resend-stand-in';
import { startWebhookStandIn } from './webhook-stand-in';

let webhook: Awaited<ReturnType<typeof startWebhookStandIn>>;
let running: DenoTarget;
let t: Target;

beforeAll(async () => {
  webhook = await startWebhookStandIn();
  running = await startDenoTarget({ env: { CONTACT_WEBHOOK_URL: webhook.url } });
  t = running.target;
});

afterAll(async () => {
  await running?.stop();
  await webhook?.stop();
});

afterEach(() => {
  t.resend.setMode('ok');
  webhook.setFailing(false);
});

/** The webhook posts about one message, once they have had time to arrive. */
const alertsFor = async (messageId: string, event: string, count = 1) =>
  waitFor(
    async () => webhook.of(event).filter((post) => post.message_id === messageId),
    (posts) => posts.length >= count,
    5_000,
  );

describe('the client address', () => {
  it('rotating the left-most X-Forwarded-For hop with one CF-Connecting-IP hits 429 at the limit', async () => {
    const headers = { 'CF-Connecting-IP': clientAddress() };
    // post() gives every request a new left-most and a new right-most hop.
    const ids: (string | null)[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await postJson(t, freshMessage(), { headers });
      expect(response.status).toBe(200);
      ids.push(response.headers.get('x-request-id'));
    }
    expect((await postJson(t, freshMessage(), { headers })).status).toBe(429);
    // The log names the header the address came from (never the address), for the header check.
    const line = await waitFor(
      async () => t.requestLogs().find((entry) => entry.request_id === ids[0]),
      Boolean,
    );
    expect(line).toMatchObject({ status: 200, client_ip_from: 'cf-connecting-ip' });
  });

  it('without CF-Connecting-IP, rotating the left-most hop with one right-most hop hits 429', async () => {
    const address = clientAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await postJson(t, freshMessage(), { address })).status).toBe(200);
    expect((await postJson(t, freshMessage(), { address })).status).toBe(429);
  });
});

describe("Resend's errors, by kind", () => {
  it('422: no retry, the row is failed with the reason, the owner is alerted once, and one line re-queues it', async () => {
    const message = freshMessage();
    t.resend.setMode('422');
    expect((await postJson(t, message)).status).toBe(200);
    const [row] = await rowsFor(t, message.message);
    expect(row).toMatchObject({ notified_at: null, next_attempt_at: null, attempts: 1 });
    expect(row!.failed_at).not.toBeNull();
    expect(row!.last_error).toMatch(/Resend answered 422 invalid_from_address \(permanent\)/);
    expect(await alertsFor(row!.id, 'message.failed')).toHaveLength(1);
    expect(await alertsFor(row!.id, 'message.received')).toHaveLength(1);
    expect(await (await runRetry(t)).json()).toMatchObject({ claimed: 0 });

    t.resend.setMode('ok');
    await running.pg.sql`select public.contact_requeue_failed()`;
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

  it('500 on every attempt: retried over about 23 h, then given up, failed and alerted once', async () => {
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
    expect(row).toMatchObject({ attempts: 10, notified_at: null });
    expect(row!.failed_at).not.toBeNull();
    expect(row!.last_error).toMatch(/given up after 10 attempts/);
    // Minutes to each retry: the last attempt about 22.9 h after the first, inside Resend's 24 h.
    expect(delays).toEqual([1, 5, 15, 30, 60, 120, 240, 360, 540]);
    expect(await alertsFor(row!.id, 'message.failed')).toHaveLength(1);
    await makeDue(t, message.message);
    await runRetry(t);
    expect(webhook.of('message.failed').filter((p) => p.message_id === row!.id)).toHaveLength(1);
    expect(emailsFor(t, [row!])).toHaveLength(0);
  });

  it('a hang: 200 within about 5 s, one alert, and the retry sends one e-mail', async () => {
    const message = freshMessage();
    t.resend.setMode('hang');
    const started = Date.now();
    expect((await postJson(t, message)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(6_500);
    const [row] = await rowsFor(t, message.message);
    expect(row!.last_error).toMatch(/timed out/);
    t.resend.setMode('ok');
    await makeDue(t, message.message);
    await runRetry(t);
    await expectStoredAndSentOnce(t, message.message);
    expect(await alertsFor(row!.id, 'message.received')).toHaveLength(1);
  });

  it('names itself to Resend and to the webhook with a User-Agent', () => {
    expect(t.resend.userAgents.length).toBeGreaterThan(0);
    for (const agent of [...t.resend.userAgents, ...webhook.received.map((p) => p.userAgent)])
      expect(agent).toMatch(/^coquina-coast-send-contact-email\/1\.0$/);
  });
});

describe('the owner webhook', () => {
  it('posts each new message once, with the event, its id, the message id, text and content', async () => {
    const message = freshMessage({ name: 'Hank Webb' });
    expect((await postJson(t, message)).status).toBe(200);
    const [row] = await rowsFor(t, message.message);
    const [alert] = await alertsFor(row!.id, 'message.received');
    expect(alert).toMatchObject({ event: 'message.received', message_id: row!.id });
    expect(alert!.event_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(alert!.text).toContain('Hank Webb');
    expect(alert!.content).toBe(alert!.text);
  });

  it('retries an alert the webhook refused, and delivers it once', async () => {
    webhook.setFailing(true);
    const message = freshMessage();
    expect((await postJson(t, message)).status).toBe(200);
    const [row] = await rowsFor(t, message.message);
    webhook.setFailing(false);
    await running.pg
      .sql`update public.contact_events set next_attempt_at = now() where message_id = ${row!.id}`;
    expect(await (await runRetry(t)).json()).toMatchObject({ alerts: 1 });
    await runRetry(t);
    expect(await alertsFor(row!.id, 'message.received')).toHaveLength(1);
  });
});

describe('the hourly e-mail budget', () => {
  let budgeted: DenoTarget;
  let hook: Awaited<ReturnType<typeof startWebhookStandIn>>;
  beforeAll(async () => {
    hook = await startWebhookStandIn();
    budgeted = await startDenoTarget({
      env: { CONTACT_EMAIL_BUDGET: '10/3600', CONTACT_WEBHOOK_URL: hook.url },
    });
  });
  afterAll(async () => {
    await budgeted?.stop();
    await hook?.stop();
  });

  it('40 messages from 40 addresses with a budget of 10: all stored and answered, 10 e-mails, one alert, the rest in one digest once the window allows', async () => {
    const b = budgeted.target;
    const messages = Array.from({ length: 40 }, () => freshMessage());
    const answers = await postAll(b, messages, 40);
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    const texts = messages.map((m) => m.message);
    const rows = await rowsForAll(b, texts);
    expect(rows).toHaveLength(40);
    expect(b.resend.delivered).toHaveLength(10);
    await waitFor(
      async () => hook.of('message.received').length,
      (count) => count === 40,
      5_000,
    );
    expect(hook.of('email.budget_reached')).toHaveLength(1);
    expect(
      budgeted.fn.logs.filter((line) => line.includes('contact_email_budget_reached')),
    ).toHaveLength(1);

    // Still inside the window: the retry sends nothing more.
    expect(await (await runRetry(b)).json()).toMatchObject({ digests: 0, sent: 0 });
    expect(b.resend.delivered).toHaveLength(10);

    // The window passes: one digest carries the 30 held back.
    await budgeted.pg.sql`update public.contact_email_sends set at = at - interval '2 hours'`;
    expect(await (await runRetry(b)).json()).toMatchObject({ digests: 1, sent: 30 });
    const after = await rowsForAll(b, texts);
    expect(after.every((row) => row.notified_at)).toBe(true);
    expect(b.resend.delivered).toHaveLength(11);
    const digest = b.resend.delivered.at(-1)!;
    expect(digest.subject).toBe('30 quote requests held back by the hourly e-mail limit');
    const inDigest = texts.filter((text) => digest.text.includes(text));
    expect(inDigest).toHaveLength(30);
    expect(emailsFor(b, after)).toHaveLength(10);
    expect(hook.of('email.budget_reached')).toHaveLength(1);
    expect(new Set(hook.received.map((post) => post.event_id)).size).toBe(hook.received.length);
  });
});

describe('safe defaults', () => {
  const baseEnv = () => ({
    ...functionEnv(t.resend.url, t.resend.apiKey),
    SUPABASE_DB_URL: running.pg.url,
  });

  it('without ALLOWED_ORIGINS allows only the origin of SITE_URL, never *', async () => {
    const fn = await startDenoFunction({
      ...baseEnv(),
      CONTACT_DB_URL: await contactFunctionUrl(running.pg),
      ALLOWED_ORIGINS: '',
      SITE_URL: `${siteUrl}/`,
    });
    try {
      const preflight = (origin: string) =>
        fetch(fn.url, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        });
      const allowed = await preflight(new URL(siteUrl).origin);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(new URL(siteUrl).origin);
      const other = await preflight('https://elsewhere.example.net');
      expect(other.status).toBe(403);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const message = freshMessage();
      const sent = await postJson({ ...t, url: fn.url }, message, { origin: allowedOrigin });
      expect(sent.status).toBe(200);
      expect(sent.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
      const refused = await postJson({ ...t, url: fn.url }, freshMessage(), {
        origin: 'https://elsewhere.example.net',
      });
      expect(refused.status).toBe(403);
      for (const response of [allowed, other, sent, refused])
        expect(response.headers.get('access-control-allow-origin')).not.toBe('*');
    } finally {
      await fn.stop();
    }
  });

  it('with neither ALLOWED_ORIGINS nor SITE_URL refuses to start, saying why', async () => {
    await expect(
      startDenoFunction({ ...baseEnv(), ALLOWED_ORIGINS: '', SITE_URL: '' }),
    ).rejects.toThrow(
      /send-contact-email refuses to start: neither ALLOWED_ORIGINS nor SITE_URL is set/,
    );
  });

  it('without CONTACT_DB_URL falls back to SUPABASE_DB_URL and says so in the log', async () => {
    const fn = await startDenoFunction(baseEnv());
    try {
      expect((await postJson({ ...t, url: fn.url }, freshMessage())).status).toBe(200);
      expect(fn.logs.some((line) => line.startsWith('CONTACT_DB_URL is not set'))).toBe(true);
    } finally {
      await fn.stop();
    }
  });
});
