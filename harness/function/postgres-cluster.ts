/**
 * A throwaway PostgreSQL cluster from Debian's postgresql package (installed by .ci/run), with
 * Supabase's roles and their default grants on `public`, and the project's migrations applied.
 * The server refuses to run as root, so under root it runs as the `postgres` user.
 *
 * pg_ctl starts the server in a session of its own, so killing the owner (or its process group)
 * does not stop it; cluster-guard.mjs does, and removes the folder, whenever the owner ends.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { applyMigrations } from '../../server/migrations';

export function binDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find(existsSync);
  if (!found)
    throw new Error(
      'PostgreSQL not found: install it (apt-get install -y postgresql, as .ci/run does) or set PG_BIN.',
    );
  return found;
}

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** What a fresh Supabase project has before any migration: its API roles and their grants. */
const supabaseRoles = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
`;

type PostgresOptions = {
  /**
   * TLS on 127.0.0.1 with a self-made certificate for that address, and contact_function let in
   * only by `hostssl`: a connection as that role without TLS is refused. Loopback only.
   */
  tls?: boolean;
};

/** A self-signed certificate and key for 127.0.0.1 and localhost in `dir`; it is its own CA. */
export function selfSignedCertificate(dir: string, name = 'server') {
  const [cert, key] = [path.join(dir, `${name}.crt`), path.join(dir, `${name}.key`)];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  chmodSync(key, 0o600);
  return { cert, key };
}

export async function startPostgres({ tls: withTls }: PostgresOptions = {}) {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  // `npm test` names its run (tests/run.ts), so its final check can tell its own folders.
  const runId = process.env.TEST_RUN_ID;
  const dir = mkdtempSync(path.join(os.tmpdir(), `contact-pg-${runId ? `${runId}-` : ''}`));
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres'])),
      Number(execFileSync('id', ['-g', 'postgres'])),
    );
  const data = path.join(dir, 'data');
  const guard = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('cluster-guard.mjs', import.meta.url)),
      dir,
      path.join(bin, 'pg_ctl'),
      data,
      ...(asRoot ? ['postgres'] : []),
    ],
    { detached: true, stdio: ['pipe', 'ignore', 'ignore'] },
  );
  // Neither the guard nor its pipe keeps the owner alive; the pipe closing is its signal.
  guard.unref();
  (guard.stdin as Socket).unref();
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  let tls = '';
  let certificate: string | undefined;
  if (withTls) {
    const { cert, key } = selfSignedCertificate(dir);
    certificate = readFileSync(cert, 'utf8');
    if (asRoot)
      for (const file of [cert, key])
        chownSync(
          file,
          Number(execFileSync('id', ['-u', 'postgres'])),
          Number(execFileSync('id', ['-g', 'postgres'])),
        );
    // First match wins: these come before initdb's own `host all all 127.0.0.1/32 trust`.
    const hba = path.join(data, 'pg_hba.conf');
    writeFileSync(
      hba,
      `hostssl all contact_function 127.0.0.1/32 scram-sha-256\nhostnossl all contact_function 127.0.0.1/32 reject\n${readFileSync(hba, 'utf8')}`,
    );
    tls = ` -c ssl=on -c ssl_cert_file=${cert} -c ssl_key_file=${key}`;
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200${tls}`;
  const start = () =>
    run('pg_ctl', ['start', '-D', data, '-w', '-l', path.join(dir, 'log'), '-o', options]);
  const stop = () => run('pg_ctl', ['stop', '-D', data, '-w', '-m', 'fast']);
  start();

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const sql = postgres(url, { onnotice: () => {}, max: 4 });
  await sql.unsafe(supabaseRoles).simple();
  await applyMigrations({
    exec: (text) => sql.begin((tx) => tx.unsafe(text).simple()),
    query: (text) => sql.unsafe(text),
  });

  return {
    url,
    /** The cluster's folder: data, log and socket. */
    dir,
    /** The server's certificate (PEM), with `tls`: its own CA. */
    certificate,
    /** The test's own connection, for reading rows and faking the passage of time. */
    sql,
    /** Stops the server: the function's database is down until `start`. */
    down: stop,
    up: start,
    /** Stops the server and removes its folder (the guard's work, done now and waited for). */
    async destroy() {
      await sql.end({ timeout: 1 }).catch(() => {});
      if (guard.exitCode !== null || guard.signalCode !== null) return;
      guard.ref();
      const exited = new Promise((resolve) => guard.once('exit', resolve));
      guard.stdin!.end();
      await exited;
    },
  };
}
