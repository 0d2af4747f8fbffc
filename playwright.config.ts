import { defineConfig } from '@playwright/test';
import { desktop, findChromium, phone } from './harness/browser';
import { ports } from './harness/ports';

const isRoot = process.getuid?.() === 0;

/**
 * Playwright stops a web server by SIGKILL to its process group unless told otherwise; SIGTERM
 * first lets each one stop what it started (the contact backend its Deno and PostgreSQL).
 */
const gracefulShutdown = { signal: 'SIGTERM', timeout: 15_000 } as const;

/**
 * Which project runs which test, by tag (docs/testing.md, "What runs where"). An untagged test runs
 * against the host the site ships on, Cloudflare's workerd (harness/workerd.ts), at both widths; a
 * tag says why it needs fewer runs or another server:
 * - `@phone-only`, `@desktop-only`: about one width's layout or input (the phone menu, a mouse);
 * - `@any-width`: nothing in it depends on the width (the form's fault matrix, a redirect), so it
 *   runs once, at phone width;
 * - `@host`: about the web server, not the page (headers, status codes, caching): once, at
 *   desktop width (workerd-host.spec.ts for Cloudflare, hosting.spec.ts for the other hosts);
 * - `@npm-start`: a core journey that also runs against `npm start`'s own server, at phone width.
 */
const onlyDesktop = /@desktop-only|@host/;
const onlyPhone = /@phone-only|@any-width/;
/** Loads under real throttling: run last, two at a time, so the rest of the suite's load stays out. */
const throttledSpecs = /early-taps\.spec\.ts$/;

export default defineConfig({
  testDir: './tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI either: a test that needs one is a defect to fix, not to hide.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // What ships: out/ on workerd under `wrangler dev`, with wrangler.jsonc and the host files as
    // `npx wrangler deploy` reads them (harness/workerd.ts).
    baseURL: `http://127.0.0.1:${ports.workerd}`,
    // Every page registers the site's service worker once idle (docs/offline.md). Blocked here, so
    // each test sees the network as it set it up (page.route never meets a worker's cache);
    // tests/e2e/offline.spec.ts allows it and tests the worker.
    serviceWorkers: 'block',
    // Off: recording snapshots and films the page at every step (the Tab walks: 112 s of wall time
    // against 70 s, docs/testing.md). Rerun a failing spec with --trace retain-on-failure.
    trace: 'off',
    launchOptions: {
      executablePath: findChromium({ shell: true }),
      args: [
        ...(isRoot ? ['--no-sandbox'] : []),
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Against workerd, as Cloudflare serves the site.
    { name: 'phone', use: phone, grepInvert: onlyDesktop, testIgnore: throttledSpecs },
    { name: 'desktop', use: desktop, grepInvert: onlyPhone, testIgnore: throttledSpecs },
    // The core journeys again against `npm start`'s own server.
    {
      name: 'npm-start',
      grep: /@npm-start/,
      grepInvert: onlyDesktop,
      testIgnore: throttledSpecs,
      use: { ...phone, baseURL: `http://127.0.0.1:${ports.site}` },
    },
    // The first tap on each island at the first paint of a cold load, timed (early-taps.spec.ts),
    // on workerd too: as quick there as on nginx (docs/performance.md, 2026-12-07).
    {
      name: 'phone-throttled',
      testMatch: throttledSpecs,
      use: phone,
      dependencies: ['phone', 'desktop', 'npm-start'],
    },
  ],
  // The suite's servers, from one process that starts them at once (harness/e2e-servers.ts):
  // npm start's server, the contact function in Deno over PostgreSQL, the fault endpoint,
  // python's http.server and workerd, then nginx, whose answer means every one is up.
  webServer: {
    command: 'tsx harness/e2e-servers.ts',
    url: `http://127.0.0.1:${ports.nginx}/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    gracefulShutdown,
  },
});
