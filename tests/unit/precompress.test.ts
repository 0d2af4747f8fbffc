import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '@/pipeline/precompress';

let dir: string;
let cache: string;
const file = (name: string, text: string) => {
  writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
};
/** A script-like text of about 9 KB, different for each seed. */
const script = (seed: string) =>
  Array.from({ length: 300 }, (_, i) => `const v${i} = "${seed}-${i}";`).join('\n');
const expectCopies = (name: string, text: string) => {
  const full = path.join(dir, name);
  expect(brotliDecompressSync(readFileSync(`${full}.br`)).toString()).toBe(text);
  expect(gunzipSync(readFileSync(`${full}.gz`)).toString()).toBe(text);
};
const kept = () => readdirSync(cache).sort();

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  cache = path.join(dir, 'cache');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pre-compression', () => {
  it('writes .br and .gz for files of 256 bytes or more, once for the same bytes', async () => {
    const files = [
      file('a.js', script('a')),
      file('same-as-a.js', script('a')),
      file('small.txt', 'x'.repeat(255)),
    ];
    expect(await precompress(files, cache)).toEqual({ count: 2, reused: 0 });
    expectCopies('a.js', script('a'));
    expectCopies('same-as-a.js', script('a'));
    expect(existsSync(path.join(dir, 'small.txt.br'))).toBe(false);
    expect(kept()).toHaveLength(2);
  });

  it('takes unchanged files from the cache and keeps only the latest build’s copies', async () => {
    const a = file('a.js', script('a'));
    const b = file('b.js', script('b'));
    await precompress([a, b], cache);
    const first = kept();
    // The next build: a.js unchanged, b.js changed, and a copy half-written when a build stopped.
    file('b.js', script('b2'));
    writeFileSync(path.join(cache, `${first[0]}.part`), 'half');
    expect(await precompress([a, b], cache)).toEqual({ count: 2, reused: 1 });
    expectCopies('a.js', script('a'));
    expectCopies('b.js', script('b2'));
    const second = kept();
    expect(second).toHaveLength(4);
    expect(second.filter((name) => first.includes(name))).toHaveLength(2);
    // A build without a.js: its copies go.
    rmSync(a);
    expect(await precompress([b], cache)).toEqual({ count: 1, reused: 1 });
    expect(kept()).toHaveLength(2);
  });

  it('never reuses a cached copy that does not match the bytes', async () => {
    const a = file('a.js', script('a'));
    await precompress([a], cache);
    file('a.js', script('a-changed'));
    expect(await precompress([a], cache)).toEqual({ count: 1, reused: 0 });
    expectCopies('a.js', script('a-changed'));
  });
});
