/**
 * What reaches the owner besides the e-mail: the webhook alerts (Slack or Discord), which carry a
 * visitor's words only as plain text and share the e-mail budget, and the digest of what the
 * budget held back, sent once even when its answer is lost. Real Deno over real PostgreSQL as
 * contact_function, the Resend and webhook stand-ins.
 */
import {
  emailsFor,
  freshMessage,
  makeDue,
  postAll,
  postJson,
  rowsFor,
  rowsForAll,
  runRetry,
} from '../../harness/function/contact-client';
import { freePort } from '../../harness/function/postgres-cluster';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import { poll } from '../../harness/poll';

const { target: t, pg, webhook, startAnother } = setUpDenoTarget({ webhook: true });

describe('the owner webhook', () => {
  it('posts each new message once, with the event, its id, the message id, text and content', async () => {
    const message = freshMessage({ name: 'Hank Webb' });
    expect((await postJson(t, message)).status).toBe(200);
    const [row] = await rowsFor(t, message.message);
    const [alert] = await webhook.alertsFor(row!.id, 'message.received');
    expect(alert).toMatchObject({ event: 'message.received', message_id: row!.id });
    expect(alert!.event_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(alert!.text).toContain('Hank Webb');
    expect(alert!.content).toContain('Hank Webb');
    expect(alert!.allowed_mentions).toEqual({ parse: [] });
    // No preview of a link the visitor typed, on either service.
    expect(alert).toMatchObject({ unfurl_links: false, unfurl_media: false, flags: 4 });
  });

  it('retries an alert the webhook refused, and delivers it once', async () => {
    webhook.setFailing(true);
    const message = freshMessage();
    expect((await postJson(t, message)).status).toBe(200);
    const [row] = await rowsFor(t, message.message);
    webhook.setFailing(false);
    await pg.sql`update public.contact_events set next_attempt_at = now() where message_id = ${row!.id}`;
    expect(await (await runRetry(t)).json()).toMatchObject({ alerts: 1 });
    await runRetry(t);
    expect(await webhook.alertsFor(row!.id, 'message.received')).toHaveLength(1);
  });
});

describe("the owner's channels carry only the owner's words", () => {
  it('sends a hostile name to Slack and Discord as plain text: no mention, no disguised link, no line break', async () => {
    const message = freshMessage({
      name: '<!channel> <https://evil.example|Open the quote> @everyone\n[x](https://evil.example)',
      phone: '@here <@U123>',
    });
    message.message = `<!channel> @everyone [x](https://evil.example)\nsecond line ${message.message}`;
    expect((await postJson(t, message)).status).toBe(200);
    const [row] = await rowsFor(t, message.message);
    const [alert] = await webhook.alertsFor(row!.id, 'message.received');
    expect(alert!.allowed_mentions).toEqual({ parse: [] });
    // Slack acts on <…> sequences only: none may form, and & < > arrive as Slack's entities.
    expect(alert!.text).not.toMatch(/[<>\n\r]/);
    expect(alert!.text).toContain('&lt;!channel&gt;');
    expect(alert!.text).toContain('&lt;https://evil.example|Open the quote&gt;');
    // Discord acts on @everyone, @here, <@id> and [text](url): none may appear as written.
    for (const form of ['@everyone', '@here', '[x](https://evil.example)', '<@U123>', '\n'])
      expect(alert!.content).not.toContain(form);
    expect(alert!.content).toContain('\\[x\\]\\(https://evil.example\\)');
    // The message text stays out of the chat line; the e-mail keeps its own escaping.
    expect(alert!.text).not.toContain('second line');
    expect(emailsFor(t, [row!])[0]!.html).toContain('&lt;!channel&gt; @everyone');
  });
});

describe('the e-mail budget, which the webhook shares', () => {
  const budgeted = setUpDenoTarget({ webhook: true, env: { CONTACT_EMAIL_BUDGET: '10/3600' } });
  const hook = budgeted.webhook;

  it('40 messages from 40 addresses with a budget of 10: all stored and answered, 10 e-mails and 10 posts, one budget alert, the rest in one digest once the window allows', async () => {
    const b = budgeted.target;
    const messages = Array.from({ length: 40 }, () => freshMessage());
    const answers = await postAll(b, messages, 40);
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    const texts = messages.map((m) => m.message);
    const rows = await rowsForAll(b, texts);
    expect(rows).toHaveLength(40);
    expect(b.resend.delivered).toHaveLength(10);
    // Past the budget the webhook posts once (email.budget_reached), never once per message.
    await poll(
      async () => hook.received.length,
      (count) => count >= 11,
      { timeout: 5_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(hook.of('message.received')).toHaveLength(10);
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
    expect(digest.subject).toBe('30 quote requests held back by the e-mail budget (10 per 1 h)');
    const inDigest = texts.filter((text) => digest.text.includes(text));
    expect(inDigest).toHaveLength(30);
    expect(emailsFor(b, after)).toHaveLength(10);
    expect(hook.of('email.budget_reached')).toHaveLength(1);
    expect(hook.of('message.received')).toHaveLength(10);
    expect(new Set(hook.received.map((post) => post.event_id)).size).toBe(hook.received.length);
  });
});

describe('the digest', () => {
  const budgeted = setUpDenoTarget({ env: { CONTACT_EMAIL_BUDGET: '1/3600' } });

  it('is one e-mail for its batch when its answer is lost and a new message arrives before the retry', async () => {
    const b = budgeted.target;
    const [first, ...held] = Array.from({ length: 4 }, () => freshMessage());
    for (const message of [first!, ...held]) expect((await postJson(b, message)).status).toBe(200);
    expect(b.resend.delivered).toHaveLength(1);
    // The window passes; the digest of the three held back is delivered, but its answer is lost.
    await budgeted.pg.sql`update public.contact_email_sends set at = at - interval '2 hours'`;
    b.resend.setMode('drop');
    expect(await (await runRetry(b)).json()).toMatchObject({ digests: 1, sent: 0 });
    expect(b.resend.delivered).toHaveLength(2);
    // A new message arrives, and the retry comes round again.
    b.resend.setMode('ok');
    const late = freshMessage();
    expect((await postJson(b, late)).status).toBe(200);
    for (const message of [...held, late]) await makeDue(b, message.message);
    await runRetry(b);
    const digests = b.resend.delivered.filter((email) =>
      email.idempotencyKey?.startsWith('contact-digest/'),
    );
    expect(digests).toHaveLength(1);
    const rows = await rowsForAll(
      b,
      held.map((message) => message.message),
    );
    expect(rows.every((row) => row.notified_at)).toBe(true);
    expect(held.every((message) => digests[0]!.text.includes(message.message))).toBe(true);
    expect(digests[0]!.text).not.toContain(late.message);
  });

  it("takes a sender's new message in with their held-back ones, rather than letting it take the freed slot", async () => {
    const b = budgeted.target;
    // Whatever earlier cases left waiting: sent, and the budget's window (and the digest's
    // pace) empty again.
    const age = async () => {
      await budgeted.pg.sql`update public.contact_email_sends set at = at - interval '2 hours'`;
      await budgeted.pg.sql`update contact_private.marks set at = at - interval '2 hours'`;
    };
    await age();
    await budgeted.pg
      .sql`update public.contact_messages set next_attempt_at = now() where notified_at is null`;
    await runRetry(b);
    await age();
    const [first, held, late] = Array.from({ length: 3 }, () => freshMessage());
    const address = '198.51.100.77';
    for (const message of [first!, held!])
      expect((await postJson(b, message, { address })).status).toBe(200);
    // The slot frees before the retry has sent the digest; a new message arrives meanwhile.
    await age();
    const sentBefore = b.resend.delivered.length;
    expect((await postJson(b, late!, { address })).status).toBe(200);
    expect(b.resend.delivered).toHaveLength(sentBefore);
    const [lateRow] = await rowsFor(b, late!.message);
    expect(lateRow).toMatchObject({ deferred: true, notified_at: null });
    expect(await (await runRetry(b)).json()).toMatchObject({ digests: 1, sent: 2 });
    const digest = b.resend.delivered.at(-1)!;
    expect([held!, late!].every((message) => digest.text.includes(message.message))).toBe(true);
  });
});

describe('secrets stay out of logs', () => {
  it('never writes the token of an unreachable CONTACT_WEBHOOK_URL to a log line or a table', async () => {
    const token = 'T0KEN-in-the-path-5ecret';
    const fn = await startAnother({
      CONTACT_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/services/T000/B000/${token}?key=${token}`,
    });
    try {
      const message = freshMessage();
      expect((await postJson({ ...t, url: fn.url }, message)).status).toBe(200);
      const [row] = await rowsFor(t, message.message);
      const [event] = await poll(
        () =>
          pg.sql<{ last_error: string | null }[]>`
            select last_error from public.contact_events where message_id = ${row!.id}`,
        (events) => Boolean(events?.[0]?.last_error),
        { timeout: 5_000 },
      );
      expect(event!.last_error).toMatch(/Webhook at 127\.0\.0\.1:\d+ could not be reached/);
      expect(fn.logs.some((line) => line.includes('contact_alert_failed'))).toBe(true);
      expect(fn.logs.join('\n')).not.toContain(token);
      const [tables] = await pg.sql`
        select (select coalesce(string_agg(row_to_json(e)::text, ''), '') from public.contact_events e)
          || (select coalesce(string_agg(row_to_json(m)::text, ''), '') from public.contact_messages m) as dump`;
      expect(tables!.dump).not.toContain(token);
    } finally {
      await fn.stop();
    }
  });
});
