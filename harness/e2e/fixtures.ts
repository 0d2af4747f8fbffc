import { test as base, expect, type Page, type Request } from '@playwright/test';
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
 * Every browser test runs under these guards: no request may leave for a third party, and no
 * Content-Security-Policy violation may happen. Console errors are collected for tests to check.
 */
export const test = base.extend<Guards>({
  consoleErrors: async ({}, provide) => {
    await provide([]);
  },
  page: async ({ page, consoleErrors }, provide) => {
    const thirdParty: string[] = [];
    const violations: string[] = [];
    page.on('request', (request) => {
      if (!isOwnRequest(request)) thirdParty.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void })
          .__reportCspViolation;
        report(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    await provide(page);
    expect(thirdParty, 'requests to third parties').toEqual([]);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
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
