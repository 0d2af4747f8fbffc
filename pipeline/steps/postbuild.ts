/**
 * Runs after `next build`: makes each page load its scripts after the first paint and marks
 * those scripts for eager background compilation (pipeline/load-after-paint.ts), puts the project
 * filter's event contract into the pages with the filter (lib/filter-contract.ts), puts each page's
 * Content-Security-Policy, computed from its own inline scripts, into the page itself as a <meta>
 * (the one site-wide policy header, frame-ancestors and all, is in public/_headers, so the host
 * files never grow with the pages), writes nginx's copy of the headers (pipeline/nginx-headers.ts),
 * writes the projects' preview images, and pre-compresses every text asset so hosts send .br/.gz
 * without spending CPU (pipeline/precompress.ts). It also writes the service worker, out/sw.js
 * (pipeline/service-worker.ts, docs/offline.md); the pages register it from the layout's island.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { legacyPages, remoteImageOrigins } from '../../lib/content';
import { placeholderPaths } from '../../lib/content/site-pages';
import { basePaths } from '../../lib/locale';
import {
  loadScriptsAfterPaint,
  scriptsLoadedAfterPaint,
  withCompileHint,
} from '../load-after-paint';
import { withFilterContract } from '../../lib/filter-contract';
import { buildMarker, publicEnv } from '../../lib/build-marker';
import { writeProjectOgImages } from '../og-images';
import { writeNginxHeaders } from '../nginx-headers';
import { contentSecurityPolicy, inlineScriptHashes, withPolicyMeta } from '../security-headers';
import { workerPath } from '../../lib/offline-pages';
import { fileFor, megabytes, writeServiceWorker } from '../service-worker';
import { precompress } from '../precompress';

const out = path.resolve('out');
const compressible = /\.(html|js|css|txt|xml|json|svg|webmanifest|ico|map)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const connectOrigin = process.env.NEXT_PUBLIC_SUPABASE_URL || undefined;

// Next also writes the 404 page as /404/ and /_not-found/, which every static host would answer
// with status 200: a soft 404. 404.html is the one hosts send for unknown paths.
// Both editions' trees: the English at the root, the Spanish in out/es/ (pipeline/steps/spanish.ts).
for (const tree of [out, path.join(out, basePaths.es)]) {
  await rm(path.join(tree, '404'), { recursive: true, force: true });
  await rm(path.join(tree, '_not-found', 'index.html'), { force: true });
  // The page an empty [slug] route builds so that Next accepts it (lib/content/site-pages.ts).
  for (const placeholder of placeholderPaths)
    await rm(path.join(tree, placeholder), { recursive: true, force: true });
}
const files: string[] = [];
for await (const file of walk(out)) files.push(file);

// The editor (pipeline/steps/admin.ts) is no page of the site: its policy is fixed, in public/_headers.
const admin = path.join(out, 'admin') + path.sep;
const pages = await Promise.all(
  files
    .filter((file) => file.endsWith('.html') && !file.startsWith(admin))
    .map(async (file) => {
      // First, so the hashes of the loader and the contract are in the page's CSP.
      const name = path.relative(out, file);
      const html = withFilterContract(
        loadScriptsAfterPaint(await readFile(file, 'utf8'), name),
        name,
      );
      const csp = contentSecurityPolicy(
        inlineScriptHashes(html),
        connectOrigin,
        remoteImageOrigins,
      );
      await writeFile(file, withPolicyMeta(html, csp, name));
      return { file, scripts: scriptsLoadedAfterPaint(html) };
    }),
);
pages.sort((a, b) => a.file.localeCompare(b.file));

// Before pre-compression, so the .br and .gz files carry the hint too.
const startupScripts = new Set(pages.flatMap((page) => page.scripts));
for (const src of startupScripts) {
  const file = path.join(out, decodeURIComponent(src));
  await writeFile(file, withCompileHint(await readFile(file, 'utf8')));
}

// Once every page and script is final: the worker's version is a hash of the files it saves.
const precache = await writeServiceWorker(out);
files.push(fileFor(out, workerPath));

// out/_headers is public/_headers as Next copied it: a fixed number of rules, whatever the pages.
const ogImages = await writeProjectOgImages(out);

await mkdir('.generated', { recursive: true });
// nginx sends what _headers says: the site-wide headers, and the editor's own policy under /admin/.
await writeNginxHeaders();

// A copy built only for the build checks (BUILD_FOR_CHECKS=1, harness/project-copy.ts) is never
// served, and no check over it reads a .br or .gz: it skips the compression, a fifth of a build's
// CPU. The test build and the deploy's never set it (tests/build/precompressed.test.ts fails).
const forChecks = process.env.BUILD_FOR_CHECKS === '1';
const compressed = forChecks
  ? { count: 0, reused: 0 }
  : await precompress(
      files.filter((file) => compressible.test(file)),
      path.resolve('.cache/compressed'),
    );

// Cloudflare's asset server (wrangler.jsonc) answers these before any file: a 301 for each legacy
// address (the forwarding pages stay for hosts that read no _redirects), and no .br/.gz copy is
// uploaded (it would be served raw as application/gzip; Cloudflare compresses on its own).
await writeFile(path.join(out, '_redirects'), hostRedirects());
await writeFile(
  path.join(out, '.assetsignore'),
  '# Not uploaded by wrangler (pipeline/steps/postbuild.ts): the pre-compressed copies for nginx.\n*.br\n*.gz\n',
);

// Written last, as the mark of a finished build: npm start compares it with its own environment
// and its time with out/, so a build that failed part-way is rebuilt, never served.
await writeFile(buildMarker, `${JSON.stringify(publicEnv(), null, 2)}\n`);
console.log(
  `postbuild: CSP for ${pages.length} pages, ${ogImages} preview images, compile hints on ${startupScripts.size} scripts, ${compressed.count} files pre-compressed (${compressed.reused} from .cache/compressed/), service worker precaching ${precache.paths.length} files (${megabytes(precache.bytes)}, ${megabytes(precache.gzipBytes)} gzipped)`,
);

/** Cloudflare's `_redirects`: `source destination 301`, the forwarding pages' and with no slash. */
function hostRedirects() {
  const rules = legacyPages.flatMap(({ path, service }) =>
    [path.replace(/\/$/, ''), path].map((source) => `${source} ${service.path} 301`),
  );
  return `# Written by pipeline/steps/postbuild.ts from content/redirects.ts.\n${rules.join('\n')}\n`;
}
