/**
 * Runs supabase/functions/send-contact-email/index.ts in real Deno (the binary the `deno` npm
 * package ships), as `supabase functions serve` would, and collects its log lines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { functionPath } from '../../supabase/functions/_shared/contract';
import { poll } from '../poll';
import { freePort } from './postgres-cluster';

// Tests and scripts run from the project root.
const root = process.cwd();
export const functionDir = path.join(root, 'supabase/functions/send-contact-email');
export const denoConfig = path.join(functionDir, 'deno.json');

/**
 * The Deno binary: DENO_PATH, else the one the `deno` npm package ships. npm 11 skips the
 * package's install script, so the binary is put in place here, as its own launcher would.
 */
export function denoBinary(): string {
  if (process.env.DENO_PATH) return process.env.DENO_PATH;
  const require = createRequire(path.join(root, 'package.json'));
  const installed = path.join(path.dirname(require.resolve('deno/package.json')), 'deno');
  if (existsSync(installed)) return installed;
  return (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();
}

const pick = (from: NodeJS.ProcessEnv, names: string[]) =>
  Object.fromEntries(names.flatMap((name) => (from[name] ? [[name, from[name]]] : [])));

/** The function's one-per-request log lines among everything it printed. */
export function requestLogLines(lines: string[]) {
  return lines.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      return entry.event === 'contact_request' ? [entry] : [];
    } catch {
      return [];
    }
  });
}

/**
 * `edgeRuntime`: started through edge-runtime.ts, with Supabase's `EdgeRuntime.waitUntil`, so the
 * answer does not wait for the e-mail, as on the platform.
 */
export async function startDenoFunction(
  env: Record<string, string>,
  port?: number,
  { edgeRuntime = false } = {},
) {
  const chosen = port ?? (await freePort());
  /** As the site's form posts to it (`npm start`'s path; Supabase's gateway gives /send-contact-email). */
  const url = `http://127.0.0.1:${chosen}${functionPath}`;
  const logs: string[] = [];
  let child: ChildProcess;

  async function start() {
    child = spawn(
      denoBinary(),
      [
        'run',
        '--config',
        denoConfig,
        // Tests connect only to loopback (harness/function/setup.ts bounds Node's fetch the same way).
        '--allow-net=127.0.0.1,localhost,[::1]',
        '--allow-env',
        // edge-runtime.ts imports the function by a URL it computes, which Deno reads as a file.
        ...(edgeRuntime ? [`--allow-read=${path.dirname(functionDir)}`] : []),
        edgeRuntime
          ? path.join(root, 'harness/function/edge-runtime.ts')
          : path.join(functionDir, 'index.ts'),
      ],
      {
        env: {
          NODE_ENV: 'test',
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          // Where the machine keeps extra certificate authorities and proxies, for Deno's first
          // download of the function's npm: imports (it reads NODE_EXTRA_CA_CERTS too).
          ...pick(process.env, ['DENO_CERT', 'NODE_EXTRA_CA_CERTS', 'HTTPS_PROXY', 'NO_PROXY']),
          DENO_NO_UPDATE_CHECK: '1',
          ...env,
          PORT: String(chosen),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let buffered = '';
    const collect = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      logs.push(...lines.filter(Boolean));
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    // Up once it answers a preflight; given up on if it exits first.
    const state = await poll(
      async () =>
        child.exitCode !== null
          ? 'exited'
          : await fetch(url, { method: 'OPTIONS' }).then(
              () => 'up',
              () => 'starting',
            ),
      (now) => now !== 'starting',
      { timeout: 60_000 },
    );
    if (state === 'exited') throw new Error(`deno exited ${child.exitCode}:\n${logs.join('\n')}`);
    if (state !== 'up') throw new Error(`deno did not start:\n${logs.join('\n')}`);
  }

  const stopped = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
    });

  await start();
  return {
    url,
    logs,
    /** The Deno process's id, to read its CPU time (/proc/<pid>/stat). */
    pid: () => child.pid,
    /** The request log lines the function wrote, parsed. */
    requestLogs: () => requestLogLines(logs),
    /** SIGKILL: no chance to finish anything in flight. */
    async kill() {
      child.kill('SIGKILL');
      await stopped();
    },
    restart: start,
    async stop() {
      child.kill('SIGTERM');
      await stopped();
    },
  };
}
