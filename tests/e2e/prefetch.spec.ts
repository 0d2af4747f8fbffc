import type { Page, Request } from '@playwright/test';
import { expect, test } from '../../harness/e2e/fixtures';
import { hydrated } from '../../harness/e2e/island-helpers';

/** Whether a request fetches part of `path`'s page (its HTML or its payload for Next's router). */
const fetchesPage = (path: string) => (request: Request) =>
  new URL(request.url()).pathname.startsWith(path) && request.method() === 'GET';

const headerLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** A home page whose islands have hydrated, with every GET it makes from now on recorded. */
async function loadedHome(page: Page) {
  await page.goto('/');
  await hydrated.carousel(page);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test.describe('the next page on intent', { tag: '@desktop-only' }, () => {
  test('a pointer over a header link prepares that page before the click', async ({ page }) => {
    const requests = await loadedHome(page);
    expect(requests.filter(fetchesPage('/services/'))).toEqual([]);
    const asked = page.waitForRequest(fetchesPage('/services/'));
    await headerLink(page, 'Services').hover();
    await asked;
    await headerLink(page, 'Services').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/services/');
  });

  test('under Save-Data nothing is prepared', async ({ page }) => {
    // A connection object the test can change: Save-Data on first, then off.
    await page.addInitScript(() => {
      const connection = { saveData: true, effectiveType: '4g' };
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => connection });
      (window as unknown as { testConnection: typeof connection }).testConnection = connection;
    });
    const requests = await loadedHome(page);
    await headerLink(page, 'Services').hover();
    // Save-Data off: the next intent is answered, so any earlier one would have been too.
    await page.evaluate(() => {
      (window as unknown as { testConnection: { saveData: boolean } }).testConnection.saveData =
        false;
    });
    const asked = page.waitForRequest(fetchesPage('/about/'));
    await headerLink(page, 'About').hover();
    await asked;
    expect(requests.filter(fetchesPage('/services/'))).toEqual([]);
  });
});
