/**
 * The function as Supabase runs it, ready for the behaviour and fault cases: a throwaway
 * PostgreSQL, the Resend stand-in, and the function in Deno between them.
 */
import { functionEnv, type Target } from './contact-client';
import { startDenoFunction } from './deno-function';
import { startPostgres } from './postgres-cluster';
import { startResendStandIn } from './resend-stand-in';

type DenoTargetOptions = {
  /** The function's port; a free one when unset. */
  port?: number;
  /** A file the stand-in appends each delivered e-mail to, one JSON line each. */
  journal?: string;
  /** Settings over the tests' own (`functionEnv`). */
  env?: Record<string, string>;
};

/**
 * The contact_function role the migration creates (NOLOGIN), given a login as the deploy guide
 * does, and its URL: the function runs with only that role's rights, as in production.
 */
export const contactFunctionPassword = 'contact-function-test-password';

export async function contactFunctionUrl(pg: Awaited<ReturnType<typeof startPostgres>>) {
  const password = contactFunctionPassword;
  await pg.sql.unsafe(`alter role contact_function login password '${password}'`);
  const url = new URL(pg.url);
  url.username = 'contact_function';
  url.password = password;
  return url.toString();
}

export async function startDenoTarget({ port, journal, env }: DenoTargetOptions = {}) {
  const pg = await startPostgres();
  const resend = await startResendStandIn(journal);
  const fn = await startDenoFunction(
    {
      ...functionEnv(resend.url, resend.apiKey),
      CONTACT_DB_URL: await contactFunctionUrl(pg),
      ...env,
    },
    port,
  );
  const target: Target = {
    url: fn.url,
    resend,
    query: (text, params = []) => pg.sql.unsafe(text, params as never[]) as never,
    requestLogs: fn.requestLogs,
  };
  return {
    target,
    pg,
    fn,
    async stop() {
      await fn.stop();
      await resend.stop();
      await pg.destroy();
    },
  };
}

export type DenoTarget = Awaited<ReturnType<typeof startDenoTarget>>;
