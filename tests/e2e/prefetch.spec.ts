import type { Page, Request } from '@playwright/test';
import { expect, test } from '../../harness/e2e/fixtures';
import { hydrated } from '../../harness/e2e/island-helpers';

/** Whether a request fetches part of `path`'s page (its HTML or its payload for Next's router). */
const fetchesPage = (path: string) => (request: Request) => {
  const { pathname } = new URL(request.url());
  return (
    request.method() === 'GET' &&
    (pathname === path || (pathname.startsWith(path) && !pathname.slice(path.length).includes('/')))
  );
};

const headerLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** A hydrated home page, every request it made recorded from the start. */
async function loadedHome(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto('/');
  await hydrated.carousel(page);
  return requests;
}

/**
 * Waits until the browser has run the idle callbacks the page asked for so far: they run in the
 * order they were asked for, so one asked for after hydration runs after the page's own.
 */
const pastIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve())),
        ),
      ),
  );

test.describe('the next page before the tap', { tag: '@desktop-only' }, () => {
  test('the header links are prepared once the page is idle; any other link on intent', async ({
    page,
  }) => {
    const services = page.waitForRequest(fetchesPage('/services/'));
    const requests = await loadedHome(page);
    // No pointer anywhere yet: the header's Services page is asked for in an idle moment.
    await services;
    const fema = '/services/fema-reconstruction/';
    expect(requests.filter(fetchesPage(fema))).toEqual([]);
    const asked = page.waitForRequest(fetchesPage(fema));
    await page.locator(`main a[href="${fema}"]`).first().hover();
    await asked;
    await headerLink(page, 'Services').click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  });

  test('under Save-Data nothing is prepared', async ({ page }) => {
    // A connection object the test can change: Save-Data on first, then off.
    await page.addInitScript(() => {
      const connection = { saveData: true, effectiveType: '4g' };
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => connection });
      (window as unknown as { testConnection: typeof connection }).testConnection = connection;
    });
    const requests = await loadedHome(page);
    await pastIdle(page);
    await headerLink(page, 'Services').hover();
    // Save-Data off: the next intent is answered, so the idle moment and the hover before it
    // would have been too.
    await page.evaluate(() => {
      (window as unknown as { testConnection: { saveData: boolean } }).testConnection.saveData =
        false;
    });
    const asked = page.waitForRequest(fetchesPage('/about/'));
    await headerLink(page, 'About').hover();
    await asked;
    expect(requests.filter(fetchesPage('/services/'))).toEqual([]);
    expect(requests.filter(fetchesPage('/projects/'))).toEqual([]);
  });
});
