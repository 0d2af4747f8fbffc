/**
 * Runs nginx/nginx.conf for the browser suite: the same file, with only the listen port
 * changed, in the foreground until Playwright stops it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ports } from './ports';

const binary = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find(
  (candidate) => candidate && existsSync(candidate),
);
if (!binary) {
  console.error(
    'nginx not found: install it (apt-get install -y nginx, as .ci/run does) or set NGINX_PATH.',
  );
  process.exit(1);
}

const root = path.resolve('.');
mkdirSync('.tmp', { recursive: true });
const config = readFileSync('nginx/nginx.conf', 'utf8').replace(
  'listen 127.0.0.1:8080;',
  `listen 127.0.0.1:${ports.nginx};`,
);
writeFileSync('.tmp/nginx.conf', config);

// Started as root (CI containers), nginx hands requests to workers running as "nobody", who may
// not be allowed into a private checkout such as a mktemp folder; keep the workers as root there.
const globals = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
const nginx = spawn(binary, ['-p', `${root}/`, '-c', '.tmp/nginx.conf', '-g', globals], {
  stdio: 'inherit',
});
nginx.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => nginx.kill('SIGQUIT'));
