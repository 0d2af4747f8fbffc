import { readFileSync } from 'node:fs';
import path from 'node:path';
import { legacyRedirects } from '@/lib/content';
import { allFiles, fileFor, outDir } from '../../harness/build/out';

// The files Cloudflare reads from out/ besides _headers (docs/deploying.md#the-host-cloudflare-workers-static-assets):
// _redirects (`source destination code`; Cloudflare takes at most 2,000 static rules) and
// .assetsignore (gitignore syntax: what wrangler leaves out).
// tests/e2e/workerd-host.spec.ts checks what workerd does with them.
const read = (name: string) => readFileSync(path.join(outDir, name), 'utf8');
const rules = read('_redirects')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.trim().split(/\s+/));

describe('out/_redirects', () => {
  it('moves each legacy service address, with and without the slash, with a 301', () => {
    const expected = Object.entries(legacyRedirects).flatMap(([from, { to }]) =>
      [`/services/${from}`, `/services/${from}/`].map((source) => [
        source,
        `/services/${to}/`,
        '301',
      ]),
    );
    expect(rules).toEqual(expected);
  });

  it('sends each to a page that is in out/, within the file limits', () => {
    const files = new Set(allFiles());
    for (const [, destination] of rules) expect(files.has(fileFor(destination!))).toBe(true);
    expect(rules.length).toBeLessThanOrEqual(2000);
  });
});

describe('out/.assetsignore', () => {
  const patterns = read('.assetsignore')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));

  it('leaves out every pre-compressed copy and nothing else', () => {
    expect(patterns.sort()).toEqual(['*.br', '*.gz']);
    const files = new Set(allFiles());
    const compressed = [...files].filter((file) => /\.(br|gz)$/.test(file));
    expect(compressed.length).toBeGreaterThan(0);
    // No file a visitor needs ends in .br or .gz itself: each is a copy of one beside it.
    expect(compressed.filter((file) => !files.has(file.replace(/\.(br|gz)$/, '')))).toEqual([]);
  });
});
