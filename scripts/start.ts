/** `npm start`: builds the export when it is missing or older than the sources, then serves it. */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildMarker, publicEnv } from './build-marker';
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

// Its absence, or an out/ newer than it, is a build that did not finish.
const marker = path.resolve(buildMarker);
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
  builtEnv() !== JSON.stringify(publicEnv()) ||
  sources.filter(existsSync).some((source) => newest(source) > statSync(marker).mtimeMs);
if (stale) {
  console.log(
    'Building the site (out/ is missing, unfinished, older than the sources, or built with other NEXT_PUBLIC_* settings)...',
  );
  execSync('npm run build', { stdio: 'inherit' });
}
await serveFromEnv();
