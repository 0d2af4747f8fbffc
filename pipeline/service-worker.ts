/**
 * The site's service worker (docs/offline.md), written by pipeline/steps/postbuild.ts once every
 * page is final: out/sw.js is the settings below (the cache list and a version hashed from the
 * listed files and the worker's code, so each build that changes one gets a new cache), then each
 * part in worker/. Every page registers it once it has hydrated and the browser is idle again
 * (components/layout/worker-registration.tsx).
 */
import { createHash, type Hash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { publicEnv } from '../lib/build-marker';
import { fixedPages } from '../lib/content';
import { basePaths, inLocale } from '../lib/locale';
import { offlinePages, ownerPages, workerPath } from '../lib/offline-pages';
import { functionPath } from '../supabase/functions/_shared/contract';
import { scriptsLoadedAfterPaint } from './load-after-paint';

/**
 * The worker's source, in order, each run in the worker's global scope after `settings`. A `.js`
 * part is plain script, joined as it is; a `.ts` part is bundled with what it imports from lib/
 * (so the worker runs the pages' own modules, never a copy) into one function of its own. A
 * feature with listeners of its own (the contact form's Background Sync, say) is a file of its
 * own added here.
 */
const workerParts = ['worker/offline-cache.js', 'worker/contact-outbox.ts'];

/**
 * A `.ts` part, bundled for the browsers the site supports. The build's `NEXT_PUBLIC_*` settings
 * are inlined as Next inlines them into the pages: a worker has no `process`. Only the project's
 * own code goes in: a package (zod, say) would weigh on every phone's worker.
 */
async function bundled(entry: string) {
  const { outputFiles, metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    legalComments: 'none',
    // The function's contract re-exports the message's zod schema, which no worker part uses;
    // marked free of side effects, the module is left out, zod with it (esbuild's onResolve
    // `sideEffects`, as next.config.mjs marks it for webpack).
    plugins: [
      {
        name: 'message-schema-unused',
        setup(bundle) {
          bundle.onResolve({ filter: /\/message-schema\.ts$/ }, ({ path: file, resolveDir }) => ({
            path: path.join(resolveDir, file),
            sideEffects: false,
          }));
        },
      },
    ],
    define: {
      ...Object.fromEntries(
        Object.entries(publicEnv()).map(([name, value]) => [
          `process.env.${name}`,
          JSON.stringify(value),
        ]),
      ),
      // An unset one reads as undefined, as in the pages.
      'process.env': '{}',
    },
  });
  const packages = new Set(
    Object.values(metafile.outputs)
      .flatMap((output) => Object.entries(output.inputs))
      .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
      .flatMap(([input]) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? []),
  );
  if (packages.size)
    throw new Error(
      `service worker: ${entry} bundles ${[...packages].join(', ')}; a worker part takes only the project's own modules (docs/offline.md)`,
    );
  return outputFiles[0]!.text;
}

/** Each part's code, in order, as out/sw.js joins them. */
const workerCode = () =>
  Promise.all(
    workerParts.map((part) => (part.endsWith('.ts') ? bundled(part) : readFile(part, 'utf8'))),
  );

/**
 * At most this many bytes precached, gzipped, as the phone downloads them (like every byte budget
 * in docs/performance.md): 1.5 MB. The cache stores them uncompressed, about four times that.
 */
export const precacheBudgetBytes = 1_500_000;

/** Next's files with a content hash in their name, each edition's: cached once, never revalidated. */
const hashedPrefixes = ['/_next/static/', `${basePaths.es}/_next/static/`];

/**
 * Paths the worker leaves to the network as if it were not there: the editor (its own app,
 * always fresh) and the contact function under npm start (in production it is another origin).
 */
const passThrough = ['/admin/', functionPath.replace(/^(\/[^/]+\/).*$/, '$1'), ...ownerPages];

/** A page network-first waits this long before it shows the saved copy (docs/offline.md). */
const networkTimeoutMs = 3_000;

/** The pages saved, in the order the worker fetches them, then the offline page. */
export const precachedPages = [...offlinePages.map((page) => page.path), fixedPages.offline.path];

/** The file in out/ a URL path names: a page's index.html, or the file itself. */
export function fileFor(out: string, urlPath: string) {
  const relative = decodeURIComponent(urlPath.split('?')[0]!);
  return path.join(out, relative.endsWith('/') ? `${relative}index.html` : relative);
}

/**
 * What a page needs to show and run offline: its stylesheets, the scripts the loader adds, its
 * icon (the logo mark) and any font it preloads. Not its images: only the logo is saved.
 */
export function pageAssets(html: string) {
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  const href = (tag: string) => /\bhref="([^"]+)"/.exec(tag)?.[1];
  const of = (pattern: RegExp) =>
    links.filter((tag) => pattern.test(tag)).flatMap((tag) => href(tag) ?? []);
  return [
    ...of(/\brel="stylesheet"/),
    ...of(/\brel="preload"[^>]*\bas="font"|\bas="font"[^>]*\brel="preload"/),
    ...scriptsLoadedAfterPaint(html),
    ...of(/\brel="icon"/),
  ].map((url) => url.replace(/&amp;/g, '&'));
}

/** The fonts a stylesheet loads from the site (url(...) of a .woff2 or .woff). */
export function stylesheetFonts(css: string) {
  return [...css.matchAll(/url\(\s*["']?(\/[^"')]+\.woff2?)["']?\s*\)/g)].map(([, url]) => url!);
}

/** What the worker saves of one edition: the files, in order, and their size. */
type EditionCache = { paths: string[]; bytes: number; gzipBytes: number };

export type Precache = EditionCache & {
  /** The Spanish edition's, when out/ has it (pipeline/steps/spanish.ts). */
  spanish?: EditionCache;
  version: string;
  /** The worker's parts, as hashed into the version. */
  code: string[];
};

/** The Spanish edition's saved pages: the same pages, in the same order, under /es/. */
export const spanishPages = precachedPages.map((page) => inLocale(page, 'es'));

/**
 * The list of what the worker saves of each edition, each list's size (a visitor downloads one
 * edition's, unless they read both), and the version that hashes them all.
 */
export async function readPrecache(out: string): Promise<Precache> {
  const hash = createHash('sha256');
  const english = await readEdition(out, precachedPages, hash);
  const spanish = existsSync(fileFor(out, spanishPages[0]!))
    ? await readEdition(out, spanishPages, hash)
    : undefined;
  const code = await workerCode();
  for (const part of code) hash.update(part);
  return { ...english, spanish, version: hash.digest('hex').slice(0, 16), code };
}

async function readEdition(out: string, pages: string[], hash: Hash): Promise<EditionCache> {
  const paths = [...pages];
  const add = (url: string) => {
    if (!paths.includes(url)) paths.push(url);
  };
  for (const page of pages) {
    for (const url of pageAssets(await readFile(fileFor(out, page), 'utf8'))) add(url);
  }
  for (const url of paths.filter((url) => url.endsWith('.css')))
    for (const font of stylesheetFonts(await readFile(fileFor(out, url), 'utf8'))) add(font);
  let bytes = 0;
  let gzipBytes = 0;
  for (const url of paths) {
    const data = await readFile(fileFor(out, url)).catch(() => {
      throw new Error(`service worker: ${url} is in the precache list but not in out/`);
    });
    hash.update(`${url}\0`).update(data);
    bytes += data.length;
    gzipBytes += gzipSync(data).length;
  }
  return { paths, bytes, gzipBytes };
}

/** The figure in megabytes, as the docs and the build's messages give it. */
export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;

/** Throws, naming the figure, when an edition's precache is over its budget. */
export function checkPrecacheBudget({ gzipBytes }: Pick<Precache, 'gzipBytes'>, edition = '') {
  if (gzipBytes > precacheBudgetBytes)
    throw new Error(
      `service worker: the ${edition}precache is ${megabytes(gzipBytes)} gzipped (${gzipBytes} bytes), over its budget of ${megabytes(precacheBudgetBytes)}; save fewer pages or make them lighter (docs/performance.md)`,
    );
}

/** out/sw.js's source: the settings, then each part. */
function workerSource({ paths, spanish, version, code }: Precache) {
  const settings = {
    version,
    cachePrefix: 'offline-',
    precache: paths,
    offlinePage: fixedPages.offline.path,
    // The Spanish edition's, under its base (worker/offline-cache.js); null while it is off.
    spanish: spanish
      ? {
          base: `${basePaths.es}/`,
          precache: spanish.paths,
          offlinePage: inLocale(fixedPages.offline.path, 'es'),
        }
      : null,
    hashedPrefixes,
    passThrough,
    networkTimeoutMs,
  };
  return [
    `// Written by pipeline/steps/postbuild.ts (pipeline/service-worker.ts) from ${workerParts.join(', ')}.`,
    `const settings = ${JSON.stringify(settings, null, 2)};`,
    ...code,
  ].join('\n');
}

/** Writes out/sw.js after checking the budget; returns the precache for the build's log. */
export async function writeServiceWorker(out: string) {
  const precache = await readPrecache(out);
  checkPrecacheBudget(precache);
  if (precache.spanish) checkPrecacheBudget(precache.spanish, 'Spanish ');
  await writeFile(fileFor(out, workerPath), workerSource(precache));
  return precache;
}
