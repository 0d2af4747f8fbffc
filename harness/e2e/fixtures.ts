import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
  type Request,
  type ViewportSize,
} from '@playwright/test';
import { ports } from '../ports';

/** The servers a test may open pages on; the contact endpoint the test build posts to. */
const siteOrigins = new Set(
  [ports.site, ports.nginx, ports.python, ports.workerd, ports.outCopy].map(
    (port) => `http://127.0.0.1:${port}`,
  ),
);
const endpointOrigin = `http://127.0.0.1:${ports.api}`;

/**
 * Whether a request stays within the site: a page opened on one of the test servers, and then
 * only files from that page's own origin, or a call (or a form post) to the contact endpoint.
 */
function isOwnRequest(request: Request) {
  const url = new URL(request.url());
  if (['data:', 'blob:'].includes(url.protocol)) return true;
  if (request.isNavigationRequest() && request.frame().parentFrame() === null)
    // The contact form's plain-HTML post navigates to the endpoint, which redirects back.
    return (
      siteOrigins.has(url.origin) || (url.origin === endpointOrigin && request.method() === 'POST')
    );
  return url.origin === new URL(request.frame().url()).origin || url.origin === endpointOrigin;
}

type Guards = { consoleErrors: string[]; page: Page };

/**
 * Watches a page for the guards every test runs under: requests to third parties and
 * Content-Security-Policy violations (checked when the test ends), and console errors (collected
 * for tests to check). `stop` detaches the watch and checks what it saw.
 */
function watch(page: Page, consoleErrors: string[], violations: string[]) {
  const thirdParty: string[] = [];
  const onRequest = (request: Request) => {
    if (!isOwnRequest(request)) thirdParty.push(request.url());
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  };
  page.on('request', onRequest);
  page.on('console', onConsole);
  return () => {
    page.off('request', onRequest);
    page.off('console', onConsole);
    expect(thirdParty, 'requests to third parties').toEqual([]);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  };
}

/** Hands every CSP violation any document of the page sees to `report`. */
async function reportCspViolations(page: Page, report: (text: string) => void) {
  await page.exposeFunction('__reportCspViolation', report);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/**
 * Every browser test runs under these guards: no request may leave for a third party, and no
 * Content-Security-Policy violation may happen. Console errors are collected for tests to check.
 * Each test gets a page of its own, in a context of its own.
 */
/** Console errors, collected for tests to check; both kinds of page below report into them. */
const guarded = base.extend<Pick<Guards, 'consoleErrors'>>({
  consoleErrors: async ({}, provide) => {
    await provide([]);
  },
});

export const test = guarded.extend<Guards>({
  page: async ({ page, consoleErrors }, provide) => {
    const violations: string[] = [];
    await reportCspViolations(page, (text) => violations.push(text));
    const stop = watch(page, consoleErrors, violations);
    await provide(page);
    stop();
  },
});

/** A test's options that shape a browser context, all but the viewport (set on the page). */
type ContextShape = Pick<
  BrowserContextOptions,
  | 'baseURL'
  | 'userAgent'
  | 'isMobile'
  | 'hasTouch'
  | 'deviceScaleFactor'
  | 'screen'
  | 'locale'
  | 'timezoneId'
  | 'javaScriptEnabled'
  | 'serviceWorkers'
  | 'extraHTTPHeaders'
  | 'offline'
  | 'colorScheme'
>;

type SharedPage = { page: Page; violations: string[] };

/**
 * One warm page for each context shape a worker's tests ask for (usually one: the project's), the
 * two most recently used kept open.
 */
function sharedPages(browser: Browser) {
  const open = new Map<string, SharedPage>();
  return {
    async get(shape: ContextShape, viewport: ViewportSize | null) {
      const key = JSON.stringify(shape);
      let shared = open.get(key);
      if (shared?.page.isClosed()) shared = undefined;
      open.delete(key);
      if (!shared) {
        const context = await browser.newContext({ ...shape, viewport });
        // As in a test's own context: an action waits as long as the test allows.
        context.setDefaultTimeout(0);
        const created: SharedPage = { page: await context.newPage(), violations: [] };
        await reportCspViolations(created.page, (text) => created.violations.push(text));
        shared = created;
      }
      open.set(key, shared);
      for (const [oldKey, old] of open)
        if (open.size > 2) {
          open.delete(oldKey);
          await old.page.context().close();
        }
      return shared;
    },
    close: () => Promise.all([...open.values()].map((shared) => shared.page.context().close())),
  };
}

/** What a test may have added to a page's events; removed before the next test. */
const pageEvents = [
  'console',
  'dialog',
  'download',
  'filechooser',
  'framenavigated',
  'load',
  'domcontentloaded',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;

/**
 * The same guards on a warm page, reset between tests, for tests that open pages and read or
 * operate them. A page of its own costs a test 1-3 s of both cores on a two-core host (a context,
 * a renderer, the first load; docs/testing.md, "A page per worker"); a load in a warm page about
 * a tenth of that.
 *
 * Between tests the page goes to a blank document of the site, the test's viewport, the default
 * media, no cookies or storage on the test servers, and no routes or listeners the last test added.
 * What a page cannot undo needs `test`: an init script, an installed clock, a test about what a
 * cold load fetches (the HTTP cache is shared).
 */
export const sharedPageTest = guarded.extend<Guards, { pages: ReturnType<typeof sharedPages> }>({
  pages: [
    async ({ browser }, provide) => {
      const pages = sharedPages(browser);
      await provide(pages);
      await pages.close();
    },
    { scope: 'worker' },
  ],
  page: async (
    {
      pages,
      consoleErrors,
      viewport,
      baseURL,
      userAgent,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      screen,
      locale,
      timezoneId,
      javaScriptEnabled,
      serviceWorkers,
      extraHTTPHeaders,
      offline,
      colorScheme,
    },
    provide,
  ) => {
    const shape = {
      ...{ baseURL, userAgent, isMobile, hasTouch, deviceScaleFactor, screen, locale, timezoneId },
      ...{ javaScriptEnabled, serviceWorkers, extraHTTPHeaders, offline, colorScheme },
    };
    const shared = await pages.get(shape, viewport);
    const { page } = shared;
    // Tabs the last test opened (a modified click, a popup).
    for (const other of page.context().pages()) if (other !== page) await other.close();
    // A plain-text file of the same site rather than about:blank: leaving the site and coming back
    // starts a renderer each time (0.5 s of both cores here), a same-site document does not.
    await page.goto(baseURL ? new URL('/robots.txt', baseURL).href : 'about:blank');
    if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport))
      await page.setViewportSize(viewport);
    await page.emulateMedia({
      media: null,
      colorScheme,
      reducedMotion: 'no-preference',
      forcedColors: 'none',
    });
    await page.mouse.move(0, 0);
    await page.context().clearCookies();
    const cdp = await page.context().newCDPSession(page);
    for (const origin of [...siteOrigins, endpointOrigin])
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'local_storage,session_storage,indexeddb,cache_storage',
      });
    await cdp.detach();
    shared.violations = [];
    const stop = watch(page, consoleErrors, shared.violations);
    await provide(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const event of pageEvents) page.removeAllListeners(event);
    stop();
  },
  // The warm page's context, so a test waiting for a new tab waits where the page opens one.
  context: async ({ page }, provide) => {
    await provide(page.context());
  },
});

export { expect };

/**
 * Gives a test that walks `visits` pages (or requests) a budget that grows with them: the default
 * 30 s for its setup and first page, and `perVisitMs` for each visit. A fixed budget held on a quiet
 * host and timed out on a slow shared one, and would again as the owner adds projects and towns.
 * 5 s a page: on a two-core host at a load average of about 20, the walks took up to 4.2 s a page.
 */
export function allowForVisits(visits: number, perVisitMs = 5_000) {
  test.info().setTimeout(30_000 + visits * perVisitMs);
}

/**
 * How far the page scrolls sideways, in CSS px (0 when it fits). Measured against the layout
 * width, not `innerWidth`: a phone zooms out to show what overflows, and `innerWidth` grows with it.
 */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
