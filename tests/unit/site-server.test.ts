/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from '@/server/site-server';

let dir: string;
let port: number;
let server: ReturnType<typeof createSiteServer>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'site-'));
  await mkdir(path.join(dir, 'about'));
  await writeFile(path.join(dir, 'index.html'), 'home');
  await writeFile(path.join(dir, 'about', 'index.html'), 'about');
  await writeFile(path.join(dir, '404.html'), 'not found');
  await writeFile(path.join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  server = createSiteServer({ dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** A GET with the request target sent exactly as written (fetch would normalise it). */
function get(target: string) {
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, location: res.headers.location, body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the local static server', () => {
  it.each([
    ['//', 200, undefined, 'home'],
    ['//about', 301, '/about/', undefined],
    ['/.//about', 301, '/about/', undefined],
    ['///about?ref=card', 301, '/about/?ref=card', undefined],
    ['//about//', 200, undefined, 'about'],
    ['//evil.example', 404, undefined, 'not found'],
    ['/%E0%A4%A', 404, undefined, 'not found'],
    ['/..%2f..%2fetc%2fpasswd', 404, undefined, 'not found'],
  ])(
    'answers %s with %i, never redirecting off the site',
    async (target, status, location, body) => {
      const response = await get(target);
      expect(response.status).toBe(status);
      expect(response.location).toBe(location);
      if (body) expect(response.body).toBe(body);
      expect((await get('/')).status).toBe(200);
    },
  );
});
