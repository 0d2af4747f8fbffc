/**
 * The warm page of `sharedPageTest` (harness/e2e/fixtures.ts): the next test gets the same page,
 * with nothing left of what the last one changed. The two tests run in order in one worker.
 */
import { expect, sharedPageTest as test } from '../../harness/e2e/fixtures';

let last: import('@playwright/test').Page | undefined;
let requestsSeen = 0;

test.describe('the shared page', { tag: '@any-width' }, () => {
  test.describe.configure({ mode: 'serial' });

  test('a test changes what it may: storage, cookies, a route, a listener, the viewport, the media', async ({
    page,
    context,
  }) => {
    last = page;
    await page.goto('/contact/');
    await page.evaluate(() => {
      localStorage.setItem('left-behind', 'yes');
      sessionStorage.setItem('left-behind', 'yes');
    });
    await context.addCookies([{ name: 'left-behind', value: 'yes', url: page.url() }]);
    await page.route('**/about/', (route) => route.fulfill({ body: 'routed' }));
    page.on('request', () => requestsSeen++);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await context.newPage();
    expect(context.pages()).toHaveLength(2);
  });

  test('the next test gets the same page, with none of it left', async ({
    page,
    context,
    viewport,
  }) => {
    expect(page).toBe(last);
    expect(context.pages()).toEqual([page]);
    expect(page.viewportSize()).toEqual(viewport);
    const seen = requestsSeen;
    await page.goto('/about/');
    expect(requestsSeen, 'the last test’s listener').toBe(seen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => ({
        local: localStorage.getItem('left-behind'),
        session: sessionStorage.getItem('left-behind'),
        cookie: document.cookie,
        reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      })),
    ).toEqual({ local: null, session: null, cookie: '', reducedMotion: false });
  });
});
