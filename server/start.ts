/**
 * `npm start`: builds the export when it is missing or older than the sources, serves it, and
 * rebuilds when content/ or public/images/ change, serving each new build without a restart.
 */
import { execSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ContentError, contentDir, loadContent } from '../lib/content/loader';
import { buildMarker, publicEnv } from '../lib/build-marker';
import { isCode, newest } from './source-times';
import { serveFromEnv } from './site-server';

const sources = [
  'app',
  'components',
  'content',
  contentDir,
  'lib',
  'public',
  'next.config.mjs',
  'package.json',
];

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

/**
 * The server shows a copy of each good build, so a rebuild can replace out/ (or fail half-way)
 * while visitors still get every file of the last good one.
 */
const liveRoot = path.resolve('.generated/live');
rmSync(liveRoot, { recursive: true, force: true });
let generation = 0;
let live = '';
function publish() {
  const previous = live;
  live = path.join(liveRoot, String(++generation));
  cpSync('out', live, { recursive: true });
  // Removed once the requests already answering from it are done.
  if (previous) setTimeout(() => rmSync(previous, { recursive: true, force: true }), 10_000);
  return live;
}
const { show } = await serveFromEnv(publish());

/** What the owner edits: the content files (CONTENT_DIR) and the photos. */
const watched = [path.relative('.', contentDir) || '.', path.join('public', 'images')];

/** Every watched file with its size and modification time. */
function snapshot() {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const info = statSync(full, { throwIfNoEntry: false });
        if (info) files.set(full.split(path.sep).join('/'), `${info.size}:${info.mtimeMs}`);
      }
    }
  };
  for (const dir of watched.filter(existsSync)) walk(dir);
  return files;
}

function changesBetween(before: Map<string, string>, after: Map<string, string>) {
  const changed = [...after].filter(([file, stamp]) => before.get(file) !== stamp);
  const removed = [...before.keys()].filter((file) => !after.has(file));
  return [...changed.map(([file]) => file), ...removed.map((file) => `${file} (removed)`)];
}

/** `npm run build` with its output held back; a failure rejects with that output. */
function build(env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(output))));
  });
}

/** The lines of a failed build's output that say what failed, without the stack traces. */
function failureOf(output: string) {
  const lines = output.split('\n').filter((line) => line.trim() && !/^\s+at /.test(line));
  const named = lines.filter((line) => /^(Error: )?(content|public)\/\S+: /.test(line));
  return [
    ...new Set(named.length ? named.map((line) => line.replace(/^Error: /, '')) : lines.slice(-12)),
  ];
}

const quietMs = 1500;
let built = snapshot();
let pending = built;
let quietSince = Date.now();
let building = false;

/** What the build compiles: the sources but content and photos, and the code among the content. */
const contentFolders = ['content', contentDir];
const code = [
  ...sources.filter((source) => source !== 'public' && !contentFolders.includes(source)),
  'tsconfig.json',
];

/**
 * Whether the last finished build's types still hold: no code is newer than its marker. Every
 * build that finishes has checked its types, or was told they are checked elsewhere (the test
 * build, whose types `npm test`'s typecheck step checks; a rebuild this function let through), and
 * types never depend on content (the loader reads it when pages are generated). So a rebuild after
 * content or photos alone skips Next's type check (TYPES_CHECKED=1, next.config.mjs), about a
 * quarter of its time; after a code edit, even one whose build failed, it checks them again.
 */
function typesChecked() {
  const checkedAt = statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return ![
    ...code.filter(existsSync).map((source) => newest(source)),
    ...contentFolders.filter(existsSync).map((folder) => newest(folder, isCode)),
  ].some((time) => time > checkedAt);
}

async function rebuild() {
  building = true;
  const started = Date.now();
  const target = pending;
  const changes = changesBetween(built, target);
  const seconds = () => Math.round((Date.now() - started) / 1000);
  console.log(`\nChanged: ${changes.join(', ')}. Rebuilding...`);
  try {
    loadContent(); // the one-line problems in a second, before a build that would fail on them
    await build({ ...process.env, ...(typesChecked() && { TYPES_CHECKED: '1' }) });
    show(publish());
    console.log(`Rebuilt in ${seconds()} s after: ${changes.join(', ')}. Serving the new build.`);
  } catch (error) {
    const lines =
      error instanceof ContentError ? error.problems : failureOf((error as Error).message);
    console.log(`Not rebuilt, still serving the last good build:\n  ${lines.join('\n  ')}`);
  }
  built = target;
  building = false;
}

setInterval(() => {
  const now = snapshot();
  if (changesBetween(pending, now).length) {
    pending = now;
    quietSince = Date.now();
  }
  // One build at a time; edits made during a build start the next one when it ends.
  if (!building && Date.now() - quietSince >= quietMs && changesBetween(built, pending).length)
    void rebuild();
}, 500);
console.log(`Watching ${watched.join('/ and ')}/: a saved change is rebuilt and served.`);
