/**
 * Applies supabase/migrations/*.sql in order, once each, recording them where the Supabase CLI
 * does (supabase_migrations.schema_migrations), so `npm start`'s PGlite and the test databases
 * get exactly the schema `supabase db push` gives the real one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsDir = fileURLToPath(new URL('../supabase/migrations/', import.meta.url));

export function listMigrations() {
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
export async function applyMigrations(
  { exec, query }: MigrationTarget,
  migrations = listMigrations(),
) {
  await exec(
    `create schema if not exists supabase_migrations;
     create table if not exists supabase_migrations.schema_migrations (version text primary key, name text);`,
  );
  const rows = await query('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((row) => String(row.version)));
  const pending = migrations.filter((migration) => !applied.has(migration.version));
  const known = new Set(migrations.map((migration) => migration.version));
  const unknown = [...applied].filter((version) => !known.has(version)).sort();
  // The fifteen migrations of before 2026-11-28 are one file now (the first), under the last one's
  // version: a database that applied them all has it and goes on to any later file; one that
  // applied only some lacks it and cannot take it over what it has.
  if (unknown.length && !applied.has(migrations[0]!.version))
    throw new Error(
      `This database recorded migrations this checkout does not have (${unknown.join(', ')}), and ` +
        `lacks ${migrations[0]!.name}: it was made by an older checkout. For npm start's own ` +
        'database, move .data/ aside and start again; for another, see docs/contact-function.md.',
    );
  for (const migration of pending) {
    await exec(
      `${migration.sql}\n;insert into supabase_migrations.schema_migrations (version, name) values (${quote(migration.version)}, ${quote(migration.name)});`,
    ).catch((error) => {
      throw new Error(`supabase/migrations/${migration.name}: ${String(error)}`);
    });
  }
}
