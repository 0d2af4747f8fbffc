/**
 * The send-contact-email Supabase Edge Function: `supabase functions deploy send-contact-email`.
 * Locally: `deno run --allow-net --allow-env supabase/functions/send-contact-email/index.ts`
 * (PORT to choose the port). Settings are described in docs/contact-function.md.
 */
import { readConfig } from '../_shared/config.ts';
import { createContactHandler } from '../_shared/contact-handler.ts';
import { postgresDatabase } from '../_shared/postgres-database.ts';
import { resendMailer, unconfiguredMailer } from '../_shared/resend.ts';

const env = (name: string) => Deno.env.get(name);
let config: ReturnType<typeof readConfig>;
try {
  config = readConfig(env);
} catch (error) {
  // A function that would answer every origin, or redirect nowhere, does not start at all.
  console.error(`send-contact-email refuses to start: ${(error as Error).message}`);
  throw error;
}
// CONTACT_DB_URL: the pooler URL for the contact_function role (SUPABASE_* names are reserved
// for Supabase's own secrets). SUPABASE_DB_URL is the owner's direct connection: a fallback only.
let dbUrl = env('CONTACT_DB_URL');
if (!dbUrl) {
  dbUrl = env('SUPABASE_DB_URL');
  if (!dbUrl) throw new Error('CONTACT_DB_URL: not set (nor SUPABASE_DB_URL)');
  console.warn(
    'CONTACT_DB_URL is not set: using SUPABASE_DB_URL, the owner role on a direct connection. Set CONTACT_DB_URL to the transaction pooler URL of the contact_function role (docs/contact-function.md).',
  );
}
const apiKey = env('RESEND_API_KEY');
if (!apiKey) console.error('RESEND_API_KEY is not set: messages are stored but not e-mailed');

/** Supabase's runtime global; absent under plain `deno run`. */
declare const EdgeRuntime: { waitUntil(work: Promise<unknown>): void } | undefined;
const edgeRuntime = typeof EdgeRuntime === 'undefined' ? undefined : EdgeRuntime;

const { database } = postgresDatabase(dbUrl);
const { handle } = createContactHandler({
  db: database,
  mailer: apiKey ? resendMailer(apiKey, env('RESEND_API_URL')) : unconfiguredMailer,
  config,
  waitUntil: edgeRuntime ? (work) => edgeRuntime.waitUntil(work) : undefined,
});

const serve = (request: Request, info: Deno.ServeHandlerInfo<Deno.NetAddr>) =>
  handle(request, { remoteAddress: info?.remoteAddr?.hostname });

// Supabase's runtime chooses the port itself; PORT is for running the function with `deno run`.
const port = env('PORT');
if (port) Deno.serve({ port: Number(port), hostname: env('HOSTNAME') || '127.0.0.1' }, serve);
else Deno.serve(serve);
