/**
 * Puts the editor into out/admin/ beside public/admin/index.html (copied there by next build):
 * Sveltia CMS's script from node_modules (never a CDN), its fonts, its interface strings, the
 * libraries it loads while editing (the HEIC decoder for iPhone photos among them), and
 * config.json from lib/cms-config.ts. Sveltia names third-party URLs for those files; they are
 * rewritten to this site's copies here, and the build fails if a release moves or renames one,
 * rather than ship an editor that calls out.
 */
import { copyFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cmsConfig } from '../lib/cms-config';

const packages = path.resolve('node_modules');
const sveltia = path.join(packages, '@sveltia/cms');
const admin = path.resolve('out/admin');
mkdirSync(path.join(admin, 'fonts'), { recursive: true });

/** Sveltia's CDN fonts and the same Fontsource files from npm (pinned in package.json). */
const fonts = {
  'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2':
    '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2':
    '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2':
    '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
};

/** The modules Sveltia imports from unpkg.com while an entry is edited, served from here instead. */
const modules = { immutable: 'dist/immutable.es.js', exifr: 'dist/lite.esm.mjs' };
// Sveltia builds `https://unpkg.com/<name>@<version>/<file>`; absolute, so its workers resolve it too.
const cdnBase = '`https://unpkg.com/${e}`';
const localBase = '`${location.origin}/admin/vendor/${e}`';

function replaceOnce(code: string, from: string, to: string) {
  const parts = code.split(from);
  if (parts.length !== 2)
    throw new Error(
      `build-admin: expected "${from}" once in @sveltia/cms's script, found it ${parts.length - 1} times; check the new release`,
    );
  return parts.join(to);
}

let script = readFileSync(path.join(sveltia, 'dist/sveltia-cms.js'), 'utf8');
for (const [url, file] of Object.entries(fonts)) {
  const name = path.basename(file);
  copyFileSync(path.join(packages, file), path.join(admin, 'fonts', name));
  script = replaceOnce(script, url, `/admin/fonts/${name}`);
}
script = replaceOnce(script, cdnBase, localBase);
const left = script.match(/https:\/\/cdn\.jsdelivr\.net\/[^\s`'")]+/);
if (left) throw new Error(`build-admin: @sveltia/cms's script still loads ${left[0]}`);
writeFileSync(path.join(admin, 'sveltia-cms.js'), script);

// The version Sveltia puts in those URLs is its own package.json's range, less the caret.
const { version: sveltiaVersion, dependencies } = JSON.parse(
  readFileSync(path.join(sveltia, 'package.json'), 'utf8'),
);
for (const [name, file] of Object.entries(modules)) {
  const version = String(dependencies[name]).replace(/^\D/, '');
  const target = path.join(admin, 'vendor', `${name}@${version}`, file);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(path.join(packages, name, file), target);
}

// Its HEIC decoder, for iPhone photos: a module with its own imports and WebAssembly beside it.
// Sveltia asks for the version in the package.json its script embeds; the copy must be that one.
const heic = '@discourse/heic';
const heicWanted = /"@discourse\/heic":`\^?([\d.]+)`/.exec(script)?.[1];
const heicInstalled = JSON.parse(
  readFileSync(path.join(packages, heic, 'package.json'), 'utf8'),
).version;
if (heicWanted !== heicInstalled)
  throw new Error(
    `build-admin: @sveltia/cms loads ${heic}@${heicWanted}, package.json pins ${heicInstalled}: pin the version it loads`,
  );
cpSync(path.join(packages, heic), path.join(admin, 'vendor', `${heic}@${heicInstalled}`), {
  recursive: true,
  filter: (file) => !/\.(d\.ts|md)$|LICENSE$/.test(file),
});

cpSync(path.join(sveltia, 'locales'), path.join(admin, 'locales'), { recursive: true });
writeFileSync(path.join(admin, 'config.json'), `${JSON.stringify(cmsConfig(), null, 2)}\n`);
console.log(`build-admin: Sveltia CMS ${sveltiaVersion} in out/admin/`);
