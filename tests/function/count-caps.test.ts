/**
 * Counts that stay small and a weekly report that says only the site's words
 * (supabase/migrations/20261207110000_count_caps.sql, _shared/delivery/site-pages.ts and
 * weekly-email.ts): 5,000 events on 5,000 made-up pages from 50 networks add at most 200 rows;
 * the weekly report names only the pages of the live sitemap (a stand-in here) and the contract's
 * fixed pages, sums the rest as "other pages" and stays under 100 KB; a report that fails to send
 * goes at the next run; counts older than 400 days go with the purge. Real Deno over real
 * PostgreSQL as contact_function; the clock is moved with SQL.
 */
import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowedOrigin, runRetry } from '../../harness/function/contact-client';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';

/** The live site's sitemap, as the stand-in serves it. */
type SitemapMode = 'ok' | 'error' | 'huge' | 'hang';
let sitemapMode: SitemapMode = 'ok';
/** The fixed pages no visitor's count comes from (the contract's `uncountedPaths`). */
const uncounted = ['/owner/alerts/', '/owner/contacted/', '/offline/'];
// The owner's page among them, as if the sitemap listed it: the report still does not name it.
const sitemapPages = [
  '/',
  '/services/',
  '/services/permit-rescue/',
  '/projects/harbor-view/',
  '/owner/alerts/',
];
let sitemapServer: Server;
let siteOrigin = '';

function sitemapXml() {
  const urls = sitemapPages
    .map(
      (path) =>
        `<url>\n<loc>https://www.coquina-coast.example.org${path}</loc>\n<image:image><image:loc>https://www.coquina-coast.example.org/images/not-a-page.jpg</image:loc></image:image>\n</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls}\n</urlset>\n`;
}

beforeAll(async () => {
  sitemapServer = createServer((req, res) => {
    if (req.url !== '/sitemap.xml') return res.writeHead(404).end();
    if (sitemapMode === 'hang') return; // never answers: the function's timeout ends it
    if (sitemapMode === 'error') return res.writeHead(500).end('down');
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    if (sitemapMode === 'ok') return res.end(sitemapXml());
    // 'huge': a valid start, then more than the function reads.
    res.write(sitemapXml().replace('</urlset>', ''));
    const filler = `<url><loc>https://www.coquina-coast.example.org/filler/</loc></url>\n`.repeat(
      2_000,
    );
    for (let n = 0; n < 20; n++) res.write(filler);
    res.end('</urlset>');
  });
  await new Promise<void>((resolve) => sitemapServer.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(sitemapServer.address() as AddressInfo).port}`;
}, 10_000);

afterAll(async () => {
  sitemapServer.closeAllConnections();
  await new Promise((resolve) => sitemapServer.close(resolve));
});

const clientHeader = 'x-test-client-ip';
const suite = setUpDenoTarget({
  env: {
    // A limit wide enough that every event of the flood below is counted: the cap alone holds.
    CONTACT_RATE_LIMIT: '200/600',
    CONTACT_CLIENT_IP_HEADER: clientHeader,
    // The sitemap stand-in's address, known once the beforeAll above has started it (it runs
    // before the suite's, which reads this).
    get SITE_URL() {
      return siteOrigin;
    },
  },
});
const { target: t } = suite;

const agent = new Agent({ keepAlive: true, maxSockets: 20 });
afterAll(() => agent.destroy());

/** One event as the site's beacon sends it, from `address`; its status. */
const sendEvent = (page: string, kind: string, address: string) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ page, kind });
    const req = request(
      `${t.url}/events`,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'text/plain;charset=UTF-8',
          'Content-Length': Buffer.byteLength(body),
          Origin: allowedOrigin,
          [clientHeader]: address,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });

/** `events` sent `inFlight` at a time; every status. */
async function sendAll(events: { page: string; kind: string; address: string }[], inFlight = 16) {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < events.length) {
        const event = events[next++]!;
        statuses.push(await sendEvent(event.page, event.kind, event.address));
      }
    }),
  );
  return statuses;
}

const attackerPage = '/call-727-555-0100-for-your-refund/';
/** 5,000 made-up pages, the attacker's words among them, from 50 IPv6 /48s, a new /64 each. */
const flood = Array.from({ length: 5_000 }, (_, n) => ({
  page: n === 2_500 ? attackerPage : `/made-up-${n}/call-now-${(n * 7919) % 10_007}/`,
  kind: ['call_tap', 'text_tap', 'form_start', 'form_sent', 'directions_tap'][n % 5]!,
  address: `2001:db8:${(n % 50).toString(16)}:${Math.floor(n / 50).toString(16)}::1`,
}));
const floodPages = new Set(flood.map((event) => event.page));

const countRows = async () =>
  (
    await t.query<{ rows: string; total: string; days: string; widest: string }>(
      `select count(*) as rows, coalesce(sum(count), 0) as total, count(distinct day) as days,
              coalesce(max(per_day), 0) as widest
       from public.contact_page_counts,
            lateral (select count(*) as per_day from public.contact_page_counts d
                     where d.day = contact_page_counts.day) w`,
    )
  )[0]!;

const weeklyReports = () =>
  t.resend.delivered.filter((email) => email.idempotencyKey?.startsWith('contact-weekly/'));

/** The report's turn comes now (the first run scheduled it 7 days ahead). */
async function makeReportDue() {
  await runRetry(t);
  await t.query(
    `update contact_private.marks set at = now() - interval '1 second' where name = 'weekly_report_due'`,
  );
}

const reportBytes = (email: (typeof t.resend.delivered)[number]) =>
  Buffer.byteLength(email.html) +
  Buffer.byteLength(email.text) +
  email.attachments.reduce(
    (sum, attachment) => sum + Buffer.from(attachment.content, 'base64').byteLength,
    0,
  );

describe('the counts', () => {
  it("refuse the owner's pages and the offline page, and take the form's result pages", async () => {
    const statuses = await sendAll(
      uncounted.flatMap((page, n) =>
        ['call_tap', 'text_tap'].map((kind) => ({ page, kind, address: `192.0.2.${20 + n}` })),
      ),
    );
    expect(statuses).toEqual(uncounted.flatMap(() => [400, 400]));
    expect(
      await t.query(`select page from public.contact_page_counts where page = any($1)`, [
        uncounted,
      ]),
    ).toEqual([]);
    expect(
      await sendAll([{ page: '/contact/not-sent/', kind: 'call_tap', address: '192.0.2.30' }]),
    ).toEqual([204]);
  });

  it('grow by at most 200 rows a day for 5,000 events on 5,000 made-up pages from 50 networks, and every event is still counted', async () => {
    // The site's own pages, counted before the flood: they keep their rows after it.
    const own = [
      { page: '/contact/', kind: 'form_sent', address: '192.0.2.10' },
      { page: '/services/permit-rescue/', kind: 'call_tap', address: '192.0.2.11' },
      { page: '/services/permit-rescue/', kind: 'call_tap', address: '192.0.2.12' },
    ];
    expect(await sendAll(own)).toEqual([204, 204, 204]);
    const before = await countRows();

    const started = performance.now();
    const statuses = await sendAll(flood);
    const seconds = (performance.now() - started) / 1000;
    expect(statuses.filter((status) => status !== 204)).toEqual([]);

    // And the site's pages after it: still counted on their own rows.
    expect(await sendAll(own)).toEqual([204, 204, 204]);
    const after = await countRows();
    // The run may cross midnight UTC: at most 200 rows on any day, 200 a day in all.
    expect(Number(after.widest)).toBeLessThanOrEqual(200);
    expect(Number(after.rows) - Number(before.rows)).toBeLessThanOrEqual(200 * Number(after.days));
    expect(Number(after.rows)).toBeLessThanOrEqual(200 * Number(after.days));
    // Nothing is lost: the events past the cap are in the day's "other pages" rows.
    expect(Number(after.total) - Number(before.total)).toBe(5_000 + own.length);
    const other = await t.query<{ kind: string }>(
      `select kind from public.contact_page_counts where page = '(other pages)' order by kind`,
    );
    expect(other.map((row) => row.kind)).toEqual([
      'call_tap',
      'directions_tap',
      'form_sent',
      'form_start',
      'text_tap',
    ]);
    const [mine] = await t.query<{ count: number }>(
      `select sum(count)::integer as count from public.contact_page_counts
       where page = '/services/permit-rescue/' and kind = 'call_tap'`,
    );
    expect(mine!.count).toBe(4);
    console.log(`5,000 events in ${seconds.toFixed(1)} s (${Math.round(5_000 / seconds)}/s)`);
  }, 180_000);
});

describe('the weekly report', () => {
  it('names only the pages of the sitemap and the fixed pages, sums the rest as other pages, and stays under 100 KB', async () => {
    // A week that holds far more than one screen: 300 requests, each name 100 characters that
    // HTML must escape, none called back.
    await t.query(`
      insert into public.contact_messages
        (received_at, name, email, message, content_hash, client_hash, notified_at)
      select now() - make_interval(mins => g * 20), repeat('"&<', 33) || 'x', 'wide@example.com',
             'A wide week ' || g, md5('wide ' || g), md5('wide client ' || g), now()
      from generate_series(1, 300) g`);
    // Counts the previous release took for the pages no visitor's count comes from.
    await t.query(
      `insert into public.contact_page_counts (day, page, kind, count)
       select (now() at time zone 'utc')::date, page, 'directions_tap', 9 from unnest($1::text[]) page`,
      [uncounted],
    );
    sitemapMode = 'ok';
    await makeReportDue();
    expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'sent' });
    const [report] = weeklyReports();
    expect(report).toBeDefined();
    for (const body of [report!.html, report!.text]) {
      for (const page of floodPages) expect(body).not.toContain(page);
      for (const page of uncounted) expect(body).not.toContain(page);
    }
    expect(report!.text).toMatch(/\/contact\/not-sent\/ \| call tap \| 1/);
    expect(report!.text).not.toContain('727-555-0100');
    expect(report!.html).not.toContain('made-up');
    // The sitemap's page and a fixed page are named; every other page is summed.
    expect(report!.text).toMatch(/\/services\/permit-rescue\/ \| call tap \| 4/);
    expect(report!.text).toMatch(/\/contact\/ \| form sent \| 2/);
    expect(report!.text).toMatch(/other pages \| call tap \| 1000/);
    expect(report!.text).toContain(
      'Pages are named only when the site lists them (its sitemap.xml)',
    );
    expect(report!.text).toContain('and 280 more requests');
    expect(report!.text).toContain('and 280 more waiting');
    expect(reportBytes(report!)).toBeLessThan(100_000);
    console.log(`the report: ${reportBytes(report!)} bytes of HTML, text and chart`);
  });

  for (const [mode, reason] of [
    ['error', /answered 500/],
    ['huge', /larger than 1048576 bytes/],
    ['hang', /timed out after 5000 ms/],
  ] as const)
    it(`names only the fixed pages when the sitemap cannot be read (${mode})`, async () => {
      sitemapMode = mode;
      await t.query(`delete from contact_private.weekly_reports`);
      await t.query(
        `update contact_private.marks set at = now() - interval '1 second' where name = 'weekly_report_due'`,
      );
      const before = weeklyReports().length;
      expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'sent' });
      const report = weeklyReports()[before]!;
      expect(report.text).toMatch(/\/contact\/ \| form sent \| 2/);
      expect(report.text).not.toContain('/services/permit-rescue/');
      expect(report.text).toMatch(/other pages \| call tap \| 1004/);
      expect(report.text).toMatch(reason);
      expect(report.text).toContain('only the fixed pages are named');
      for (const page of [...floodPages, ...uncounted]) expect(report.text).not.toContain(page);
      expect(reportBytes(report)).toBeLessThan(100_000);
    }, 30_000);

  it('is sent again at the next run when it fails, as the same e-mail', async () => {
    sitemapMode = 'ok';
    await t.query(`delete from contact_private.weekly_reports`);
    await makeReportDue();
    const before = weeklyReports().length;
    t.resend.setMode('error');
    expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'failed' });
    expect(weeklyReports()).toHaveLength(before);
    const [pending] = await t.query<{ attempts: number; week_end: Date }>(
      `select attempts, week_end from contact_private.weekly_reports`,
    );
    expect(pending!.attempts).toBe(1);
    // The next run, a minute later, takes it again: same week, same Idempotency-Key.
    t.resend.setMode('ok');
    expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'sent' });
    const sent = weeklyReports().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toBe(`contact-weekly/${pending!.week_end.toISOString()}`);
    expect(await t.query(`select 1 from contact_private.weekly_reports`)).toHaveLength(0);
    // Then not before 7 days after its week.
    const [due] = await t.query<{ days: string }>(
      `select round(extract(epoch from at - $1::timestamptz) / 86400) as days
       from contact_private.marks where name = 'weekly_report_due'`,
      [pending!.week_end.toISOString()],
    );
    expect(Number(due!.days)).toBe(7);
    expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'wait' });
  });

  it('waits on the schedule after a second failure, and a refusal for good is given up until next week', async () => {
    await makeReportDue();
    const before = weeklyReports().length;
    t.resend.setMode('error');
    expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'failed' });
    expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'failed' });
    // After the second failure the third attempt waits 5 minutes.
    expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'wait' });
    const [wait] = await t.query<{ seconds: string }>(
      `select round(extract(epoch from at - now())) as seconds
       from contact_private.marks where name = 'weekly_report_due'`,
    );
    expect(Number(wait!.seconds)).toBeGreaterThan(240);
    expect(Number(wait!.seconds)).toBeLessThanOrEqual(300);
    t.resend.setMode('422');
    await t.query(
      `update contact_private.marks set at = now() - interval '1 second' where name = 'weekly_report_due'`,
    );
    expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'gave_up' });
    expect(weeklyReports()).toHaveLength(before);
    expect(await t.query(`select 1 from contact_private.weekly_reports`)).toHaveLength(0);
    expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'wait' });
  });

  describe('that fails before its send, every time', () => {
    const readWeek = 'public.contact_weekly_requests(timestamptz, timestamptz)';
    const record = 'public.contact_weekly_record(timestamptz, integer)';
    /** Takes the function's right to call `fn` away (a read that fails), or gives it back. */
    const denied = (fn: string, deny: boolean) =>
      t.query(
        `${deny ? 'revoke' : 'grant'} execute on function ${fn} ${deny ? 'from' : 'to'} contact_function`,
      );
    afterEach(async () => {
      await denied(readWeek, false);
      await denied(record, false);
    });

    const reserved = async () =>
      Number(
        (await t.query<{ n: string }>(`select count(*) as n from public.contact_email_sends`))[0]!
          .n,
      );
    /** The report's turn now, whatever its lease or schedule says; the run's answer. */
    async function runNow() {
      await t.query(
        `update contact_private.marks set at = now() - interval '1 second' where name = 'weekly_report_due'`,
      );
      const response = await runRetry(t);
      return response.ok ? ((await response.json()) as { weekly: string }).weekly : response.status;
    }
    /** Runs with the report's turn come, until it is given up (20 at most); each answer. */
    async function runsUntilGivenUp() {
      const runs: (string | number)[] = [];
      while (runs.length < 20 && runs.at(-1) !== 'gave_up') runs.push(await runNow());
      return runs;
    }
    /** The next report's turn comes 7 days after the given-up week, and it is then sent. */
    async function expectNextWeekScheduled(weekEnd: Date) {
      const [due] = await t.query<{ days: string }>(
        `select round(extract(epoch from at - $1::timestamptz) / 86400) as days
         from contact_private.marks where name = 'weekly_report_due'`,
        [weekEnd.toISOString()],
      );
      expect(Number(due!.days)).toBe(7);
      expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'wait' });
      const before = weeklyReports().length;
      expect(await runNow()).toBe('sent');
      const [next] = weeklyReports().slice(before);
      expect(next!.idempotencyKey).not.toBe(`contact-weekly/${weekEnd.toISOString()}`);
    }

    it('goes through the schedule when its week cannot be read, and spends at most 7 e-mails', async () => {
      await t.query(`delete from contact_private.weekly_reports`);
      await makeReportDue();
      await denied(readWeek, true);
      const before = await reserved();
      // The failed read is recorded: due again at the next run, not after the claim's lease.
      expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'failed' });
      const [pending] = await t.query<{ attempts: number; week_end: Date }>(
        `select attempts, week_end from contact_private.weekly_reports`,
      );
      expect(pending!.attempts).toBe(1);
      expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'failed' });
      const runs = await runsUntilGivenUp();
      expect(runs).toEqual(['failed', 'failed', 'failed', 'failed', 'gave_up']);
      expect((await reserved()) - before).toBe(7);
      expect(await t.query(`select 1 from contact_private.weekly_reports`)).toHaveLength(0);
      await denied(readWeek, false);
      await expectNextWeekScheduled(pending!.week_end);
    }, 60_000);

    it('is given up by its claim when no attempt can record anything, after 7 e-mails', async () => {
      await t.query(`delete from contact_private.weekly_reports`);
      await makeReportDue();
      // Neither the week nor the failure can be written down: each attempt ends in an error and
      // only the claim's lease brings the report back.
      await denied(readWeek, true);
      await denied(record, true);
      const before = await reserved();
      expect((await runRetry(t)).status).toBe(500);
      const [pending] = await t.query<{ attempts: number; week_end: Date }>(
        `select attempts, week_end from contact_private.weekly_reports`,
      );
      expect(pending!.attempts).toBe(1);
      // Not again before the lease runs out.
      expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'wait' });
      const runs = await runsUntilGivenUp();
      expect(runs).toEqual([500, 500, 500, 500, 500, 500, 'gave_up']);
      expect((await reserved()) - before).toBe(7);
      expect(await t.query(`select 1 from contact_private.weekly_reports`)).toHaveLength(0);
      expect(
        suite.fn.logs.filter(
          (line) => line.includes('contact_weekly_report_gave_up') && line.includes('"attempt":7'),
        ).length,
      ).toBeGreaterThanOrEqual(1);
      await denied(readWeek, false);
      await denied(record, false);
      await expectNextWeekScheduled(pending!.week_end);
    }, 60_000);
  });
});

describe('the purge', () => {
  it('deletes counts older than 400 days and keeps the rest; the previous release’s calls still work', async () => {
    await t.query(`
      insert into public.contact_page_counts (day, page, kind, count) values
        ((now() at time zone 'utc')::date - 401, '/old-enough/', 'call_tap', 3),
        ((now() at time zone 'utc')::date - 399, '/kept-yet/', 'call_tap', 2)`);
    await runRetry(t);
    const pages = await t.query<{ page: string }>(
      `select page from public.contact_page_counts where page in ('/old-enough/', '/kept-yet/')`,
    );
    expect(pages.map((row) => row.page)).toEqual(['/kept-yet/']);
    const [grants] = await t.query<{ turn: boolean; count: boolean; purge: boolean }>(
      `select has_function_privilege('contact_function', 'public.contact_weekly_turn(integer, integer)', 'execute') as turn,
              has_function_privilege('contact_function', 'public.contact_count_page_event(jsonb, integer, text, text)', 'execute') as count,
              has_function_privilege('contact_function', 'public.contact_purge(integer)', 'execute') as purge`,
    );
    expect(grants).toEqual({ turn: true, count: true, purge: true });
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const [denied] = await t.query<{ claim: boolean; record: boolean }>(
        `select has_function_privilege($1, 'public.contact_weekly_claim(integer, integer, integer, integer)', 'execute') as claim,
                has_function_privilege($1, 'public.contact_weekly_record(timestamptz, integer)', 'execute') as record`,
        [role],
      );
      expect(denied).toEqual({ claim: false, record: false });
    }
  });
});
