/**
 * The send-contact-email Supabase Edge Function: `supabase functions deploy send-contact-email`.
 * Locally: `deno run --allow-net --allow-env supabase/functions/send-contact-email/index.ts`
 * (PORT to choose the port). Settings are described in docs/deploying.md.
 */
import { readConfig } from '../_shared/config.ts';
import { createContactHandler } from '../_shared/contact-handler.ts';
import { postgresDatabase } from '../_shared/postgres-database.ts';
import { resendMailer, unconfiguredMailer } from '../_shared/resend.ts';

const env = (name: string) => Deno.env.get(name);
const config = readConfig(env);
const dbUrl = env('SUPABASE_DB_URL');
if (!dbUrl) throw new Error('SUPABASE_DB_URL: not set (Supabase sets it for every function)');
const apiKey = env('RESEND_API_KEY');
if (!apiKey) console.error('RESEND_API_KEY is not set: messages are stored but not e-mailed');

const { database } = postgresDatabase(dbUrl);
const { handle } = createContactHandler({
  db: database,
  mailer: apiKey ? resendMailer(apiKey, env('RESEND_API_URL')) : unconfiguredMailer,
  config,
});

const serve = (request: Request, info: Deno.ServeHandlerInfo<Deno.NetAddr>) =>
  handle(request, { remoteAddress: info?.remoteAddr?.hostname });

// Supabase's runtime chooses the port itself; PORT is for running the function with `deno run`.
const port = env('PORT');
if (port) Deno.serve({ port: Number(port), hostname: env('HOSTNAME') || '127.0.0.1' }, serve);
else Deno.serve(serve);
