import postgres from 'postgres';
import type { Database } from './database.ts';

const loopback = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/i;

/**
 * The TLS a URL gets: postgres.js uses none unless told (its `ssl` option, or `sslmode` in the
 * URL), so a host that is not loopback gets at least `require`; `verify-ca` and `verify-full`
 * verify the certificate and the host name (postgres.js knows only `verify-full`); `allow` and `prefer`, which fall back to clear text, become `require`; `disable` to
 * such a host is refused. A loopback URL is left as it is (`npm start`, the tests).
 */
export function tlsFor(url: string): 'require' | 'verify-full' | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // The runtime's own message quotes the whole URL, password included: never pass it on.
    throw new Error(
      'not a valid URL (percent-encode any # / ? @ : in the password, or make a URL-safe one)',
    );
  }
  const mode = parsed.searchParams.get('sslmode')?.toLowerCase();
  if (!parsed.hostname || loopback.test(parsed.hostname)) return undefined;
  if (mode === 'disable' || mode === 'false')
    throw new Error(
      `sslmode=${mode} to ${parsed.hostname}, which is not loopback: names, e-mails and messages would cross the network in clear text. Use sslmode=require`,
    );
  return mode === 'verify-ca' || mode === 'verify-full' ? 'verify-full' : 'require';
}

/**
 * Said once in the function's log (per isolate) when TLS takes any certificate: one JSON line, as
 * the handler's own log writes them (contact-wiring.ts).
 */
export const uncheckedCertificate = {
  event: 'contact_db_certificate_unchecked',
  level: 'warn',
  reason:
    "CONTACT_DB_CA is not set: the database connection is encrypted, but the database's certificate is not checked, so a machine between the function and the database could pose as it (docs/security.md)",
};
let uncheckedSaid = false;

/** TLS that encrypts but takes any certificate: `require`, or a loopback URL's own require/prefer/allow. */
function takesAnyCertificate(url: string, ssl: ReturnType<typeof tlsFor>) {
  if (ssl === 'require') return true;
  if (ssl) return false;
  const mode = new URL(url).searchParams.get('sslmode')?.toLowerCase();
  return mode === 'require' || mode === 'prefer' || mode === 'allow';
}

/**
 * A postgres.js pool as the function's Database. `prepare: false` because Supabase's pooler
 * (Supavisor, transaction mode) cannot keep prepared statements. A statement whose caller gave
 * up (the 503 after 4.5 s) is cancelled on the server, so nothing commits behind that answer.
 * A small pool per isolate: the pooler multiplexes, and many isolates may run at once.
 */
export function postgresDatabase(url: string, ca?: string) {
  // postgres.js's `require` is tls.connect with rejectUnauthorized: false: encrypted, but any
  // certificate is taken. With CONTACT_DB_CA the certificate must chain to it and name the host.
  // postgres.js gives tls.connect the URL's host name as the name to check; for an IP address it
  // gives none, and the check then fails (safe side): a URL with CONTACT_DB_CA names its host.
  const ssl = ca ? { ca, rejectUnauthorized: true } : tlsFor(url);
  if (!ca && !uncheckedSaid && takesAnyCertificate(url, tlsFor(url))) {
    uncheckedSaid = true;
    console.log(JSON.stringify(uncheckedCertificate));
  }
  const sql = postgres(url, {
    ...(ssl ? { ssl } : {}),
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

/**
 * Whether the role the function logged in as may bypass the database's guards: a superuser or
 * a BYPASSRLS role. null when the database did not answer (the check runs again at the next start).
 */
export async function ownerRoleOf(database: Database) {
  const [role] = await database.query<{ name: string; owner: boolean }>(
    'select rolname as name, rolsuper or rolbypassrls as owner from pg_roles where rolname = current_user',
  );
  return role?.owner ? role.name : null;
}
