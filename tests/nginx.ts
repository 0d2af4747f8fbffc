/**
 * Runs nginx/nginx.conf for the browser suite: the same file, with only the listen port
 * changed, in the foreground until Playwright stops it.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
copyFileSync('nginx/security-headers.conf', '.tmp/security-headers.conf');

const nginx = spawn(binary, ['-p', `${root}/`, '-c', '.tmp/nginx.conf', '-g', 'daemon off;'], {
  stdio: 'inherit',
});
nginx.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => nginx.kill('SIGQUIT'));
