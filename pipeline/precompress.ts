/**
 * The .br and .gz copies of the export's text files (pipeline/steps/postbuild.ts), so hosts send
 * them without spending CPU: brotli at its best quality, gzip at level 9. Each pair is kept in
 * `cacheDir` under the SHA-256 of the bytes it compresses, and a later build that has the same
 * bytes copies it instead: the editor's files and most scripts do not change from one build to the
 * next (about half of a build's 17 s of compression here), which `npm start` rebuilds after every
 * content edit. Only the pairs of the latest build are kept, so the folder never outgrows one
 * export's copies.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Part of every key: a change of settings makes every kept pair stale. */
const settings = 'br11-gz9';

/** Files smaller than this are sent as they are. */
const smallest = 256;

/**
 * Writes `file.br` and `file.gz` beside each file of `files` of 256 bytes or more, from the cache
 * where it has them, and removes the cache's other pairs. Returns how many files were compressed
 * and how many of them came from the cache.
 */
export async function precompress(files: string[], cacheDir: string) {
  await mkdir(cacheDir, { recursive: true });
  // By key: files with the same bytes (some of Next's route files are) share one compression.
  const pairs = new Map<string, Promise<[Buffer, Buffer, boolean]>>();
  let reused = 0;
  const pairFor = async (key: string, data: Buffer): Promise<[Buffer, Buffer, boolean]> => {
    const kept = path.join(cacheDir, key);
    try {
      return [await readFile(`${kept}.br`), await readFile(`${kept}.gz`), true];
    } catch {
      const pair: [Buffer, Buffer] = [
        await br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        await gz(data, { level: 9 }),
      ];
      // Written whole, then renamed, .gz first: a .br means its .gz is complete too, and a build
      // stopped half-way leaves no partial copy to reuse.
      for (const [ext, bytes] of [
        ['.gz', pair[1]],
        ['.br', pair[0]],
      ] as const) {
        await writeFile(`${kept}${ext}.part`, bytes);
        await rename(`${kept}${ext}.part`, `${kept}${ext}`);
      }
      return [...pair, false];
    }
  };
  const done = await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < smallest) return false;
      const data = await readFile(file);
      const key = createHash('sha256').update(settings).update(data).digest('hex');
      if (!pairs.has(key)) pairs.set(key, pairFor(key, data));
      const [brotli, gzipped, cached] = await pairs.get(key)!;
      if (cached) reused++;
      await writeFile(`${file}.br`, brotli);
      await writeFile(`${file}.gz`, gzipped);
      return true;
    }),
  );
  for (const name of await readdir(cacheDir))
    if (name.endsWith('.part') || !pairs.has(name.split('.')[0]!))
      await rm(path.join(cacheDir, name), { force: true });
  return { count: done.filter(Boolean).length, reused };
}
