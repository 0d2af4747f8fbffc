import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder, sourceFolders } from '../../harness/source-files';

/**
 * The site and its editor load nothing from a third party (fonts, scripts and images are the
 * site's own copies; docs/editing.md). The browser suite enforces it at run time; this keeps the
 * sources honest too: every absolute address in them is one of these, none a place to load from.
 */
const allowedHosts = new Map([
  ['www.w3.org', 'XML namespaces in SVG'],
  ['schema.org', "the structured data's vocabulary"],
  ['localhost', 'local development'],
  ['127.0.0.1', 'local development'],
  ['api.github.com', "the editor's content repository (its one backend)"],
  ['api.resend.com', "the contact function's e-mail provider, called from the server"],
  [
    'www.myfloridalicense.com',
    "the state's license lookup: a link a visitor follows, loads nothing",
  ],
  ['developers.cloudflare.com', 'a source cited in a comment'],
  ['www.google.com', 'directions to the office in Google Maps: a link a visitor follows'],
  ['maps.apple.com', 'directions to the office in Apple Maps: a link a visitor follows'],
  ['g.page', "Google's review link, the shape the editor checks: a link a customer follows"],
  ['search.google.com', "Google's other review link shape: a link a customer follows"],
  ['www.facebook.com', "the template's example review page: a link a customer follows"],
  ['github.com', 'a source cited in a comment'],
]);
const placeholder = /(^|\.)example\.com$/;

const textFile = /\.(ts|tsx|js|mjs|json|css|html|svg|txt|xml|sql|toml|conf)$|(^|\/)_headers$/;

it('names no third-party address in the site’s sources, the editor’s included', () => {
  const checked = [
    ...sourceFolders.flatMap((folder) => filesUnder(folder, (file) => textFile.test(file))),
    'next.config.mjs',
  ];
  expect(checked).toContain(path.join('public', 'admin', 'same-origin-only.js'));
  expect(checked).toContain(path.join('pipeline', 'steps', 'admin.ts'));
  const found = checked.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bhttps?:\/\/([a-z0-9.-]+)/gi)]
      .map(([, host]) => host!.toLowerCase())
      .filter((host) => !allowedHosts.has(host) && !placeholder.test(host))
      .map((host) => `${file}: ${host}`),
  );
  expect(found).toEqual([]);
});
