/**
 * Puts the editor into out/admin/ beside public/admin/index.html (copied there by next build):
 * Sveltia CMS's script from node_modules (never a CDN), its fonts, its interface strings, the
 * libraries it loads while editing (the HEIC decoder for iPhone photos among them), and
 * config.json from pipeline/cms-config.ts. Sveltia names third-party URLs for those files; they are
 * rewritten to this site's copies here, and the build fails if a release moves or renames one,
 * rather than ship an editor that calls out.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serveVendor } from '../admin-vendor';
import { buttonTargets, site, sitePages } from '../../lib/content';
import { cmsConfig, cmsSettings, photoFormat } from '../cms-config';

const packages = path.resolve('node_modules');
const sveltia = path.join(packages, '@sveltia/cms');
const admin = path.resolve('out/admin');
mkdirSync(path.join(admin, 'fonts'), { recursive: true });

/**
 * Sveltia names each font by an absolute address on a Fontsource mirror,
 * `<mirror>/fontsource/fonts/<family>[:vf]@<version>/<file>.woff2` (`:vf` for a variable font).
 * The same file, at the same version, is in the @fontsource package pinned in package.json.
 */
const fontAddress =
  /https:\/\/[^\s`'"()]+\/fontsource\/fonts\/([\w-]+?)(:vf)?@([\d.]+)\/([\w-]+\.woff2)/g;

// Sveltia imports modules from a package mirror while an entry is edited (pipeline/admin-vendor.ts).
// Sveltia builds those addresses as `https://<mirror>/${name}`: absolute, so its workers resolve
// the local copy too.
const moduleBase = /`https:\/\/[\w.-]+\/\$\{(\w+)\}`/g;

function replaceOnce(code: string, from: string, to: string) {
  const parts = code.split(from);
  if (parts.length !== 2)
    throw new Error(
      `build-admin: expected "${from}" once in @sveltia/cms's script, found it ${parts.length - 1} times; check the new release`,
    );
  return parts.join(to);
}

/** The package.json of an installed package, or undefined when it is not installed. */
function readInstalled(name: string): { version: string } | undefined {
  const file = path.join(packages, name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

let script = readFileSync(path.join(sveltia, 'dist/sveltia-cms.js'), 'utf8');
const fonts = [...new Set([...script.matchAll(fontAddress)].map(([address]) => address))];
if (fonts.length === 0)
  throw new Error("build-admin: no font addresses in @sveltia/cms's script; check the new release");
for (const address of fonts) {
  const [, family, variable, version, file] = new RegExp(fontAddress.source).exec(address)!;
  const fontPackage = `@fontsource${variable ? '-variable' : ''}/${family}`;
  const installed = readInstalled(fontPackage)?.version;
  if (installed !== version)
    throw new Error(
      `build-admin: @sveltia/cms loads ${fontPackage}@${version}, package.json pins ${installed ?? 'nothing'}: pin the version it loads`,
    );
  const name = `${family}-${file}`;
  copyFileSync(path.join(packages, fontPackage, 'files', name), path.join(admin, 'fonts', name));
  script = replaceOnce(script, address, `/admin/fonts/${name}`);
}
const bases = script.match(moduleBase) ?? [];
if (bases.length !== 1)
  throw new Error(
    `build-admin: expected one module address template in @sveltia/cms's script, found ${bases.length}; check the new release`,
  );
// `@` as %40: Cloudflare's asset server answers a literal `@` in a path with a 307 to the encoded
// one (every host here decodes %40 to the folder's `@`), so each module costs no extra round trip.
script = script.replace(
  moduleBase,
  '`${location.origin}/admin/vendor/${$1.replaceAll("@", "%40")}`',
);
// Whatever a new release adds, nothing may be left that the editor would load from elsewhere: a
// script, a stylesheet, a font or WebAssembly at an absolute address. The one exception is
// Netlify Identity's widget, which only the git-gateway backend loads (this site's editor uses the
// GitHub backend, and the editor's CSP would block it anyway).
const loadsFromElsewhere = /https:\/\/[^\s`'"()]+?\.(?:m?js|css|woff2?|wasm)\b/g;
const left = [...script.matchAll(loadsFromElsewhere)]
  .map(([address]) => address)
  .filter((address) => !address.endsWith('/netlify-identity-widget.js'));
if (left.length)
  throw new Error(
    `build-admin: @sveltia/cms's script still loads ${[...new Set(left)].join(', ')}`,
  );
writeFileSync(path.join(admin, 'sveltia-cms.js'), script);

const config = cmsConfig(cmsSettings(), {
  pages: buttonTargets(sitePages),
  name: site.name,
  spanish: site.spanish.edition,
});
serveVendor(script, admin, photoFormat);

cpSync(path.join(sveltia, 'locales'), path.join(admin, 'locales'), { recursive: true });
writeFileSync(path.join(admin, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
const { version } = JSON.parse(readFileSync(path.join(sveltia, 'package.json'), 'utf8'));
console.log(`build-admin: Sveltia CMS ${version} in out/admin/`);
