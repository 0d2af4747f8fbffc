import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readBaseHeaders } from '@/lib/headers-file';
import {
  adminContentSecurityPolicy,
  inlineScriptHashes,
  policyMeta,
} from '@/pipeline/security-headers';
import { legacyRedirects } from '@/lib/content';
import { ports } from '../../harness/ports';
import { routes } from '../fixtures/routes';
import { allowForVisits, expect, test } from '../../harness/e2e/fixtures';

// The host the site deploys to: Cloudflare's workerd under `wrangler dev` (harness/workerd.ts), with
// wrangler.jsonc and out/ as `npx wrangler deploy` uploads them (_headers, _redirects and
// .assetsignore included). Every browser test runs on it; these are its checks as a host, tagged
// `@host` so they run once, at desktop width. The other hosts' checks are in hosting.spec.ts.
const origin = `http://127.0.0.1:${ports.workerd}`;
const pageCache = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test.describe('Cloudflare workerd (wrangler dev) over out/', { tag: '@host' }, () => {
  test('sends the security headers, the CSP and page caching on every page', async ({
    request,
  }) => {
    allowForVisits(routes.length, 1_000);
    for (const { path: route } of routes) {
      const response = await request.get(`${origin}${route}`, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      const headers = response.headers();
      expect(headers['content-type'], route).toMatch(/^text\/html;\s?charset=utf-8$/i);
      for (const [header, value] of Object.entries(readBaseHeaders()))
        expect(headers[header.toLowerCase()], `${header} on ${route}`).toBe(value);
      expect(headers['cache-control'], route).toBe(pageCache);
      const meta = policyMeta(await response.text())!;
      for (const hash of inlineScriptHashes(await response.text())) expect(meta).toContain(hash);
    }
  });

  test('answers unknown paths and the host files with the 404 page and status 404', async ({
    request,
  }) => {
    const missing = await request.get(`${origin}/no/such/page/`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
    expect(missing.headers()['x-frame-options']).toBe('DENY');
    for (const file of ['/_headers', '/_redirects', '/.assetsignore', '/_not-found/', '/_next/'])
      expect((await request.get(`${origin}${file}`)).status(), file).toBe(404);
    // Unlike nginx, Cloudflare's html handling serves every x.html at /x, 404.html included (/404/
    // and /404.html redirect there): a 200 no page links to, and the page tells crawlers noindex.
    const page404 = await request.get(`${origin}/404/`);
    expect([page404.status(), new URL(page404.url()).pathname]).toEqual([200, '/404']);
    expect(await page404.text()).toContain('<meta name="robots" content="noindex"/>');
  });

  test('moves the legacy service addresses with a 301, with or without the slash', async ({
    request,
  }) => {
    for (const [from, { to }] of Object.entries(legacyRedirects))
      for (const source of [`/services/${from}/`, `/services/${from}`]) {
        const response = await request.get(`${origin}${source}`, { maxRedirects: 0 });
        expect(response.status(), source).toBe(301);
        expect(new URL(response.headers()['location']!, origin).pathname, source).toBe(
          `/services/${to}/`,
        );
      }
    // Followed, the visitor lands on the page itself.
    const landed = await request.get(`${origin}/services/kitchen-remodels/`);
    expect(landed.url()).toBe(`${origin}/services/kitchen-bathroom-remodels/`);
    expect(landed.status()).toBe(200);
  });

  test('serves no .br or .gz copy: none is uploaded, and files are never sent as gzip archives', async ({
    request,
  }) => {
    const compressed = filesUnder('out').filter((file) => /\.(br|gz)$/.test(file));
    expect(compressed.length).toBeGreaterThan(0);
    for (const file of compressed.slice(0, 40)) {
      const url = `${origin}/${path.relative('out', file).split(path.sep).join('/')}`;
      expect((await request.get(url)).status(), url).toBe(404);
    }
    const html = readFileSync('out/index.html', 'utf8');
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
    const css = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(html)![1]!;
    for (const [file, type] of [
      [script, /^(application|text)\/javascript/],
      [css, /^text\/css/],
      ['/', /^text\/html/],
      ['/sitemap.xml', /^(application|text)\/xml/],
      ['/services/__next._tree.txt', /^text\/plain/],
    ] as const) {
      const response = await request.get(`${origin}${file}`, {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toMatch(type);
      // Whatever the host compresses on the way, the body is the file itself.
      const onDisk = file === '/' ? 'out/index.html' : `out${file}`;
      expect((await response.body()).length, file).toBe(statSync(onDisk).size);
    }
    for (const file of [script, css])
      expect((await request.get(`${origin}${file}`)).headers()['cache-control'], file).toBe(
        immutable,
      );
    // The service worker, from its own block of _headers: revalidated on every load.
    expect((await request.get(`${origin}/sw.js`)).headers()['cache-control']).toBe('no-cache');
  });

  test('redirects a folder asked for without its slash, and never to another host', async ({
    request,
  }) => {
    const response = await request.get(`${origin}/about`, { maxRedirects: 0 });
    expect([301, 307, 308]).toContain(response.status());
    expect(new URL(response.headers()['location']!, origin).pathname).toBe('/about/');
    for (const target of ['//evil.example', '//evil.example/', '/%2F%2Fevil.example']) {
      const answer = await request.get(`${origin}${target}`, { maxRedirects: 0 });
      const location = answer.headers()['location'];
      if (location) expect(new URL(location, origin).origin, target).toBe(origin);
    }
  });

  test("serves the editor's files with its own policy, never indexed, modules without a redirect", async ({
    request,
  }) => {
    const admin = await request.get(`${origin}/admin/`, { maxRedirects: 0 });
    expect(admin.status()).toBe(200);
    expect(admin.headers()['x-robots-tag']).toBe('noindex, nofollow');
    // Both policies apply (the site-wide header and the editor's); the editor's is the stricter.
    expect(admin.headers()['content-security-policy']).toContain(adminContentSecurityPolicy);
    const config = await request.get(`${origin}/admin/config.json`);
    expect(config.status()).toBe(200);
    expect(JSON.parse(await config.text()).backend.name).toBe('github');
    // Every module the editor may load, at the address its loader asks for (`@` as %40).
    const vendor = filesUnder('out/admin/vendor').filter((file) => /\.(m?js|wasm)$/.test(file));
    expect(vendor.some((file) => file.includes('@'))).toBe(true);
    for (const file of vendor) {
      const address = `/${path.relative('out', file).split(path.sep).join('/').replaceAll('@', '%40')}`;
      const response = await request.get(`${origin}${address}`, { maxRedirects: 0 });
      expect(response.status(), address).toBe(200);
      expect(response.headers()['content-type'], address).toMatch(
        /^(application|text)\/javascript|^application\/wasm/,
      );
    }
    // A literal `@` costs a 307 here, which is why the build asks for %40.
    const literal = `/${path
      .relative(
        'out',
        vendor.find((f) => f.includes('@'))!,
      )
      .split(path.sep)
      .join('/')}`;
    expect((await request.get(`${origin}${literal}`, { maxRedirects: 0 })).status()).toBe(307);
  });

  test('opens the editor in the browser with every file of its own answered at once', async ({
    page,
  }) => {
    const answers: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).origin === origin && response.status() !== 200)
        answers.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${origin}/admin/`);
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
    expect(answers).toEqual([]);
  });
});
