import { readFileSync, statSync } from 'node:fs';
import { readBaseHeaders } from '@/lib/headers-file';
import { inlineScriptHashes, policyMeta } from '@/pipeline/security-headers';
import { ports } from '../../harness/ports';
import { legacyPaths, routes, samplesByTemplate } from '../fixtures/routes';
import { allowForVisits, expect, sharedPageTest as test } from '../../harness/e2e/fixtures';

// The hosts other than the one the site ships on (Cloudflare's: workerd-host.spec.ts, and every
// other browser test): nginx with nginx/nginx.conf and the headers the build generates for it (the
// documented self-host), npm start's own server, and python's http.server with no configuration at
// all. Each must serve every page, the 404 and the legacy links.
const servers = [
  { name: 'nginx', origin: `http://127.0.0.1:${ports.nginx}` },
  { name: 'npm start server', origin: `http://127.0.0.1:${ports.site}` },
];

/** A legacy address on a server without redirects: a page that forwards to its replacement. */
function expectForwardingPage(html: string) {
  expect(html).toContain(
    '<meta http-equiv="refresh" content="0; url=/services/kitchen-bathroom-remodels/"/>',
  );
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
  expect(html).toMatch(
    /<link rel="canonical" href="[^"]+\/services\/kitchen-bathroom-remodels\/"\/>/,
  );
  // For a browser that ignores the refresh, a visible link says where the page went.
  expect(html).toMatch(
    /<main[^>]*>[\s\S]*<a [^>]*href="\/services\/kitchen-bathroom-remodels\/"[^>]*>Go to (<!-- -->)?Kitchen &amp; Bathroom Remodels<\/a>[\s\S]*<\/main>/,
  );
}

test.describe('static hosting', { tag: '@host' }, () => {
  for (const { name, origin } of servers) {
    test.describe(name, () => {
      test('serves every route with the security headers, the site-wide CSP header and its own CSP in the page', async ({
        request,
      }) => {
        const paths = [...routes.map((r) => r.path), ...legacyPaths];
        allowForVisits(paths.length, 1_000);
        for (const path of paths) {
          const response = await request.get(`${origin}${path}`);
          expect(response.status(), path).toBe(200);
          const headers = response.headers();
          expect(headers['content-type']).toMatch(/^text\/html;\s?charset=utf-8$/i);
          for (const [header, value] of Object.entries(readBaseHeaders()))
            expect(headers[header.toLowerCase()], `${header} on ${path}`).toBe(value);
          // The header is the same everywhere (frame-ancestors, which a <meta> cannot set)...
          expect(headers['content-security-policy']).toBe(
            readBaseHeaders()['Content-Security-Policy'],
          );
          // ...and the page served carries its own script hashes.
          const html = await response.text();
          const meta = policyMeta(html)!;
          expect(meta).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
          for (const hash of inlineScriptHashes(html)) expect(meta).toContain(hash);
          expect(meta).not.toMatch(/script-src[^;]*unsafe/);
          expect(meta).toContain(`connect-src 'self' http://127.0.0.1:${ports.api}`);
          expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
          if (legacyPaths.includes(path)) expectForwardingPage(html);
        }
      });

      test('answers unknown paths with the 404 page and status 404', async ({ request }) => {
        const response = await request.get(`${origin}/no/such/page/`);
        expect(response.status()).toBe(404);
        expect(await response.text()).toContain('Oops! Page not found');
        // The host files (out/_headers, and _redirects and .assetsignore for Cloudflare).
        for (const file of ['/_headers', '/_redirects', '/.assetsignore'])
          expect((await request.get(`${origin}${file}`)).status(), file).toBe(404);
        // Next's own copies of the 404 page are removed so no host answers them with 200; a
        // folder without a page is not a page either.
        for (const path of ['/404/', '/_not-found/', '/404', '/_next/', '/images/'])
          expect((await request.get(`${origin}${path}`)).status(), path).toBe(404);
        // Hostile addresses are refused, and the server goes on answering.
        for (const path of [
          '/%E0%A4%A',
          '/%00',
          `/${'a'.repeat(300)}`,
          '/robots.txt/x',
          '/..%2f..%2fetc%2fpasswd',
          '/%5Fheaders',
        ]) {
          expect([400, 404], path).toContain((await request.get(`${origin}${path}`)).status());
          expect((await request.get(`${origin}/`)).status()).toBe(200);
        }
      });

      test('sends pre-compressed files with the right types and caching', async ({ request }) => {
        const html = readFileSync('out/index.html', 'utf8');
        const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
        const css = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(html)![1]!;
        const expectations: [string, RegExp, string | null][] = [
          [script, /^(application|text)\/javascript/, 'public, max-age=31536000, immutable'],
          [css, /^text\/css/, 'public, max-age=31536000, immutable'],
          ['/index.txt', /^text\/plain/, null],
          ['/services/__next._tree.txt', /^text\/plain/, null],
          ['/sitemap.xml', /^(application|text)\/xml/, null],
          ['/manifest.webmanifest', /^application\/manifest\+json/, null],
          ['/images/services/permit-rescue.svg', /^image\/svg\+xml/, null],
          ['/og/default.png', /^image\/png$/, null],
          ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/, null],
          // Revalidated on every load, so a deploy reaches the visitor's worker at once.
          ['/sw.js', /^(application|text)\/javascript/, 'no-cache'],
        ];
        for (const [path, type, cache] of expectations) {
          const response = await request.get(`${origin}${path}`, {
            headers: { 'Accept-Encoding': 'gzip' },
          });
          expect(response.status(), path).toBe(200);
          expect(response.headers()['content-type'], path).toMatch(type);
          if (cache) expect(response.headers()['cache-control'], path).toBe(cache);
        }
        // The file written at build time is sent as it is (its length), not compressed again.
        for (const [accept, encoding, suffix] of [
          ['gzip', 'gzip', '.gz'],
          // Debian's nginx has no brotli module; it falls back to the .gz file.
          ['br, gzip', name === 'nginx' ? 'gzip' : 'br', name === 'nginx' ? '.gz' : '.br'],
        ] as const)
          for (const path of [script, css, '/index.html', '/services/__next._tree.txt']) {
            const compressed = await request.fetch(`${origin}${path}`, {
              headers: { 'Accept-Encoding': accept },
            });
            expect(compressed.headers()['content-encoding'], `${path} ${accept}`).toBe(encoding);
            expect(Number(compressed.headers()['content-length']), `${path} ${accept}`).toBe(
              statSync(`out${path}${suffix}`).size,
            );
          }
        const head = await request.head(`${origin}/about/`);
        expect(head.status()).toBe(200);
      });

      test('redirects a folder asked for without its slash', async ({ request }) => {
        const response = await request.get(`${origin}/about`, { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        expect(response.headers()['location']).toBe('/about/');
      });

      test('merges runs of slashes and never redirects to another host', async ({ request }) => {
        expect((await request.get(`${origin}//`)).status()).toBe(200);
        expect((await request.get(`${origin}/services//permit-rescue/`)).status()).toBe(200);
        for (const path of ['//about', '///about', '//evil.example', '//evil.example/']) {
          const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
          expect([301, 404], path).toContain(response.status());
          const location = response.headers()['location'];
          if (location) expect(location, path).toMatch(/^\/[^/\\]/);
        }
        expect((await request.get(`${origin}/`)).status()).toBe(200);
      });
    });
  }
});

test.describe('the dumbest static server: python3 -m http.server', { tag: '@desktop-only' }, () => {
  const origin = `http://127.0.0.1:${ports.python}`;

  test('serves every page, and the legacy addresses as pages that forward', async ({ page }) => {
    allowForVisits(routes.length + legacyPaths.length, 200);
    for (const path of [...routes.map((r) => r.path), ...legacyPaths]) {
      const response = await page.request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      if (legacyPaths.includes(path)) expectForwardingPage(await response.text());
    }
    await page.goto(`${origin}${legacyPaths[0]}`);
    await expect(page).toHaveURL(`${origin}/services/kitchen-bathroom-remodels/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kitchen & Bathroom Remodels');
  });

  for (const { template, routes } of samplesByTemplate)
    test(`the pages of ${template} render`, async ({ page }) => {
      allowForVisits(routes.length);
      for (const route of routes) {
        const response = await page.goto(`${origin}${route.path}`);
        expect(response?.status(), route.path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      }
    });

  test("unknown paths answer 404, with the server's own page", async ({ page }) => {
    // No custom error pages here: our 404.html is only used by hosts that can be told about it.
    const missing = await page.request.get(`${origin}/no/such/page/`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('Oops! Page not found');
  });
});
