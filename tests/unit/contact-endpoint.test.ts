/** @jest-environment node */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from '@/scripts/site-server';

let dir: string;
let origin: string;
let server: ReturnType<typeof createSiteServer>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'endpoint-'));
  server = createSiteServer({ outbox: path.join(dir, 'outbox.jsonl') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1/send-contact-email`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const post = (body: string) =>
  fetch(origin, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
const corsHeaders = (response: Response) => ({
  origin: response.headers.get('access-control-allow-origin'),
  headers: response.headers.get('access-control-allow-headers'),
});
const cors = { origin: '*', headers: 'authorization, x-client-info, apikey, content-type' };

describe('the local contact endpoint', () => {
  it('answers the CORS preflight', async () => {
    const response = await fetch(origin, { method: 'OPTIONS' });
    expect(response.status).toBe(200);
    expect(corsHeaders(response)).toEqual(cors);
  });

  it('accepts a valid message, answers { ok: true } and appends it to the outbox', async () => {
    const message = {
      name: 'Ana',
      email: 'ana@example.com',
      phone: '',
      service: 'Other',
      message: 'Seawall 🌊 "quote"',
    };
    const response = await post(JSON.stringify(message));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(corsHeaders(response)).toEqual(cors);
    const lines = (await readFile(path.join(dir, 'outbox.jsonl'), 'utf8')).trim().split('\n');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject(message);
  });

  it.each([
    [
      'a body the shared schema rejects',
      JSON.stringify({ name: '', email: 'nope', phone: '', service: '', message: 'x' }),
    ],
    [
      'a message over 5000 characters',
      JSON.stringify({
        name: 'A',
        email: 'a@example.com',
        phone: '',
        service: '',
        message: 'x'.repeat(5001),
      }),
    ],
    ['a body that is not JSON', 'name=Ana'],
  ])('answers 400 with a JSON error for %s', async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('error');
    expect(corsHeaders(response)).toEqual(cors);
  });
});
