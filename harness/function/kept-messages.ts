import type { Sql } from 'postgres';

/**
 * Fills contact_messages as it is after years of use: `count` delivered requests, a few an hour,
 * each from its own address, kept for the retention; then what autovacuum does on its own once a
 * table has grown by inserts (vacuum and analyze, PostgreSQL 13 on). For the function test and
 * bench that size the intake against it.
 */
export async function keepDelivered(sql: Sql, count: number) {
  await sql.unsafe(`
    insert into public.contact_messages
      (received_at, name, email, message, content_hash, client_hash, notified_at)
    select now() - make_interval(mins => g * 20), 'Kept visitor', 'kept@example.com',
           'A kept request ' || g, md5('content ' || g), md5('client ' || g),
           now() - make_interval(mins => g * 20)
    from generate_series(1, ${Number(count)}) g`);
  await sql.unsafe('vacuum analyze public.contact_messages');
}
