import { test as base, expect, type Page } from '@playwright/test';
import { ports } from '../ports';

/** The site's own origins (one per test server) and the configured contact endpoint. */
const allowedOrigins = new Set(
  [ports.site, ports.api, ports.nginx, ports.python].map((port) => `http://127.0.0.1:${port}`),
);

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
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && !allowedOrigins.has(url.origin))
        thirdParty.push(request.url());
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
