import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { allFiles, outDir } from '../../harness/build/out';

/** Text files a host sends compressed; below 256 bytes compression saves nothing worth a file. */
const textFile = /\.(html|js|css|txt|xml|json|svg|webmanifest|ico|map)$/;
const minimum = 256;

const files = allFiles();
const text = files.filter((file) => textFile.test(file) && statSync(file).size >= minimum);

describe('pre-compressed files in out/', () => {
  it('covers the export: pages, scripts, styles, payloads and images', () => {
    const kinds = new Set(text.map((file) => path.extname(file)));
    for (const kind of ['.html', '.js', '.css', '.txt', '.xml', '.svg', '.webmanifest'])
      expect(kinds).toContain(kind);
  });

  it.each(text.map((file) => [path.relative(outDir, file), file]))(
    '%s has .br and .gz beside it that decompress to exactly its bytes',
    (_name, file) => {
      const original = readFileSync(file);
      expect(existsSync(`${file}.br`)).toBe(true);
      expect(existsSync(`${file}.gz`)).toBe(true);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
    },
  );

  it('leaves no compressed file without its original (a stale one would be served)', () => {
    const orphans = files
      .filter((file) => /\.(br|gz)$/.test(file))
      .filter((file) => !existsSync(file.replace(/\.(br|gz)$/, '')));
    expect(orphans).toEqual([]);
  });
});
