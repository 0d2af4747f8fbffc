/**
 * The same function as `npm start` runs it: Node, PGlite in process with the same migrations.
 * E-mail goes to the Resend stand-in here; without RESEND_API_KEY it becomes .eml files.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { functionPath } from '../../supabase/functions/_shared/contract';
import {
  createLocalContactFunction,
  type LocalContactFunction,
} from '@/server/local-contact-function';
import { createSiteServer, serveFromEnv } from '@/server/site-server';
import { readConfig } from '@/supabase/functions/_shared/config';
import { createContactHandler } from '@/supabase/functions/_shared/contact-handler';
import {
  allowedOrigin,
  freshMessage,
  functionEnv,
  postJson,
  rowsFor,
  type Target,
} from '../../harness/function/contact-client';
import { describeContactFunction } from './contact-behaviour';
import { requestLogLines } from '../../harness/function/deno-function';
import { startResendStandIn } from '../../harness/function/resend-stand-in';

let target: Target;
let stopAll: () => Promise<void>;
const logLines: string[] = [];

async function serve(env: Record<string, string>, outboxDir: string) {
  const contact = await createLocalContactFunction({
    env: (name) => env[name],
    selfOrigin: 'http://127.0.0.1:4999',
    outboxDir,
    retryEveryMs: 0,
    // The shared cases check the e-mail as the answer comes, as the Deno target sends it.
    background: false,
  });
  const server = createSiteServer({ contact });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${functionPath}`;
  return {
    contact,
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  jest
    .spyOn(console, 'log')
    .mockImplementation((line: unknown) => void logLines.push(String(line)));
  const resend = await startResendStandIn();
  const { contact, url, close } = await serve(functionEnv(resend.url, resend.apiKey), os.tmpdir());
  target = {
    url,
    resend,
    query: (text, params) => contact.database.query(text, params) as never,
    requestLogs: () => requestLogLines(logLines),
  };
  stopAll = async () => {
    await close();
    await contact.close();
    await resend.stop();
  };
});

afterAll(() => stopAll?.());

describe('npm start stopping', () => {
  it('waits for the phone push that went beside the answer before it closes the database', async () => {
    // Every start subscribes a stand-in phone; here its pushes go to a port nothing answers, and
    // each push is logged once it has been tried, before close() may return. First in the file:
    // the other servers' pushes wait out a burst's gap and are logged alike.
    const pushes = () => logLines.filter((line) => line.includes('"contact_push_')).length;
    const local = await serve(functionEnv(target.resend.url, target.resend.apiKey), os.tmpdir());
    const before = pushes();
    const message = freshMessage();
    expect((await postJson({ ...target, url: local.url }, message)).status).toBe(200);
    await local.close();
    await local.contact.close();
    expect(pushes()).toBe(before + 1);
  });
});

describeContactFunction('send-contact-email under Node over PGlite (npm start)', () => target);

describe('where EdgeRuntime.waitUntil exists (Supabase)', () => {
  it('answers as soon as the row is committed and sends the e-mail in the background', async () => {
    const env = functionEnv(target.resend.url, target.resend.apiKey);
    const background: Promise<unknown>[] = [];
    let mailed = false;
    const { handle } = createContactHandler({
      db: { query: (text, params) => target.query(text, params) },
      mailer: async () => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        mailed = true;
      },
      config: readConfig((name) => env[name as keyof typeof env]),
      log: () => {},
      waitUntil: (work) => background.push(work),
    });
    const message = freshMessage();
    const response = await handle(
      new Request(`http://127.0.0.1${functionPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: allowedOrigin },
        body: JSON.stringify(message),
      }),
    );
    expect(response.status).toBe(200);
    expect(mailed).toBe(false);
    expect(await rowsFor(target, message.message)).toHaveLength(1);
    expect(background).toHaveLength(1);
    await Promise.all(background);
    expect(mailed).toBe(true);
    expect((await rowsFor(target, message.message))[0]!.notified_at).not.toBeNull();
  });
});

describe('npm start without an e-mail provider', () => {
  let dir: string;
  let local: Awaited<ReturnType<typeof serve>>;
  let contact: LocalContactFunction;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const { RESEND_API_KEY: _key, RESEND_API_URL: _url, ...env } = functionEnv('', '');
    local = await serve(env, dir);
    contact = local.contact;
  });
  afterAll(async () => {
    await local.close();
    await contact.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each message once as an .eml file with Reply-To the visitor', async () => {
    const message = freshMessage({ name: 'Zoë Park', email: 'zoe@example.com' });
    const key = crypto.randomUUID();
    const origin = allowedOrigin;
    for (let i = 0; i < 2; i += 1)
      expect((await postJson({ ...target, url: local.url }, message, { key, origin })).status).toBe(
        200,
      );
    const [row] = await rowsFor(
      { ...target, query: (t, p) => contact.database.query(t, p) as never },
      message.message,
    );
    expect(row!.notified_at).not.toBeNull();
    const files = await readdir(dir);
    expect(files).toEqual([`${row!.id}.eml`]);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^Reply-To: zoe@example\.com\r$/m);
    expect(eml).toMatch(/^To: owner@example\.com\r$/m);
    const subject = /^Subject: =\?UTF-8\?B\?(.+)\?=\r$/m.exec(eml)![1]!;
    expect(Buffer.from(subject, 'base64').toString('utf8')).toBe(
      'Quote request: Permit Rescue from Zoë Park',
    );
    const parts = [...eml.matchAll(/base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/g)].map((m) =>
      Buffer.from(m[1]!.replace(/\r\n/g, ''), 'base64').toString('utf8'),
    );
    expect(parts[0]).toContain(message.message);
    expect(parts[1]).toContain('<p style="white-space:pre-wrap">');
  });
});

describe('npm start', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'serve-'));
    const saved = { ...process.env };
    Object.assign(process.env, {
      PORT: '0',
      DATA_DIR: path.join(dir, 'pglite'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      SITE_URL: 'http://localhost:3000',
    });
    delete process.env.HOST;
    try {
      const { server } = await serveFromEnv(dir);
      await new Promise<void>((resolve) =>
        server.listening ? resolve() : server.once('listening', () => resolve()),
      );
      expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
      await new Promise<void>((resolve) => server.close(() => resolve()));
    } finally {
      process.env = saved;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
