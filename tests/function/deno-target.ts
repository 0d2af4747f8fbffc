/**
 * The function as Supabase runs it, ready for the behaviour and fault cases: a throwaway
 * PostgreSQL, the Resend stand-in, and the function in Deno between them.
 */
import { functionEnv, type Target } from './contact-behaviour';
import { startDenoFunction } from './deno-function';
import { startPostgres } from './postgres-cluster';
import { startResendStandIn } from './resend-stand-in';

export async function startDenoTarget() {
  const pg = await startPostgres();
  const resend = await startResendStandIn();
  const fn = await startDenoFunction({
    ...functionEnv(resend.url, resend.apiKey),
    SUPABASE_DB_URL: pg.url,
  });
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
