import postgres from 'postgres';
import type { Database } from './database.ts';

/**
 * A postgres.js pool as the function's Database. `prepare: false` because Supabase's pooler
 * (Supavisor, transaction mode) cannot keep prepared statements. A statement whose caller gave
 * up (the 503 after 4.5 s) is cancelled on the server, so nothing commits behind that answer.
 * A small pool per isolate: the pooler multiplexes, and many isolates may run at once.
 */
export function postgresDatabase(url: string) {
  const sql = postgres(url, {
    prepare: false,
    max: 5,
    connect_timeout: 4,
    idle_timeout: 30,
    connection: { application_name: 'send-contact-email' },
    onnotice: () => {},
  });
  const database: Database = {
    query<Row>(text: string, params: unknown[] = [], signal?: AbortSignal) {
      const query = sql.unsafe(text, params as never[]);
      signal?.addEventListener('abort', () => void query.cancel(), { once: true });
      return query as unknown as Promise<Row[]>;
    },
  };
  return { database, close: () => sql.end({ timeout: 1 }) };
}
