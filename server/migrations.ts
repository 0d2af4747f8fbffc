/**
 * Applies supabase/migrations/*.sql in order, once each, recording them where the Supabase CLI
 * does (supabase_migrations.schema_migrations), so `npm start`'s PGlite and the test databases
 * get exactly the schema `supabase db push` gives the real one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsDir = fileURLToPath(new URL('../supabase/migrations/', import.meta.url));

function listMigrations() {
  return readdirSync(migrationsDir)
    .filter((name) => /^\d+_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({
      version: name.split('_')[0]!,
      name,
      sql: readFileSync(path.join(migrationsDir, name), 'utf8'),
    }));
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

export type MigrationTarget = {
  /** Runs a script of several statements (no parameters) in one transaction. */
  exec(sql: string): Promise<unknown>;
  query(sql: string): Promise<Record<string, unknown>[]>;
};

/** Applies the migrations not yet recorded; each commits with its record, or not at all. */
export async function applyMigrations({ exec, query }: MigrationTarget) {
  await exec(
    `create schema if not exists supabase_migrations;
     create table if not exists supabase_migrations.schema_migrations (version text primary key, name text);`,
  );
  const rows = await query('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((row) => String(row.version)));
  for (const migration of listMigrations()) {
    if (applied.has(migration.version)) continue;
    await exec(
      `${migration.sql}\n;insert into supabase_migrations.schema_migrations (version, name) values (${quote(migration.version)}, ${quote(migration.name)});`,
    ).catch((error) => {
      throw new Error(`supabase/migrations/${migration.name}: ${String(error)}`);
    });
  }
}
