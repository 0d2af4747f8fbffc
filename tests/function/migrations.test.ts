/**
 * server/migrations.ts, as npm start and the test clusters use it, over a ledger of its own: what
 * it applies, and a database that an older checkout left half-way (docs/contact-function.md).
 */
import { readdirSync } from 'node:fs';
import { applyMigrations, listMigrations } from '@/server/migrations';

const files = readdirSync('supabase/migrations').filter((name) => name.endsWith('.sql'));
const versionOf = (name: string) => name.split('_')[0]!;
/** The versions of the fifteen files the schema file replaced, as a ledger recorded them. */
const fifteen = [
  '20261123100000',
  '20261123100100',
  '20261123100200',
  '20261125100000',
  '20261125180000',
  '20261125180100',
  '20261125190000',
  '20261125200000',
  '20261127100000',
  '20261127110000',
  '20261127120000',
  '20261127125000',
  '20261127130000',
  '20261127140000',
  '20261127150000',
];

/** A database whose ledger holds `versions`; the scripts it is given, in order. */
function database(versions: string[]) {
  const scripts: string[] = [];
  return {
    scripts,
    target: {
      exec: async (sql: string) => void scripts.push(sql),
      query: async () => versions.map((version) => ({ version })),
    },
  };
}

describe('applying the migrations', () => {
  it('applies each one not yet recorded, and records it in the same script', async () => {
    const { scripts, target } = database([]);
    await applyMigrations(target);
    // The ledger's schema, then one script per file.
    expect(scripts).toHaveLength(1 + files.length);
    expect(scripts.at(-1)).toContain(
      `insert into supabase_migrations.schema_migrations (version, name) values ('${versionOf(files.at(-1)!)}', '${files.at(-1)}')`,
    );
  });

  it('goes on over a database that applied the fifteen migrations of before 2026-11-28', async () => {
    const { scripts, target } = database(fifteen);
    await applyMigrations(target);
    // The schema file has the last one's version: it, and only it, counts as applied.
    expect(scripts).toHaveLength(files.length);
    expect(scripts.join('\n')).not.toContain(`'${files[0]}'`);
  });

  it('applies a later file over such a database', async () => {
    const later = { version: '20991201000000', name: '20991201000000_later.sql', sql: 'select 1' };
    const { scripts, target } = database(fifteen);
    await applyMigrations(target, [...listMigrations(), later]);
    // The ledger's schema, every file after the schema file, then the later one.
    expect(scripts).toHaveLength(files.length + 1);
    expect(scripts.at(-1)).toMatch(/^select 1\n/);
  });

  it('refuses a database an older checkout left half-way, naming what it found', async () => {
    const { scripts, target } = database(['20261123100000', '20261125100000']);
    await expect(applyMigrations(target)).rejects.toThrow(
      `This database recorded migrations this checkout does not have (20261123100000, 20261125100000), and lacks ${files[0]}`,
    );
    expect(scripts).toHaveLength(1);
  });
});
