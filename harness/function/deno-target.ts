/**
 * The function as Supabase runs it, ready for the behaviour and fault cases: a throwaway
 * PostgreSQL, the Resend stand-in, and the function in Deno between them.
 */
import { functionEnv, type Target } from './contact-client';
import { startDenoFunction } from './deno-function';
import { startPostgres } from './postgres-cluster';
import { startResendStandIn } from './resend-stand-in';
import { startStorageTarget } from './storage-target';

type DenoTargetOptions = {
  /** The function's port; a free one when unset. */
  port?: number;
  /** A file the stand-in appends each delivered e-mail to, one JSON line each. */
  journal?: string;
  /** Settings over the tests' own (`functionEnv`). */
  env?: Record<string, string>;
  /** Photos go to the Storage stand-in, which reads the bucket's limits from the database. */
  storage?: boolean;
  /** With Supabase's `EdgeRuntime.waitUntil` (deno-function.ts). */
  edgeRuntime?: boolean;
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

export async function startDenoTarget({
  port,
  journal,
  env,
  storage,
  edgeRuntime,
}: DenoTargetOptions = {}) {
  // What has started, stopped again if a later part fails (a function that refuses to start, say):
  // a server left running would keep the test runner from exiting.
  const started: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const part of started.splice(0).reverse()) await part();
  };
  try {
    const pg = await startPostgres();
    started.push(() => pg.destroy());
    const query: Target['query'] = (text, params = []) =>
      pg.sql.unsafe(text, params as never[]) as never;
    const resend = await startResendStandIn(journal);
    started.push(() => resend.stop());
    const photos = storage ? await startStorageTarget({ query: query as never }) : undefined;
    if (photos) started.push(() => photos.stop());
    const fn = await startDenoFunction(
      {
        ...functionEnv(resend.url, resend.apiKey),
        CONTACT_DB_URL: await contactFunctionUrl(pg),
        ...(photos && { SUPABASE_URL: photos.url, SUPABASE_SERVICE_ROLE_KEY: photos.serviceKey }),
        ...env,
      },
      port,
      { edgeRuntime },
    );
    started.push(() => fn.stop());
    const target: Target = { url: fn.url, resend, query, requestLogs: fn.requestLogs };
    return { target, pg, fn, storage: photos, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type DenoTarget = Awaited<ReturnType<typeof startDenoTarget>>;
