/**
 * The send-contact-email function as Supabase runs it: real Deno, real PostgreSQL with
 * Supabase's roles and the migrations, connected as the contact_function role, e-mail through a
 * Resend stand-in.
 */
import { describeContactFunction, runRetry, type Target } from './contact-behaviour';
import { startDenoTarget, type DenoTarget } from './deno-target';

let running: DenoTarget;
let pg: DenoTarget['pg'];
let target: Target;

beforeAll(async () => {
  running = await startDenoTarget();
  ({ pg, target } = running);
});

afterAll(() => running?.stop());

describeContactFunction(
  'send-contact-email in Deno over PostgreSQL, as the contact_function role',
  () => target,
);

const rollback = new Error('rolled back on purpose');

/** Runs statements as a role in a transaction that is always rolled back. */
async function asRole(role: string, statements: string[]) {
  let rows: unknown[] = [];
  await pg.sql
    .begin(async (tx) => {
      for (const statement of statements) rows = await tx.unsafe(statement.replace('{role}', role));
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return rows;
}

describe('the database behind it', () => {
  it.each(['anon', 'authenticated'])(
    'lets the %s role neither read nor write messages',
    async (role) => {
      for (const statement of [
        'select * from public.contact_messages',
        `insert into public.contact_messages (name, email, message, content_hash, client_hash) values ('x', 'x@example.com', 'x', 'x', 'x')`,
        `select * from public.contact_intake('x', 'x@example.com', '', '', 'x', null, 'h', 'c', null, null, 0, 0, 15, 0, 0, false)`,
        'select public.contact_hash_secret()',
        'select public.contact_purge(1)',
      ])
        await expect(asRole(role, [`set local role {role}`, statement])).rejects.toThrow(
          /permission denied/,
        );
    },
  );

  it('lets the contact_function role run the function but not read, write or list messages', async () => {
    const [session] = await asRole('contact_function', [
      'set local role {role}',
      'select current_user as who',
    ]);
    expect(session).toEqual({ who: 'contact_function' });
    for (const statement of [
      'select * from public.contact_messages',
      'select id from public.contact_messages limit 1',
      `insert into public.contact_messages (name, email, message, content_hash, client_hash) values ('x', 'x@example.com', 'x', 'x', 'x')`,
      'delete from public.contact_messages',
      'select * from public.contact_events',
      'select * from contact_private.settings',
      'select public.contact_requeue_failed()',
    ])
      await expect(
        asRole('contact_function', ['set local role {role}', statement]),
      ).rejects.toThrow(/permission denied/);
    const [role] = await pg.sql`select rolcanlogin, rolsuper, rolcreaterole, rolbypassrls
      from pg_roles where rolname = 'contact_function'`;
    expect(role).toMatchObject({ rolsuper: false, rolcreaterole: false, rolbypassrls: false });
  });

  it('shows the anon role no row even if a grant is added later by mistake (RLS, no policy)', async () => {
    const [table] =
      await pg.sql`select relrowsecurity from pg_class where oid = 'public.contact_messages'::regclass`;
    expect(table!.relrowsecurity).toBe(true);
    expect(
      await pg.sql`select * from pg_policies where tablename = 'contact_messages'`,
    ).toHaveLength(0);
    expect(
      Number((await pg.sql`select count(*) from public.contact_messages`)[0]!.count),
    ).toBeGreaterThan(0);
    const seen = await asRole('anon', [
      'grant select, insert on public.contact_messages to {role}',
      'set local role {role}',
      'select * from public.contact_messages',
    ]);
    expect(seen).toHaveLength(0);
    await expect(
      asRole('anon', [
        'grant select, insert on public.contact_messages to {role}',
        'set local role {role}',
        `insert into public.contact_messages (name, email, message, content_hash, client_hash) values ('x', 'x@example.com', 'x', 'x', 'x')`,
      ]),
    ).rejects.toThrow(/row-level security/);
  });

  it("trims pg_cron's run log to 7 days where pg_cron keeps one", async () => {
    // pg_cron's table, as the extension creates it, reduced to the column the purge reads.
    await pg.sql.unsafe(`create schema cron; create table cron.job_run_details (
      runid bigserial primary key, end_time timestamptz)`);
    try {
      await pg.sql`insert into cron.job_run_details (end_time)
        values (now() - interval '8 days'), (now() - interval '6 days')`;
      // The role may run the purge (it runs as its owner); the retry entry does, on schedule.
      await asRole('contact_function', [
        'set local role {role}',
        'select public.contact_purge(730)',
      ]);
      await runRetry(target);
      const kept = await pg.sql`select end_time from cron.job_run_details`;
      expect(kept).toHaveLength(1);
      expect(Date.now() - kept[0]!.end_time.getTime()).toBeLessThan(7 * 86_400_000);
    } finally {
      await pg.sql.unsafe('drop schema cron cascade');
    }
  });

  it('applies the retry schedule migration cleanly where pg_cron is missing', async () => {
    const applied =
      await pg.sql`select name from supabase_migrations.schema_migrations order by version`;
    expect(applied.map((row) => row.name)).toEqual([
      '20261123100000_contact_messages.sql',
      '20261123100100_contact_retry_schedule.sql',
      '20261123100200_contact_hardening.sql',
    ]);
  });
});
