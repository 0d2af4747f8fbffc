/**
 * The contact function of `npm start`'s own server (server/serve.ts on ports.site), for browser
 * tests that need what the suite's function lacks: its Storage stand-in (photos under DATA_DIR's
 * storage/) and its outbox of .eml files. The test build bakes the gateway stand-in (ports.api) in
 * as the function's address; `throughNpmStart` forwards the browser's calls to it, unchanged, to the
 * same paths on npm start's server (route.fetch), and notes each one.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { ports } from '../ports';
import { isCount } from './contact-helpers';
import { expect } from './fixtures';

export const site = `http://127.0.0.1:${ports.site}`;
const gateway = `http://127.0.0.1:${ports.api}`;
/** Where npm start's server writes its e-mails (harness/e2e-servers.ts, OUTBOX_DIR). */
const outbox = '.tmp/outbox';

/** A call the browser made to the function or to Storage, as npm start's server answered it. */
type ForwardedCall = {
  method: string;
  /** The path on the server, with its query: `/functions/v1/send-contact-email/photo-slots`. */
  path: string;
  /** The request's body as text (empty for an upload's bytes). */
  body: string;
  status: number;
  /** The answer's body as text, for the function's answers (empty for Storage's). */
  answer: string;
};

type ForwardOptions = {
  /** Picks uploads (counted from 1) to cut with a connection reset instead of forwarding. */
  interrupt?: (upload: number) => boolean;
  /** Uploads wait for it before they go on. */
  hold?: Promise<void>;
};

/**
 * Sends the browser's calls to the gateway on to npm start's server: a page's own (`page`), or
 * every page's and the service worker's (`context`; Playwright routes a Chromium service worker's
 * requests through its context). Returns the list of calls forwarded, the site's counts
 * (/events) left out, filled in as each answer comes back.
 */
export async function throughNpmStart(
  target: Page | BrowserContext,
  { interrupt = () => false, hold = Promise.resolve() }: ForwardOptions = {},
) {
  const calls: ForwardedCall[] = [];
  let uploads = 0;
  const visitor = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;
  await target.route(`${gateway}/**`, async (route: Route) => {
    const request = route.request();
    const url = request.url().replace(gateway, site);
    if (request.method() === 'PUT' && interrupt(++uploads)) return route.abort('connectionreset');
    if (request.method() === 'PUT') await hold;
    // As Supabase's gateway does, the client named in X-Forwarded-For: an address per test, so
    // the per-address limits (messages, photo slots) count this test alone.
    const response = await route.fetch({
      url,
      headers: { ...request.headers(), 'x-forwarded-for': visitor },
    });
    if (!isCount(url)) {
      const { pathname, search } = new URL(url);
      const isUpload = request.method() === 'PUT';
      calls.push({
        method: request.method(),
        path: pathname + search,
        body: isUpload ? '' : (request.postData() ?? ''),
        status: response.status(),
        answer: isUpload ? '' : await response.text(),
      });
    }
    await route.fulfill({ response });
  });
  return calls;
}

type Part = { headers: string; body: Buffer };

/** The parts of a MIME message, nested ones included, each body decoded from base64. */
function mimeParts(raw: string): Part[] {
  const boundary = /boundary="([^"]+)"/.exec(raw)?.[1];
  if (!boundary) {
    const [headers = '', body = ''] = raw.split('\r\n\r\n');
    return [{ headers, body: Buffer.from(body.replace(/\s+/g, ''), 'base64') }];
  }
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => mimeParts(part.replace(/^\r\n/, '')));
}

/**
 * The one e-mail npm start's server wrote (an .eml in its outbox) whose text names `text`, once it
 * is written: its plain text and its image parts. Fails unless exactly one names it.
 */
export async function emlFor(text: string) {
  let found: Part[][] = [];
  await expect(async () => {
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml'));
    const all = await Promise.all(
      names.map(async (name) => mimeParts(await readFile(path.join(outbox, name), 'latin1'))),
    );
    found = all.filter((parts) =>
      parts.some((part) => part.headers.includes('text/plain') && part.body.includes(text)),
    );
    expect(found).toHaveLength(1);
  }).toPass({ timeout: 30_000 });
  const parts = found[0]!;
  return {
    text: parts.find((part) => part.headers.includes('text/plain'))!.body.toString('utf8'),
    images: parts.filter((part) => /Content-Type: image\//.test(part.headers)),
  };
}
