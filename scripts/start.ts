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

// scripts/postbuild.ts writes this last: its absence, or an out/ newer than it, is a build that
// did not finish.
const marker = path.resolve('.generated/build-env.json');
const publicEnv = JSON.stringify(
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith('NEXT_PUBLIC_'))
      .sort(),
  ),
);
function builtEnv() {
  try {
    return JSON.stringify(JSON.parse(readFileSync(marker, 'utf8')));
  } catch {
    return null;
  }
}
const finished = () =>
  existsSync(marker) &&
  existsSync('out/index.html') &&
  statSync('out/index.html').mtimeMs <= statSync(marker).mtimeMs;
const stale =
  !finished() ||
  builtEnv() !== publicEnv ||
  sources.filter(existsSync).some((source) => newest(source) > statSync(marker).mtimeMs);
if (stale) {
  console.log(
    'Building the site (out/ is missing, unfinished, older than the sources, or built with other NEXT_PUBLIC_* settings)...',
  );
  execSync('npm run build', { stdio: 'inherit' });
}
serveFromEnv();
