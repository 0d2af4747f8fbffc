/**
 * The contact backend for the browser suite: the real function in Deno on ports.realApi, over a
 * throwaway PostgreSQL, e-mailing the Resend stand-in. harness/fault-api.ts sits in front of it as
 * Supabase's gateway does. Tests read the rows through the URL in backendDbUrlPath and the
 * delivered e-mails from emailJournalPath.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backendDbUrlPath, emailJournalPath, ports } from '../ports';
import { startDenoTarget } from './deno-target';
import { pushSettings } from './push-stand-in';

const pageOrigins = [ports.workerd, ports.nginx, ports.site, ports.python].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);

mkdirSync(path.dirname(emailJournalPath), { recursive: true });
rmSync(emailJournalPath, { force: true });
const running = await startDenoTarget({
  port: ports.realApi,
  journal: path.resolve(emailJournalPath),
  env: {
    // Phone alerts on: a fresh VAPID pair, pushes allowed to the tests' stand-in push service on
    // 127.0.0.1 (tests/e2e/owner-alerts.spec.ts).
    ...pushSettings().env,
    ALLOWED_ORIGINS: pageOrigins.join(','),
    // Plain-HTML posts land on the workerd copy of the site (the no-JavaScript tests run there).
    SITE_URL: `http://127.0.0.1:${ports.workerd}`,
    // No retry entry: the browser suite never calls it.
    CONTACT_RETRY_SECRET: '',
    // Each e-mail's "Mark as called back" link, to the workerd copy's /owner/contacted/.
    CONTACT_LINK_SECRET: 'link-secret-used-only-in-the-browser-suite',
  },
});
const { pg, fn, target } = running;
writeFileSync(backendDbUrlPath, pg.url);
console.log(
  `contact function on ${fn.url} (PostgreSQL ${pg.url}, Resend stand-in ${target.resend.url})`,
);

// Once, however many signals come (the process group's and one passed on by tsx).
let stopped: Promise<void> | undefined;
const shutdown = () =>
  (stopped ??= running
    .stop()
    .catch(() => {})
    .then(() => process.exit(0)));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => void shutdown());
