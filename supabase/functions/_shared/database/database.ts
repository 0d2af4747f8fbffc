/**
 * The one thing the contact function needs from a database: run a statement with parameters and
 * get its rows. postgres.js (Supabase, `SUPABASE_DB_URL`) and PGlite (`npm start`) both fit it.
 */
export type Database = {
  /** `signal` cancels the statement on the server when the caller stops waiting for it. */
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    signal?: AbortSignal,
  ): Promise<Row[]>;
};
