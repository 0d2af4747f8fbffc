/**
 * The send-contact-email Supabase Edge Function: `supabase functions deploy send-contact-email`.
 * Locally: `deno run --allow-net --allow-env supabase/functions/send-contact-email/index.ts`
 * (PORT to choose the port). Settings are described in docs/configuration.md.
 */
import { databaseUrlFrom, onSupabase, readConfig } from '../_shared/config.ts';
import { createContactHandler } from '../_shared/contact-handler.ts';
import { withTimeout } from '../_shared/timeout.ts';
import { ownerRoleOf, postgresDatabase } from '../_shared/database/postgres-database.ts';
import { resendMailer, unconfiguredMailer } from '../_shared/delivery/resend.ts';
import { storageClient, storageSettingsFrom } from '../_shared/photos/storage.ts';

const env = (name: string) => Deno.env.get(name);

/** A function that would answer every origin, or connect carelessly, does not start at all. */
function orRefuse<T>(what: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error(`send-contact-email refuses to start: ${what}${(error as Error).message}`);
    throw error;
  }
}

const config = orRefuse('', () => readConfig(env));
const db = orRefuse('', () => databaseUrlFrom(env));
if (db.warning) console.warn(db.warning);
const apiKey = env('RESEND_API_KEY');
const photoStorage = storageSettingsFrom(env);
if (!photoStorage) console.error('SUPABASE_URL or a service key is not set: no photos');
if (!apiKey) console.error('RESEND_API_KEY is not set: messages are stored but not e-mailed');
// Not a refusal: the first e-mail of every message still goes, and a function that does not
// start loses every lead. The health answer turns 503 once a message waits for the retry.
if (!config.retrySecret && onSupabase(env))
  console.error(
    'CONTACT_RETRY_SECRET is not set: the retry entry is off, so no failed e-mail is retried, no digest sent and nothing purged (docs/contact-function.md)',
  );

/** Supabase's runtime global; absent under plain `deno run`. */
declare const EdgeRuntime: { waitUntil(work: Promise<unknown>): void } | undefined;
const edgeRuntime = typeof EdgeRuntime === 'undefined' ? undefined : EdgeRuntime;

const dbVariable = env('CONTACT_DB_URL') ? 'CONTACT_DB_URL: ' : 'SUPABASE_DB_URL: ';
const { database } = orRefuse(dbVariable, () =>
  postgresDatabase(db.url, env('CONTACT_DB_CA')?.trim() || undefined),
);

// On the platform the role is checked, not assumed: an owner connection is refused unless
// CONTACT_ALLOW_OWNER_CONNECTION=true says it is meant. A database that does not answer now
// is not a reason to refuse: the fallback e-mails messages until it is back.
if (onSupabase(env) && env('CONTACT_ALLOW_OWNER_CONNECTION')?.trim() !== 'true') {
  const owner = await withTimeout(4_500, () => ownerRoleOf(database)).catch((error) => {
    console.warn(`could not check the database role at start: ${String(error).slice(0, 200)}`);
    return null;
  });
  if (owner)
    orRefuse(dbVariable, () => {
      throw new Error(
        `the role ${owner} is a superuser or bypasses row level security. Use the contact_function role (docs/contact-function.md), or set CONTACT_ALLOW_OWNER_CONNECTION=true if this is meant`,
      );
    });
}

const { handle } = createContactHandler({
  db: database,
  mailer: apiKey ? resendMailer(apiKey, env('RESEND_API_URL')) : unconfiguredMailer,
  config,
  waitUntil: edgeRuntime ? (work) => edgeRuntime.waitUntil(work) : undefined,
  // SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (or SUPABASE_SECRET_KEYS): Supabase sets them.
  storage: photoStorage && storageClient(photoStorage),
});

const serve = (request: Request, info: Deno.ServeHandlerInfo<Deno.NetAddr>) =>
  handle(request, { remoteAddress: info?.remoteAddr?.hostname });

// Supabase's runtime chooses the port itself; PORT is for running the function with `deno run`.
const port = env('PORT');
if (port) Deno.serve({ port: Number(port), hostname: env('HOSTNAME') || '127.0.0.1' }, serve);
else Deno.serve(serve);
