/** `npm start`: builds the export when it is missing or older than the sources, then serves it. */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveFromEnv } from './site-server';

const sources = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'next.config.mjs',
  'package.json',
];

function newest(target: string): number {
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(
    info.mtimeMs,
    ...readdirSync(target).map((name) => newest(path.join(target, name))),
  );
}

const built = path.resolve('out/_headers');
const publicEnv = JSON.stringify(
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith('NEXT_PUBLIC_'))
      .sort(),
  ),
);
function builtEnv() {
  try {
    return JSON.stringify(JSON.parse(readFileSync('.generated/build-env.json', 'utf8')));
  } catch {
    return null;
  }
}
const stale =
  !existsSync(built) ||
  builtEnv() !== publicEnv ||
  sources.filter(existsSync).some((source) => newest(source) > statSync(built).mtimeMs);
if (stale) {
  console.log(
    'Building the site (out/ is missing, older than the sources, or built with other NEXT_PUBLIC_* settings)...',
  );
  execSync('npm run build', { stdio: 'inherit' });
}
serveFromEnv();
