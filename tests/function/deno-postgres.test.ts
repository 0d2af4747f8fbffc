/**
 * The send-contact-email function as Supabase runs it: real Deno, real PostgreSQL with
 * Supabase's roles and the migrations, connected as the contact_function role, e-mail through a
 * Resend stand-in.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { freshMessage, postJson, rowsFor, runRetry } from '../../harness/function/contact-client';
import { describeContactFunction } from './contact-behaviour';
import { contactFunctionPassword } from '../../harness/function/deno-target';
import { binDir } from '../../harness/function/postgres-cluster';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';

const { target, pg } = setUpDenoTarget();

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
        'select * from public.contact_push_subscriptions',
        'select * from public.contact_push_subscriptions()',
        "select public.contact_push_subscribe('https://fcm.googleapis.com/x', 'k', 'a')",
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
      'select * from public.contact_push_subscriptions',
      'delete from public.contact_push_subscriptions',
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

  it("trims only this job's pg_cron run log, to 7 days, where pg_cron keeps one", async () => {
    // pg_cron's tables, as the extension creates them, reduced to the columns the purge reads.
    await pg.sql.unsafe(`create schema cron;
      create table cron.job (jobid bigserial primary key, jobname text);
      create table cron.job_run_details (
        runid bigserial primary key, jobid bigint, end_time timestamptz)`);
    try {
      const [ours, theirs] = await pg.sql`insert into cron.job (jobname)
        values ('contact-email-retry'), ('someone-elses-job') returning jobid`;
      for (const job of [ours!.jobid, theirs!.jobid])
        await pg.sql`insert into cron.job_run_details (jobid, end_time)
          values (${job}, now() - interval '8 days'), (${job}, now() - interval '6 days')`;
      // The role may run the purge (it runs as its owner); the retry entry does, on schedule.
      await asRole('contact_function', [
        'set local role {role}',
        'select public.contact_purge(730)',
      ]);
      await runRetry(target);
      const kept = await pg.sql`select jobid, end_time from cron.job_run_details`;
      expect(kept.filter((run) => run.jobid === ours!.jobid)).toHaveLength(1);
      expect(
        kept.every(
          (run) =>
            run.jobid !== ours!.jobid || Date.now() - run.end_time.getTime() < 7 * 86_400_000,
        ),
      ).toBe(true);
      expect(kept.filter((run) => run.jobid === theirs!.jobid)).toHaveLength(2);
    } finally {
      await pg.sql.unsafe('drop schema cron cascade');
    }
  });

  it('never purges a message the owner was not told of, and keeps at least 30 days whatever it is given', async () => {
    const [undelivered, delivered, recent] = [freshMessage(), freshMessage(), freshMessage()];
    target.resend.setMode('error');
    try {
      expect((await postJson(target, undelivered)).status).toBe(200);
    } finally {
      target.resend.setMode('ok');
    }
    for (const message of [delivered, recent])
      expect((await postJson(target, message)).status).toBe(200);
    await pg.sql`update public.contact_messages set received_at = now() - case
        when message = ${recent.message} then interval '10 days' else interval '800 days' end,
        next_attempt_at = null
      where message in ${pg.sql([undelivered.message, delivered.message, recent.message])}`;
    // Given 0 days, as the function's role, then -1 as the owner: 30 days are kept whatever.
    await pg.sql.begin(async (tx) => {
      await tx.unsafe('set local role contact_function');
      await tx.unsafe('select public.contact_purge(0)');
    });
    await pg.sql`select public.contact_purge(-1)`;
    expect(await rowsFor(target, undelivered.message)).toHaveLength(1);
    expect(await rowsFor(target, delivered.message)).toEqual([]);
    expect(await rowsFor(target, recent.message)).toHaveLength(1);
  });

  it('still stores a message through the intake call exactly as the previous release makes it', async () => {
    // supabase/functions/_shared/contact-store.ts of the release before (now database/intake-store.ts), word for word.
    const previousRelease =
      'select outcome, message_id, retry_after, received_at, events from public.contact_intake($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)';
    const message = freshMessage();
    // As the role the function connects as; committed, as the function's call is.
    const [stored] = await pg.sql.begin(async (tx) => {
      await tx.unsafe('set local role contact_function');
      return tx.unsafe(previousRelease, [
        message.name,
        message.email,
        message.phone,
        message.service,
        message.message,
        null,
        `previous-${message.message}`,
        'client-previous',
        null,
        null,
        5,
        600,
        15,
        100000,
        3600,
        false,
      ] as never[]);
    });
    expect(stored).toMatchObject({ outcome: 'stored' });
    expect(await rowsFor(target, message.message)).toHaveLength(1);
  });

  it("runs the deploy guide's supabase/setup.sql twice: the role logs in, Vault holds one of each secret, the latest", async () => {
    // Supabase Vault's documented calls (create_secret, update_secret, decrypted_secrets),
    // reduced to what setup.sql and the retry job use; no encryption here.
    await pg.sql.unsafe(`create schema vault;
      create table vault.secrets (id uuid primary key default gen_random_uuid(), name text unique, secret text);
      create view vault.decrypted_secrets as select id, name, secret as decrypted_secret from vault.secrets;
      create function vault.create_secret(new_secret text, new_name text default null,
        new_description text default '', new_key_id uuid default null) returns uuid language sql
        as $$ insert into vault.secrets (name, secret) values (new_name, new_secret) returning id $$;
      create function vault.update_secret(secret_id uuid, new_secret text default null,
        new_name text default null, new_description text default null, new_key_id uuid default null)
        returns void language sql
        as $$ update vault.secrets set secret = coalesce(new_secret, secret) where id = secret_id $$;`);
    try {
      const setup = (secret: string) =>
        execFileSync(
          path.join(binDir(), 'psql'),
          [
            pg.url,
            '-v',
            'ref=abcdefghijklmnop',
            '-v',
            `retry_secret=${secret}`,
            '-v',
            `role_password=${contactFunctionPassword}`,
            '-f',
            'supabase/setup.sql',
          ],
          { encoding: 'utf8', stdio: 'pipe' },
        );
      expect(setup('first-secret')).not.toContain('first-secret');
      expect(setup('second-secret')).not.toContain('second-secret');
      const secrets =
        await pg.sql`select name, decrypted_secret from vault.decrypted_secrets order by name`;
      expect(secrets).toEqual([
        { name: 'contact_retry_secret', decrypted_secret: 'second-secret' },
        {
          name: 'contact_retry_url',
          decrypted_secret:
            'https://abcdefghijklmnop.supabase.co/functions/v1/send-contact-email/retry',
        },
      ]);
      const [role] =
        await pg.sql`select rolcanlogin from pg_roles where rolname = 'contact_function'`;
      expect(role).toEqual({ rolcanlogin: true });
      expect((await postJson(target, freshMessage())).status).toBe(200);
    } finally {
      await pg.sql.unsafe('drop schema vault cascade');
    }
  });

  it('schedules a retry job that posts nothing and warns, naming what is missing, until both Vault secrets exist', async () => {
    // pg_cron's schedule, pg_net's http_post and Vault's view, reduced to what the job uses: the
    // job's command is kept, and each post recorded instead of sent.
    await pg.sql.unsafe(`create schema cron; create schema net; create schema vault;
      create table cron.job (jobname text primary key, schedule text, command text);
      create function cron.schedule(job_name text, schedule text, command text) returns bigint
        language sql as $$ insert into cron.job values (job_name, schedule, command)
          on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
          returning 1::bigint $$;
      create table net.posts (url text, headers jsonb);
      create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
        headers jsonb default '{}', timeout_milliseconds integer default 5000) returns bigint
        language plpgsql as $$ begin
          if url is null then raise exception 'pg_net: url is null'; end if;
          insert into net.posts values (url, headers); return 1; end $$;
      create table vault.secrets (name text primary key, secret text);
      create view vault.decrypted_secrets as select name, secret as decrypted_secret from vault.secrets;`);
    const notices: string[] = [];
    const cronSession = postgres(pg.url, {
      max: 1,
      onnotice: (notice) => void notices.push(`${notice.severity}: ${notice.message}`),
    });
    try {
      const migration = readFileSync(
        'supabase/migrations/20261127150000_contact_schema.sql',
        'utf8',
      );
      const schedule = /^do \$\$\n(?:(?!^\$\$;).)*?'contact-email-retry'[\s\S]*?^\$\$;/ms.exec(
        migration,
      );
      expect(schedule).not.toBeNull();
      await pg.sql.unsafe(schedule![0]);
      const [job] =
        await pg.sql`select schedule, command from cron.job where jobname = 'contact-email-retry'`;
      expect(job!.schedule).toBe('* * * * *');
      const run = () => cronSession.unsafe(job!.command as string);
      await run();
      expect(notices.at(-1)).toMatch(
        /^WARNING: .*contact_retry_url and contact_retry_secret is missing/,
      );
      await pg.sql`insert into vault.secrets values ('contact_retry_url', 'https://ref.supabase.co/functions/v1/send-contact-email/retry')`;
      await run();
      expect(notices.at(-1)).toMatch(/^WARNING: .*Vault secret contact_retry_secret is missing/);
      expect(await pg.sql`select * from net.posts`).toHaveLength(0);
      await pg.sql`insert into vault.secrets values ('contact_retry_secret', 'the-secret')`;
      const warned = notices.length;
      await run();
      expect(notices).toHaveLength(warned);
      const posts = await pg.sql`select url, headers from net.posts`;
      expect(posts).toEqual([
        {
          url: 'https://ref.supabase.co/functions/v1/send-contact-email/retry',
          headers: { 'Content-Type': 'application/json', 'x-retry-secret': 'the-secret' },
        },
      ]);
    } finally {
      await cronSession.end();
      await pg.sql.unsafe(
        'drop schema cron cascade; drop schema net cascade; drop schema vault cascade',
      );
    }
  });

  it('applies every migration, the retry schedule cleanly where pg_cron is missing', async () => {
    const applied =
      await pg.sql`select name from supabase_migrations.schema_migrations order by version`;
    const files = readdirSync('supabase/migrations').filter((name) => name.endsWith('.sql'));
    expect(applied.map((row) => row.name)).toEqual(files.sort());
  });
});
