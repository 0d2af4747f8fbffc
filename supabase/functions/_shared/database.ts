/**
 * The one thing the contact function needs from a database: run a statement with parameters and
 * get its rows. postgres.js (Supabase, `SUPABASE_DB_URL`) and PGlite (`npm start`) both fit it.
 */
export type Database = {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
};
