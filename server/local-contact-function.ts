/**
 * The send-contact-email function under Node, for `npm start`: the same handler Supabase runs,
 * over PGlite (Postgres in WebAssembly, data in .data/) with the same migrations, or over a real
 * PostgreSQL when CONTACT_DB_URL (or SUPABASE_DB_URL) is set. Without RESEND_API_KEY each e-mail becomes an .eml
 * file in outbox/. Without VAPID keys of its own it makes a pair per start, and a stand-in phone
 * subscribed to the owner's alerts writes each push, decrypted, beside the e-mails.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { site } from '../lib/content';
import { readConfig, type EnvReader } from '../supabase/functions/_shared/config';
import { createContactHandler } from '../supabase/functions/_shared/contact-handler';
import type { Database } from '../supabase/functions/_shared/database/database';
import { postgresDatabase } from '../supabase/functions/_shared/database/postgres-database';
import { resendMailer } from '../supabase/functions/_shared/delivery/resend';
import { storageClient } from '../supabase/functions/_shared/photos/storage';
import { subscribeDevice } from '../supabase/functions/_shared/database/push-subscriptions';
import { applyMigrations } from './migrations';
import { outboxMailer } from './outbox-mailer';
import { createPushStandIn, pushPrefix } from './push-stand-in';
import { createStorageStandIn, storagePrefix } from './storage-stand-in';

const relative = (target?: string) =>
  target ? path.relative(process.cwd(), target) || '.' : 'memory';

/** PGlite in this process, migrated; `dataDir` undefined keeps it in memory. */
async function openPglite(dataDir?: string) {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = new PGlite(dataDir);
  await applyMigrations({
    exec: (sql) => db.transaction((tx) => tx.exec(sql)),
    query: async (sql) => (await db.query<Record<string, unknown>>(sql)).rows,
  });
  const database: Database = {
    // In process there is no statement to cancel: a waiting caller just stops waiting.
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await db.query<Row>(text, params)).rows,
  };
  return { database, close: () => db.close() };
}

/**
 * The phone alerts' settings for a start with none of its own: a fresh VAPID pair and link secret
 * (so links in e-mails of an earlier start stop working), and the stand-in's host allowed.
 */
function localPushDefaults(env: EnvReader, contactTo: string) {
  const given = ['CONTACT_VAPID_PUBLIC_KEY', 'CONTACT_VAPID_PRIVATE_KEY', 'CONTACT_VAPID_SUBJECT'];
  const ecdh = createECDH('prime256v1');
  do ecdh.generateKeys();
  while (ecdh.getPrivateKey().length !== 32);
  return {
    // Signs the e-mail's links (called back, phone alerts); a link outlives only this run.
    CONTACT_LINK_SECRET: randomBytes(32).toString('hex'),
    CONTACT_PUSH_TEST_HOSTS: '127.0.0.1',
    ...(!given.some((name) => env(name)) && {
      CONTACT_VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
      CONTACT_VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'),
      CONTACT_VAPID_SUBJECT: `mailto:${contactTo}`,
    }),
  };
}

/** Node's request as a web Request, with the peer address the handler falls back to. */
function toWebRequest(req: IncomingMessage) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

async function sendWebResponse(response: Response, res: ServerResponse) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

type LocalFunctionOptions = {
  env?: EnvReader;
  /** The server's own origin: allowed to post, and where plain-HTML posts are redirected. */
  selfOrigin: string;
  dataDir?: string;
  outboxDir: string;
  /** Where the Storage stand-in keeps photos; unset: beside dataDir, or a temporary folder. */
  storageDir?: string;
  /**
   * Work after the answer, as EdgeRuntime.waitUntil on Supabase (the default, as `npm start`
   * runs); false: the e-mail is sent before the answer, as the function without EdgeRuntime does.
   */
  background?: boolean;
  /** How often pending e-mails are retried; 0 turns the timer off. */
  retryEveryMs?: number;
  /** No request log and no line per e-mail written (the benchmarks' own output stays readable). */
  quiet?: boolean;
};

export async function createLocalContactFunction({
  env = (name) => process.env[name],
  selfOrigin,
  dataDir,
  outboxDir,
  storageDir,
  retryEveryMs = 60_000,
  quiet = false,
  background: inBackground = true,
}: LocalFunctionOptions) {
  const loopback = new URL(selfOrigin);
  const config = readConfig(env, {
    ALLOWED_ORIGINS: [
      selfOrigin,
      `http://localhost:${loopback.port}`,
      `http://127.0.0.1:${loopback.port}`,
    ].join(','),
    SITE_URL: selfOrigin,
    // The function answers on this server's own origin, at the path Supabase gives it.
    SUPABASE_URL: selfOrigin,
    CONTACT_TO: site.email,
    CONTACT_FROM: `${site.name} website <website@example.com>`,
    ...localPushDefaults(env, site.email),
  });
  const dbUrl = env('CONTACT_DB_URL') || env('SUPABASE_DB_URL');
  const { database, close } = dbUrl ? postgresDatabase(dbUrl) : await openPglite(dataDir);
  const apiKey = env('RESEND_API_KEY');
  // Pushes reach the stand-in over loopback on this server's own port, like Storage's.
  const push = createPushStandIn({ origin: `http://127.0.0.1:${loopback.port}`, outboxDir });
  if (!dbUrl && config.vapid) {
    // Subscribed as a phone is, with a one-use nonce and a credential no page holds (its hash):
    // the alerts page lists it by name, and its own test and removal stay the owner's to try.
    const { endpoint, keys } = push.device.subscription;
    await subscribeDevice(
      database,
      { nonce: randomUUID(), expiresAt: new Date(Date.now() + 60_000) },
      { endpoint, ...keys },
      { hash: randomBytes(32).toString('hex'), name: 'npm start’s stand-in phone' },
    );
  }
  const temporary = !storageDir && !dataDir;
  const photos = createStorageStandIn({
    db: database,
    dir:
      storageDir ??
      (dataDir
        ? path.join(path.dirname(dataDir), 'storage')
        : await mkdtemp(path.join(tmpdir(), 'photos-'))),
  });
  // As EdgeRuntime.waitUntil on Supabase: the answer goes first, the e-mail after it, and close()
  // waits for what is still running. Without it (background: false) the answer waits for the
  // e-mail, and close() still waits for the phone push that went beside it.
  const background = new Set<Promise<unknown>>();
  const waitUntil = (work: Promise<unknown>) => {
    const tracked = work
      .catch((error: unknown) => console.error('Contact background work failed:', String(error)))
      .finally(() => background.delete(tracked));
    background.add(tracked);
  };
  const { handle, retryNow } = createContactHandler({
    ...(inBackground ? { waitUntil } : { alongside: waitUntil }),
    // The stand-in answers on this server's own port, over loopback like Storage's REST API.
    storage: storageClient({
      url: `http://127.0.0.1:${loopback.port}`,
      serviceKey: photos.serviceKey,
      bucket: 'contact-photos',
    }),
    db: database,
    mailer: apiKey ? resendMailer(apiKey, env('RESEND_API_URL')) : outboxMailer(outboxDir, quiet),
    config,
    ...(quiet ? { log: () => {} } : {}),
  });
  let retrying = false;
  const timer =
    retryEveryMs > 0
      ? setInterval(() => {
          if (retrying) return; // the previous run is still sending
          retrying = true;
          retryNow()
            .catch((error) => console.error('Contact e-mail retry failed:', String(error)))
            .finally(() => (retrying = false));
        }, retryEveryMs)
      : undefined;
  timer?.unref();

  return {
    database,
    async serve(req: IncomingMessage, res: ServerResponse) {
      const response = await handle(toWebRequest(req), { remoteAddress: req.socket.remoteAddress });
      await sendWebResponse(response, res);
    },
    /** Answers /storage/v1/ as Supabase Storage would (server/storage-stand-in.ts). */
    serveStorage: photos.serve,
    storagePrefix,
    /** Answers /push-stand-in/ as a browser's push service (server/push-stand-in.ts). */
    servePush: push.serve,
    pushPrefix,
    async close() {
      clearInterval(timer);
      await Promise.all(background);
      await close();
      if (temporary) await rm(photos.dir, { recursive: true, force: true });
    },
    /** Where messages and e-mails go, for the start-up banner. */
    describe: () =>
      `Contact messages: ${dbUrl ? `PostgreSQL at ${env('CONTACT_DB_URL') ? 'CONTACT_DB_URL' : 'SUPABASE_DB_URL'}` : `PGlite in ${relative(dataDir)}`}; e-mails: ${apiKey ? 'Resend' : `.eml files in ${relative(outboxDir)}`}; photos: ${relative(photos.dir)}${!dbUrl && config.vapid ? `; phone alerts: -push.json files in ${relative(outboxDir)}` : ''}`,
  };
}

export type LocalContactFunction = Awaited<ReturnType<typeof createLocalContactFunction>>;
