import type { AddressInfo } from 'node:net';
import { createSiteServer } from '../../server/site-server';
import { outDir } from './out';

/** Serves out/ with the project's own server on a free port for the length of a test file. */
export function serveOut() {
  const server = createSiteServer({ dir: outDir });
  const origin = { url: '' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return origin;
}
