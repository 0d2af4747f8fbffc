import postgres from 'postgres';
import type { Database } from './database.ts';

/**
 * A postgres.js pool as the function's Database. `prepare: false` because Supabase's pooler
 * (Supavisor, transaction mode) cannot keep prepared statements; the server-side statement
 * timeout makes a slow database give up before the function answers 503, so nothing is left
 * half-written behind that answer.
 */
export function postgresDatabase(url: string, statementTimeoutMs = 4_000) {
  const sql = postgres(url, {
    prepare: false,
    max: 10,
    connect_timeout: 4,
    idle_timeout: 30,
    connection: { statement_timeout: statementTimeoutMs, application_name: 'send-contact-email' },
    onnotice: () => {},
  });
  const database: Database = {
    query: <Row>(text: string, params: unknown[] = []) =>
      sql.unsafe(text, params as never[]) as unknown as Promise<Row[]>,
  };
  return { database, close: () => sql.end({ timeout: 1 }) };
}
