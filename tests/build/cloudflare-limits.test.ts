import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseHeadersFile } from '@/lib/headers-file';
import { allFiles, outDir } from '../../harness/build/out';

// What Cloudflare Workers static assets accept (docs/deploying.md cites each figure): a
// `_headers` file of at most 100 rules and 2,000 characters a line, at most 20,000 files of at
// most 25 MiB each, and, with not_found_handling "404-page", a 404.html to answer unknown paths.
const headersText = readFileSync(path.join(outDir, '_headers'), 'utf8');

describe('out/ on Cloudflare', () => {
  it('has at most 100 header rules in _headers', () => {
    const rules = parseHeadersFile(headersText, 'out/_headers');
    expect(rules.size).toBeGreaterThan(0);
    expect(rules.size).toBeLessThanOrEqual(100);
  });

  it('has no _headers line longer than 2,000 characters', () => {
    const long = headersText
      .split('\n')
      .map((line, index) => ({ line: index + 1, length: line.length }))
      .filter(({ length }) => length > 2000);
    expect(long).toEqual([]);
  });

  it('holds at most 20,000 files, none over 25 MiB', () => {
    const files = allFiles().filter((file) => path.basename(file) !== '_headers');
    expect(files.length).toBeLessThanOrEqual(20_000);
    const large = files.filter((file) => statSync(file).size > 25 * 1024 * 1024);
    expect(large).toEqual([]);
  });

  it('has the 404 page at the root and no page that answers /404/ with status 200', () => {
    expect(existsSync(path.join(outDir, '404.html'))).toBe(true);
    expect(existsSync(path.join(outDir, '404', 'index.html'))).toBe(false);
  });
});
