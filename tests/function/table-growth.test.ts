/**
 * The owner's table grows for years: every message is kept for the retention (two years by
 * default), and docs/contact-function.md sizes it at up to 50,000. A request's intake must cost the
 * same then as on the first day: the function's own intake statement (database/intake-store.ts) over real
 * PostgreSQL with the project's migrations reads no row of contact_messages by a sequential scan.
 * PostgreSQL counts the reads of the current transaction in pg_stat_xact_user_tables.
 *
 * The counts grow too, to at most 200 rows a day kept 400 days (80,000 rows;
 * 20261207110000_count_caps.sql): an event reads today's rows through the index, never the table.
 */
import { readConfig } from '../../supabase/functions/_shared/config';
import type { Database } from '../../supabase/functions/_shared/database/database';
import { intakeMessage } from '../../supabase/functions/_shared/database/intake-store';
import { startPostgres } from '../../harness/function/postgres-cluster';
import { freshMessage } from '../../harness/function/contact-client';
import { keepDelivered } from '../../harness/function/kept-messages';

const kept = 50_000;
const config = readConfig((name) => ({ SITE_URL: 'https://example.com' })[name]);

let pg: Awaited<ReturnType<typeof startPostgres>>;

beforeAll(async () => {
  pg = await startPostgres();
  await keepDelivered(pg.sql, kept);
});

/** 400 days of full counts before today: 200 rows a day, 80,000 in all. */
const keptCountDays = 400;

afterAll(async () => {
  await pg?.destroy();
});

it(`stores a request among ${kept.toLocaleString('en-US')} kept messages without reading them`, async () => {
  const { outcome, read } = await pg.sql.begin(async (tx) => {
    const db: Database = {
      query: (text, params = []) => tx.unsafe(text, params as never[]) as never,
    };
    const intake = await intakeMessage(
      db,
      { ...freshMessage(), service: 'Permit Rescue' } as never,
      {
        id: null,
        idempotencyKey: crypto.randomUUID(),
        contentHash: 'a-new-request',
        keys: [
          { hash: 'own-address', limit: config.rateLimit.count },
          { hash: 'its-block', limit: config.rateLimit.count * 4 },
        ],
        pageOrigin: '/contact/',
        userAgent: 'table-growth.test',
        language: 'en',
      },
      { ...config, webhook: false },
    );
    const [stats] = await tx<{ seq_scan: string; seq_tup_read: string }[]>`
      select seq_scan, seq_tup_read from pg_stat_xact_user_tables
      where schemaname = 'public' and relname = 'contact_messages'`;
    return { outcome: intake.outcome, read: Number(stats!.seq_tup_read) };
  });
  expect(outcome).toBe('stored');
  expect(read).toBe(0);
});

describe(`an event among ${(keptCountDays * 200).toLocaleString('en-US')} kept rows of counts`, () => {
  beforeAll(async () => {
    await pg.sql.unsafe(`
      insert into public.contact_page_counts (day, page, kind, count)
      select (now() at time zone 'utc')::date - d, '/kept-' || p || '/', 'call_tap', 1
      from generate_series(1, ${keptCountDays}) d, generate_series(1, 200) p`);
    await pg.sql.unsafe('vacuum analyze public.contact_page_counts');
  });

  /** One event through the function's counting call; the rows of counts it read by a scan. */
  const countEvent = (page: string) =>
    pg.sql.begin(async (tx) => {
      await tx.unsafe('select public.contact_count_page_event($1::jsonb, 0, $2, $3)', [
        '[]',
        page,
        'call_tap',
      ]);
      const [stats] = await tx<{ seq_tup_read: string }[]>`
        select seq_tup_read from pg_stat_xact_user_tables
        where schemaname = 'public' and relname = 'contact_page_counts'`;
      return Number(stats!.seq_tup_read);
    });

  it('counts a new page, a counted one and one past the day’s cap without a sequential scan', async () => {
    expect(await countEvent('/first-today/')).toBe(0);
    expect(await countEvent('/first-today/')).toBe(0);
    // The day filled to its cap (195 named pages), then a page it has not seen.
    await pg.sql.unsafe(`
      insert into public.contact_page_counts (day, page, kind, count)
      select (now() at time zone 'utc')::date, '/today-' || p || '/', 'call_tap', 1
      from generate_series(1, 194) p`);
    expect(await countEvent('/past-the-cap/')).toBe(0);
    const today = await pg.sql<{ page: string; count: number }[]>`
      select page, count from public.contact_page_counts
      where day = (now() at time zone 'utc')::date and page in ('/first-today/', '/past-the-cap/', '(other pages)')
      order by page`;
    expect(today).toEqual([
      { page: '(other pages)', count: 1 },
      { page: '/first-today/', count: 2 },
    ]);
  });
});
