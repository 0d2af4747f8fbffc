/**
 * The Storage stand-in (server/storage-stand-in.ts) on a loopback port of its own, reading the
 * bucket's limits from the test database, as Supabase Storage reads storage.buckets.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../supabase/functions/_shared/database/database';
import { createStorageStandIn } from '../../server/storage-stand-in';

export async function startStorageTarget(db: Database) {
  const dir = await mkdtemp(path.join(tmpdir(), 'storage-stand-in-'));
  const standIn = createStorageStandIn({ db, dir });
  const server = createServer((req, res) => void standIn.serve(req, res));
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
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
