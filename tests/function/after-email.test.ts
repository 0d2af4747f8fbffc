/**
 * What follows the e-mail: the "Mark as called back" link (GET changes nothing, POST records the
 * time once, a tampered or foreign link is refused), the one reminder for a request not called
 * back, the counted taps (no identifying column, junk refused) and the weekly report. Real Deno
 * over real PostgreSQL as contact_function, the Resend and webhook stand-ins; the clock is moved
 * with SQL.
 */
import {
  allowedOrigin,
  freshMessage,
  post,
  postJson,
  rowsFor,
  runRetry,
  siteUrl,
} from '../../harness/function/contact-client';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import { signLink } from '@/supabase/functions/_shared/owner/signed-link';

const linkSecret = 'link-secret-used-only-in-the-function-tests';
const functionUrl = 'https://project-ref.supabase.co/functions/v1/send-contact-email';

const { target: t, webhook } = setUpDenoTarget({
  webhook: true,
  env: {
    CONTACT_LINK_SECRET: linkSecret,
    SUPABASE_URL: 'https://project-ref.supabase.co',
    CONTACT_FOLLOW_UP_MINUTES: '60',
  },
});

/** Posts a message and returns its row and the token of its e-mail's "Mark as called back" link. */
async function sentWithLink(overrides: Record<string, string> = {}) {
  const message = freshMessage(overrides);
  expect((await postJson(t, message)).status).toBe(200);
  const [row] = await rowsFor(t, message.message);
  const email = t.resend.delivered.find(
    (sent) => sent.idempotencyKey === `contact-message/${row!.id}`,
  );
  const link = /Mark as called back: (\S+)/.exec(email!.text)?.[1];
  expect(link?.startsWith(`${functionUrl}/contacted?t=`)).toBe(true);
  expect(email!.html).toContain(`href="${link!}"`);
  return { row: row!, token: new URL(link!).searchParams.get('t')! };
}

const contacted = (token: string, init: RequestInit = {}) =>
  fetch(`${t.url}/contacted?t=${encodeURIComponent(token)}`, {
    redirect: 'manual',
    ...init,
    headers: { Origin: allowedOrigin, ...init.headers },
  });

const contactedAtOf = async (id: string) =>
  (
    await t.query<{ contacted_at: Date | null }>(
      'select contacted_at from public.contact_messages where id = $1',
      [id],
    )
  )[0]!.contacted_at;

describe('the "Mark as called back" link', () => {
  it('GET changes nothing and sends the browser to the site page', async () => {
    const { row, token } = await sentWithLink();
    const answer = await contacted(token, { headers: {} });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      `${siteUrl}/owner/contacted/?t=${encodeURIComponent(token)}`,
    );
    expect(await contactedAtOf(row.id)).toBeNull();
  });

  it('POST records the time once: a repeat keeps the first, and a plain form lands on the page with it', async () => {
    const { row, token } = await sentWithLink();
    const first = await contacted(token, { method: 'POST' });
    expect(first.status).toBe(200);
    expect(first.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
    const { contactedAt, already } = (await first.json()) as {
      contactedAt: string;
      already: boolean;
    };
    expect(already).toBe(false);
    expect((await contactedAtOf(row.id))!.toISOString()).toBe(contactedAt);
    const form = await contacted(token, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(
      `${siteUrl}/owner/contacted/?t=${encodeURIComponent(token)}&done=${encodeURIComponent(contactedAt)}`,
    );
    expect((await contactedAtOf(row.id))!.toISOString()).toBe(contactedAt);
  });

  it('refuses a tampered link, one signed with another secret or for another purpose, and another site', async () => {
    const { row, token } = await sentWithLink();
    const [subject, expiry, signature] = token.split('.') as [string, string, string];
    const far = new Date(Date.now() + 86_400_000);
    const refused = [
      `${subject}.${expiry}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${subject}.${Number(expiry) + 1}.${signature}`,
      signLink('another-secret', 'contacted', row.id, far),
      signLink(linkSecret, 'alerts', row.id, far),
    ];
    for (const bad of refused) {
      expect((await contacted(bad, { method: 'POST' })).status).toBe(403);
      expect((await contacted(bad, { headers: {} })).status).toBe(403);
    }
    const elsewhere = await contacted(token, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(elsewhere.status).toBe(403);
    expect(await contactedAtOf(row.id)).toBeNull();
  });

  it('lives 60 days: a day old it works, 60 days and a minute old it is refused', async () => {
    const day = 86_400_000;
    const before = Date.now();
    const { row, token } = await sentWithLink();
    const after = Date.now();
    // The e-mail's link is signed for 60 days from its sending (the expiry is in whole seconds).
    const expiry = Number(token.split('.')[1]) * 1000;
    expect(expiry).toBeGreaterThan(before + 60 * day - 1000);
    expect(expiry).toBeLessThanOrEqual(after + 60 * day);
    // The same link at an age: what the function signed that long ago.
    const aged = (age: number) =>
      signLink(linkSecret, 'contacted', row.id, new Date(Date.now() - age + 60 * day));
    const expired = aged(60 * day + 60_000);
    expect((await contacted(expired, { headers: {} })).status).toBe(403);
    expect((await contacted(expired, { method: 'POST' })).status).toBe(403);
    expect(await contactedAtOf(row.id)).toBeNull();
    const dayOld = aged(day);
    expect((await contacted(dayOld, { headers: {} })).status).toBe(303);
    expect((await contacted(dayOld, { method: 'POST' })).status).toBe(200);
    expect(await contactedAtOf(row.id)).not.toBeNull();
  });
});

describe('a forgotten lead', () => {
  it('comes back exactly once, naming the visitor; one marked called back does not', async () => {
    const forgotten = await sentWithLink({ name: 'Forgotten Fiona' });
    const called = await sentWithLink({ name: 'Called Carl' });
    expect((await contacted(called.token, { method: 'POST' })).status).toBe(200);
    // Not yet due: e-mailed a minute ago.
    expect(await (await runRetry(t)).json()).toMatchObject({ follow_ups: 0 });
    await t.query(
      `update public.contact_messages set notified_at = notified_at - interval '61 minutes' where id = any($1)`,
      [[forgotten.row.id, called.row.id]],
    );
    expect(await (await runRetry(t)).json()).toMatchObject({ follow_ups: 1 });
    expect(await (await runRetry(t)).json()).toMatchObject({ follow_ups: 0 });
    const reminders = await webhook.alertsFor(forgotten.row.id, 'message.follow_up');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('Forgotten Fiona');
    // The retry awaits its alerts: every reminder it sent has reached the stand-in.
    expect(
      webhook.of('message.follow_up').filter((post) => post.message_id === called.row.id),
    ).toHaveLength(0);
  });
});

const page = `/services/counted-${Date.now().toString(36)}/`;
const sendEvent = (body: string, options: Parameters<typeof post>[2] = {}) =>
  fetch(`${t.url}/events`, {
    method: 'POST',
    headers: {
      'Content-Type': options.type ?? 'text/plain;charset=UTF-8',
      Origin: options.origin ?? allowedOrigin,
      'X-Forwarded-For': options.address ?? `192.0.2.${Math.floor(Math.random() * 250)}`,
    },
    body,
  });

describe('the counts', () => {
  it('adds each tap to the day’s count for its page and kind, and keeps nothing else', async () => {
    expect((await sendEvent(JSON.stringify({ page, kind: 'call_tap' }))).status).toBe(204);
    const json = await sendEvent(JSON.stringify({ page, kind: 'call_tap' }), {
      type: 'application/json',
    });
    expect(json.status).toBe(204);
    expect((await sendEvent(JSON.stringify({ page, kind: 'form_sent' }))).status).toBe(204);
    const rows = await t.query<{ kind: string; count: number }>(
      'select kind, count from public.contact_page_counts where page = $1 order by kind',
      [page],
    );
    expect(rows).toEqual([
      { kind: 'call_tap', count: 2 },
      { kind: 'form_sent', count: 1 },
    ]);
    const columns = await t.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'contact_page_counts' order by ordinal_position`,
    );
    expect(columns.map((column) => column.column_name)).toEqual(['day', 'page', 'kind', 'count']);
    // Row-level security on, and no role reads the table but through the function's calls.
    const [table] = await t.query<{ rls: boolean; read: boolean }>(
      `select c.relrowsecurity as rls,
              has_table_privilege('contact_function', 'public.contact_page_counts', 'select') as read
       from pg_class c where c.oid = 'public.contact_page_counts'::regclass`,
    );
    expect(table).toEqual({ rls: true, read: false });
  });

  it('refuses unknown kinds, pages that are not site paths, big bodies, other sites and floods', async () => {
    const junk = [
      { page, kind: 'pageview' },
      { page: 'https://evil.example/', kind: 'call_tap' },
      { page: '/../etc/passwd', kind: 'call_tap' },
      { page: '/Services/X/', kind: 'call_tap' },
      { page: `/${'a'.repeat(130)}/`, kind: 'call_tap' },
      { kind: 'call_tap' },
    ];
    for (const body of junk) expect((await sendEvent(JSON.stringify(body))).status).toBe(400);
    expect((await sendEvent('not json')).status).toBe(400);
    expect(
      (await sendEvent(JSON.stringify({ page, kind: 'call_tap', pad: 'x'.repeat(1100) }))).status,
    ).toBe(413);
    expect(
      (
        await sendEvent(JSON.stringify({ page, kind: 'call_tap' }), {
          origin: 'https://evil.example',
        })
      ).status,
    ).toBe(403);
    // CONTACT_RATE_LIMIT is 5/600: the sixth from one address is not counted.
    const address = '198.51.100.201';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await sendEvent(JSON.stringify({ page, kind: 'text_tap' }), { address })).status,
      );
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    const [row] = await t.query<{ count: number }>(
      `select count from public.contact_page_counts where page = $1 and kind = 'text_tap'`,
      [page],
    );
    expect(row!.count).toBe(5);
  });
});

describe('the weekly report', () => {
  it('comes 7 days after the first run, names the week’s requests and the pages’ taps, once; a quiet week is skipped', async () => {
    await t.query(`delete from contact_private.marks where name = 'weekly_report_due'`);
    expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'wait' });
    const [due] = await t.query<{ days: number }>(
      `select round(extract(epoch from at - now()) / 86400) as days from contact_private.marks where name = 'weekly_report_due'`,
    );
    expect(Number(due!.days)).toBe(7);
    const waiting = await sentWithLink({ name: 'Weekly Wanda' });
    expect((await sendEvent(JSON.stringify({ page, kind: 'directions_tap' }))).status).toBe(204);
    expect(
      (await sendEvent(JSON.stringify({ page: '/contact/', kind: 'directions_tap' }))).status,
    ).toBe(204);
    // Seven days pass.
    await t.query(
      `update contact_private.marks set at = now() - interval '1 second' where name = 'weekly_report_due'`,
    );
    expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'sent' });
    const reports = t.resend.delivered.filter(
      (email) =>
        email.idempotencyKey?.startsWith('contact-weekly/') && email.subject.includes('Weekly'),
    );
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report!.text).toContain('Weekly Wanda');
    expect(report!.text).toMatch(/Forgotten Fiona \| .* \| waiting/);
    expect(report!.text).toMatch(/Called Carl \| .* \| called back after \d+ min/);
    // A page of the site is named; the made-up one (the site's sitemap cannot be read here, and it
    // is not a fixed page) is only summed (count-caps.test.ts has the rest).
    expect(report!.text).toMatch(/\/contact\/ \| directions tap \| 1/);
    expect(report!.text).not.toContain(page);
    expect(report!.html).not.toContain(page);
    expect(report!.text).toMatch(/other pages \| call tap \| 2/);
    expect(report!.text).toMatch(/other pages \| directions tap \| 1/);
    expect(report!.text).toMatch(/\d+ called back, in a median \d/);
    expect(report!.html).toContain('src="cid:requests-per-day"');
    const [chart] = report!.attachments;
    expect(chart).toMatchObject({ content_id: 'requests-per-day', content_type: 'image/png' });
    expect(Buffer.from(chart!.content, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(await contactedAtOf(waiting.row.id)).toBeNull();
    // Not again until 7 more days.
    expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'wait' });
    // A week with no request and no tap: nothing to say.
    await t.query(
      `update public.contact_messages set received_at = received_at - interval '30 days'`,
    );
    await t.query(`update public.contact_page_counts set day = day - 30`);
    await t.query(
      `update contact_private.marks set at = now() - interval '1 second' where name = 'weekly_report_due'`,
    );
    expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'quiet' });
    expect(
      t.resend.delivered.filter(
        (email) =>
          email.idempotencyKey?.startsWith('contact-weekly/') && email.subject.includes('Weekly'),
      ),
    ).toHaveLength(1);
  });
});
