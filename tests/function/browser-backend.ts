/**
 * The contact backend for the browser suite: the real function in Deno on ports.realApi, over a
 * throwaway PostgreSQL, e-mailing the Resend stand-in. tests/fault-api.ts sits in front of it as
 * Supabase's gateway does. Tests read the rows through the URL in backendDbUrlPath and the
 * delivered e-mails from emailJournalPath.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backendDbUrlPath, emailJournalPath, ports } from '../ports';
import { startDenoFunction } from './deno-function';
import { startPostgres } from './postgres-cluster';
import { startResendStandIn } from './resend-stand-in';

const pageOrigins = [ports.nginx, ports.site, ports.python].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);

mkdirSync(path.dirname(emailJournalPath), { recursive: true });
rmSync(emailJournalPath, { force: true });
const pg = await startPostgres();
const resend = await startResendStandIn(0, path.resolve(emailJournalPath));
const fn = await startDenoFunction(
  {
    SUPABASE_DB_URL: pg.url,
    RESEND_API_KEY: resend.apiKey,
    RESEND_API_URL: resend.url,
    ALLOWED_ORIGINS: pageOrigins.join(','),
    // Plain-HTML posts land on the nginx copy of the site (the no-JavaScript tests run there).
    SITE_URL: `http://127.0.0.1:${ports.nginx}`,
    CONTACT_TO: 'owner@example.com',
    CONTACT_FROM: 'Coquina Coast website <website@example.com>',
    CONTACT_RATE_LIMIT: '5/600',
  },
  ports.realApi,
);
writeFileSync(backendDbUrlPath, pg.url);
console.log(`contact function on ${fn.url} (PostgreSQL ${pg.url}, Resend stand-in ${resend.url})`);

async function shutdown() {
  await fn.stop().catch(() => {});
  await resend.stop().catch(() => {});
  await pg.destroy().catch(() => {});
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => void shutdown());
