/**
 * Deleting one person's data on request: public.contact_forget over real PostgreSQL with the
 * project's migrations and Supabase's roles. Rows are written as the owner, as the function's
 * intake would leave them.
 */
import { startPostgres } from '../../harness/function/postgres-cluster';

let pg: Awaited<ReturnType<typeof startPostgres>>;

beforeAll(async () => {
  pg = await startPostgres();
});

afterAll(async () => {
  await pg?.destroy();
});

async function store(email: string, message: string, notified: boolean) {
  const [row] = await pg.sql<{ id: string }[]>`
    insert into public.contact_messages (name, email, message, content_hash, client_hash, notified_at)
    values ('A visitor', ${email}, ${message}, md5(${message}), 'hash', ${notified ? new Date() : null})
    returning id`;
  await pg.sql`
    insert into public.contact_events (kind, message_id, line)
    values ('message.received', ${row!.id}, 'New quote request')`;
  return row!.id;
}

/** The owner's call, as docs/contact-function.md gives it: the number of messages deleted. */
async function forget(email: string) {
  const [row] = await pg.sql<
    { deleted: number }[]
  >`select public.contact_forget(${email}) as deleted`;
  return row!.deleted;
}

const remaining = async () =>
  (await pg.sql<{ email: string }[]>`select email from public.contact_messages order by email`).map(
    (row) => row.email,
  );

describe('contact_forget (deleting one person’s data)', () => {
  beforeEach(async () => {
    await pg.sql`delete from public.contact_messages`;
    await pg.sql`delete from public.contact_events`;
  });

  it('deletes every message from that address, sent or not yet sent, and their events', async () => {
    await store('maria.lopez@example.com', 'Kitchen in Largo', true);
    await store(' Maria.Lopez@Example.COM', 'Also the hall bath', false);
    await store('sam@example.com', 'Storefront in Dunedin', true);
    expect(await forget('MARIA.LOPEZ@example.com ')).toBe(2);
    expect(await remaining()).toEqual(['sam@example.com']);
    const events = await pg.sql`select m.email from public.contact_events e
      join public.contact_messages m on m.id = e.message_id`;
    expect(events.map((e) => e.email)).toEqual(['sam@example.com']);
    const orphans = await pg.sql`select from public.contact_events where message_id is null`;
    expect(orphans).toHaveLength(0);
  });

  it('answers 0 for an address it has never seen, deleting nothing', async () => {
    await store('sam@example.com', 'Storefront in Dunedin', true);
    expect(await forget('nobody@example.com')).toBe(0);
    expect(await remaining()).toEqual(['sam@example.com']);
  });

  it.each(['', '   ', '%', '@example.com', 'sam', null])(
    'refuses %p rather than match more than one person',
    async (value) => {
      await store('sam@example.com', 'Storefront in Dunedin', true);
      await expect(pg.sql`select public.contact_forget(${value})`).rejects.toThrow(
        /give the whole e-mail address/,
      );
      expect(await remaining()).toEqual(['sam@example.com']);
    },
  );

  it.each(['anon', 'authenticated', 'service_role', 'contact_function'])(
    'cannot be called by %s',
    async (role) => {
      await store('sam@example.com', 'Storefront in Dunedin', true);
      await expect(
        pg.sql.begin(async (tx) => {
          await tx.unsafe(`set local role ${role}`);
          await tx`select public.contact_forget('sam@example.com')`;
        }),
      ).rejects.toThrow(/permission denied/);
      expect(await remaining()).toEqual(['sam@example.com']);
    },
  );
});
