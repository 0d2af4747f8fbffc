/**
 * The owner's table grows for years: every message is kept for the retention (two years by
 * default), and docs/contact-function.md sizes it at up to 50,000. A request's intake must cost the
 * same then as on the first day: the function's own intake statement (database/intake-store.ts) over real
 * PostgreSQL with the project's migrations reads no row of contact_messages by a sequential scan.
 * PostgreSQL counts the reads of the current transaction in pg_stat_xact_user_tables.
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
