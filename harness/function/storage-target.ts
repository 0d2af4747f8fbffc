/**
 * The Storage stand-in (server/storage-stand-in.ts) on a loopback port of its own, reading the
 * bucket's limits from the test database, as Supabase Storage reads storage.buckets. A test can
 * make it fail the function's reads (HEAD and GET of an object) with a status of its choosing,
 * and see every request it was sent.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../supabase/functions/_shared/database/database';
import sharp from 'sharp';
import { createStorageStandIn } from '../../server/storage-stand-in';

export async function startStorageTarget(db: Database) {
  const dir = await mkdtemp(path.join(tmpdir(), 'storage-stand-in-'));
  const standIn = createStorageStandIn({ db, dir });
  let failReads: number | null = null;
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const line = `${req.method} ${new URL(req.url ?? '/', 'http://localhost').pathname}`;
    requests.push(line);
    if (failReads !== null && /^(GET|HEAD) \/storage\/v1\/object\/authenticated\//.test(line)) {
      res.writeHead(failReads, { 'Content-Type': 'application/json' });
      return void res.end(
        req.method === 'HEAD'
          ? undefined
          : JSON.stringify({ statusCode: String(failReads), error: 'failing', message: 'test' }),
      );
    }
    void standIn.serve(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    serviceKey: standIn.serviceKey,
    dir,
    /** The objects in the bucket, by name. */
    async objects(bucket = 'contact-photos') {
      const found = await readdir(path.join(dir, bucket), { recursive: true }).catch(() => []);
      return found.filter((name) => /\.img$/.test(String(name))).map(String);
    },
    /** `method path` of every request so far, in order. */
    requests,
    /** From now on, reads of an object answer `status` (null: they work again). */
    failReads(status: number | null) {
      failReads = status;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A JPEG of close to the largest size the bucket takes (90-100% of `photoLimits.maxBytes`): noise
 * does not compress, so a room of N photos is N times the limit.
 */
export const largestPhoto = () =>
  sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
