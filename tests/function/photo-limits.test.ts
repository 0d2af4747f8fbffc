/**
 * The project-wide limits on photos and the database's row-level security, through the function
 * in real Deno over PostgreSQL (as the contact_function role), with the Storage stand-in.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { allowedOrigin, freshMessage } from '../../harness/function/contact-client';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import { poll } from '../../harness/poll';

const { target, fn } = setUpDenoTarget({
  storage: true,
  env: { CONTACT_PHOTOS_PER_DAY: '20' },
});

const headers = (address: string) => ({
  'Content-Type': 'application/json',
  Origin: allowedOrigin,
  'X-Forwarded-For': address,
});

describe('photos per day, project-wide', () => {
  it('hands twelve networks asking five slots each at most 20 in all; messages still go', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, network) => {
        const response = await fetch(`${fn.url}/photo-slots`, {
          method: 'POST',
          headers: headers(`10.${90 + network}.0.1`),
          body: JSON.stringify({ count: 5, idempotencyKey: crypto.randomUUID() }),
        });
        return {
          status: response.status,
          retryAfter: Number(response.headers.get('retry-after')),
          body: (await response.json()) as { slots?: unknown[]; error?: string },
        };
      }),
    );
    const handed = answers.reduce((sum, answer) => sum + (answer.body.slots?.length ?? 0), 0);
    expect(handed).toBe(20);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(8);
    for (const answer of refused) {
      // photos_unavailable: the form sends the message, its photos counted as failed.
      expect(answer.status).toBe(503);
      expect(answer.body.error).toMatch(/your message can still be sent/);
      expect(answer.retryAfter).toBeGreaterThan(0);
      expect(answer.retryAfter).toBeLessThanOrEqual(86_400);
    }

    const message = freshMessage();
    const response = await fetch(fn.url, {
      method: 'POST',
      headers: headers('10.120.0.1'),
      body: JSON.stringify({ ...message, idempotencyKey: crypto.randomUUID(), photosFailed: 2 }),
    });
    expect(response.status).toBe(200);
    const [email] = await poll(
      async () => target.resend.delivered.filter((sent) => sent.text.includes(message.message)),
      (found) => found.length > 0,
    );
    expect(email!.text).toContain('No photos attached; 2 photos did not arrive');
  });
});

/** The schemas the migrations make (`create schema ...`), and public, where they make tables. */
async function migrationSchemas() {
  const dir = path.join(__dirname, '../../supabase/migrations');
  const schemas = new Set(['public']);
  for (const file of await readdir(dir))
    for (const match of (await readFile(path.join(dir, file), 'utf8')).matchAll(
      /create schema (?:if not exists )?(\w+)/gi,
    ))
      schemas.add(match[1]!);
  return [...schemas];
}

describe('row-level security', () => {
  it('is on for every table in every schema the migrations create', async () => {
    const schemas = await migrationSchemas();
    expect(schemas).toEqual(expect.arrayContaining(['public', 'contact_private', 'storage']));
    const tables = await target.query<{ name: string; rls: boolean }>(
      `select n.nspname || '.' || c.relname as name, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname = any($1)
       order by 1`,
      [schemas],
    );
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['contact_private.settings', 'public.contact_photos']),
    );
    expect(tables.filter((table) => !table.rls).map((table) => table.name)).toEqual([]);
  });
});
