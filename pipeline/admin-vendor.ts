/**
 * The libraries Sveltia CMS imports from a package mirror while an entry is edited, served from
 * out/admin/vendor/<name>@<version>/ instead (pipeline/steps/admin.ts points the mirror there). The build
 * fails if Sveltia names a module this site does not serve and has not ruled out, a file or
 * WebAssembly binary missing from a served copy, or a version other than the one installed.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const packages = path.resolve('node_modules');

type Served = {
  /** Why the editor needs it. */
  for: string;
  /** Copy the whole package (a module with imports and WebAssembly beside it), or one file. */
  whole: boolean;
  /** Pinned in package.json: the installed version must be the one Sveltia names. */
  pinned: boolean;
  /** Bare imports inside the package, served beside it: package name to its ES module file. */
  imports?: Record<string, string>;
};

const served: Record<string, Served> = {
  immutable: { for: 'validation', whole: false, pinned: false },
  exifr: { for: "a photo's date", whole: false, pinned: false },
  '@discourse/heic': { for: 'HEIC photos from iPhones', whole: true, pinned: true },
  // Safari (every iOS browser) cannot encode WebP from a canvas; Sveltia encodes it with this.
  '@jsquash/webp': {
    for: 'WebP photos in Safari',
    whole: true,
    pinned: true,
    imports: { 'wasm-feature-detect': 'dist/esm/index.js' },
  },
};

/** Features this site does not configure (maps, SVG optimisation, Markdown): not served. */
const notConfigured = new Set([
  'leaflet',
  'svgo',
  'terra-draw',
  'terra-draw-leaflet-adapter',
  'turndown',
]);

const installedVersion = (name: string): string | undefined => {
  const file = path.join(packages, name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
};

/** The version Sveltia puts in a module's address: its embedded package.json's range, less `^`. */
function wantedVersion(script: string, name: string) {
  const quoted = name.replace(/[/@.-]/g, (c) => `\\${c}`);
  return new RegExp(`(?:"${quoted}"|\\b${quoted}):\`\\^?([\\d.]+)\``).exec(script)?.[1];
}

/**
 * Every module Sveltia imports through its loader (`load(name, file)`), a name given as a template
 * (`@jsquash/${format}`) filled with the format the site's configuration converts photos to.
 */
function modulesNamed(script: string, rasterFormat: string) {
  const loader =
    /(\w+)=async\((\w+),(\w+)\)=>\w+\(\(\)=>import\(`\$\{\w+\(\2\)\}\/\$\{\3\}`\)/.exec(
      script,
    )?.[1];
  if (!loader)
    throw new Error(
      "build-admin: no module loader in @sveltia/cms's script; check the new release",
    );
  const calls = new RegExp(`\\b${loader}\\(\`([^\`]+)\`,\`([^\`]+)\`\\)`, 'g');
  return [...script.matchAll(calls)].map(([, name, file]) => ({
    name: name!.replace(/\$\{\w+\}/, rasterFormat),
    file: file!.replace(/\?.*$/, ''),
  }));
}

/** Copies what `served` lists into out/admin/vendor/; throws on any module it cannot serve. */
export function serveVendor(script: string, admin: string, rasterFormat: string) {
  const problems: string[] = [];
  const named = modulesNamed(script, rasterFormat);
  for (const { name, file } of named) {
    const entry = served[name];
    if (!entry) {
      if (!notConfigured.has(name))
        problems.push(`@sveltia/cms loads ${name}/${file}, which the build does not serve`);
      continue;
    }
    const version = wantedVersion(script, name);
    const installed = installedVersion(name);
    if (!version || !installed) {
      problems.push(`@sveltia/cms loads ${name}@${version}, installed: ${installed ?? 'nothing'}`);
      continue;
    }
    if (entry.pinned && installed !== version)
      problems.push(
        `@sveltia/cms loads ${name}@${version}, package.json pins ${installed}: pin the version it loads`,
      );
    const target = path.join(admin, 'vendor', `${name}@${version}`);
    if (entry.whole)
      cpSync(path.join(packages, name), target, {
        recursive: true,
        filter: (source) => !/\.(d\.ts|md)$|LICENSE$|[\\/]node_modules$/.test(source),
      });
    else {
      mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
      cpSync(path.join(packages, name, file), path.join(target, file));
    }
    for (const [dependency, dependencyFile] of Object.entries(entry.imports ?? {}))
      serveImport(target, dependency, dependencyFile);
    if (!existsSync(path.join(target, file)))
      problems.push(`@sveltia/cms loads ${name}@${version}/${file}, which the package lacks`);
  }
  for (const name of Object.keys(served))
    if (!named.some((module) => module.name === name))
      problems.push(
        `@sveltia/cms no longer loads ${name}; remove it from pipeline/admin-vendor.ts`,
      );
  problems.push(...unresolved(path.join(admin, 'vendor')));
  if (problems.length) throw new Error(`build-admin:\n${problems.join('\n')}`);
}

/** A bare import (`from 'wasm-feature-detect'`) becomes a relative one to a copy beside it. */
function serveImport(target: string, dependency: string, file: string) {
  const copy = `_imports/${dependency}@${installedVersion(dependency)}/${path.basename(file)}`;
  mkdirSync(path.dirname(path.join(target, copy)), { recursive: true });
  cpSync(path.join(packages, dependency, file), path.join(target, copy));
  for (const script of jsFiles(target)) {
    const code = readFileSync(script, 'utf8');
    const relative = path.relative(path.dirname(script), path.join(target, copy));
    const rewritten = code.replaceAll(
      `'${dependency}'`,
      // `@` as %40, as the loader asks for the modules (pipeline/steps/admin.ts): no redirect on Cloudflare.
      `'./${relative.split(path.sep).join('/').replaceAll('@', '%40')}'`,
    );
    if (rewritten !== code) writeFileSync(script, rewritten);
  }
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every import and WebAssembly file a served script names that is not served beside it: a bare
 * import the browser cannot resolve, or a relative file missing from the copy.
 */
function unresolved(vendor: string) {
  const problems: string[] = [];
  const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*)['"]([^'"]+)['"]|['"]([\w.-]+\.wasm)['"]/g;
  for (const script of jsFiles(vendor)) {
    // Comments quote examples (`import { Map } from 'immutable'`); only code is read.
    const code = readFileSync(script, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    for (const [, imported, wasm] of code.matchAll(specifiers)) {
      const name = (imported ?? wasm)!;
      const shown = path.relative(vendor, script);
      if (imported && !/^\.{1,2}\//.test(imported))
        problems.push(`${shown} imports ${imported}, which the browser cannot resolve`);
      else if (!existsSync(path.resolve(path.dirname(script), decodeURIComponent(name))))
        problems.push(`${shown} loads ${name}, which is not served`);
    }
  }
  return problems;
}
