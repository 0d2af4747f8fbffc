import { legacyPaths, sampleRoutes, widthTagFor } from '../fixtures/routes';
import { expect, sidewaysScroll, sharedPageTest as test } from '../../harness/e2e/fixtures';

test.describe('a route of each shape', { tag: '@npm-start' }, () => {
  for (const route of sampleRoutes) {
    test(`${route.path} renders its h1 and every section${widthTagFor(route.path)}`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const heading of route.headings) {
        await expect(
          page.getByRole('heading', { name: heading, exact: true }).first(),
        ).toBeVisible();
      }
      await expect(page.getByText('Florida License #')).toHaveCount(2);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('legacy service addresses', { tag: ['@any-width', '@npm-start'] }, () => {
  // Cloudflare answers them with a 301 (out/_redirects; workerd-host.spec.ts), a plain static
  // server with a forwarding page (hosting.spec.ts): either way the visitor lands on the page.
  for (const path of legacyPaths) {
    test(`${path} forwards to the combined remodels page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/services\/kitchen-bathroom-remodels\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Kitchen & Bathroom Remodels',
      );
    });
  }
});

test.describe('images on the first screen', () => {
  for (const route of sampleRoutes) {
    test(`${route.path}: none is lazy, and the largest is fetched first${widthTagFor(route.path)}`, async ({
      page,
    }) => {
      await page.goto(route.path);
      const images = await page.evaluate(() =>
        [...document.querySelectorAll('main img')].flatMap((img) => {
          const box = img.getBoundingClientRect();
          const shown =
            Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) *
            Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
          return shown > 0
            ? [
                {
                  src: img.getAttribute('src'),
                  shown,
                  lazy: img.getAttribute('loading') === 'lazy',
                  high: img.getAttribute('fetchpriority') === 'high',
                },
              ]
            : [];
        }),
      );
      for (const image of images) expect(image.lazy, `${image.src} is lazy`).toBe(false);
      const largest = images.sort((a, b) => b.shown - a.shown)[0];
      if (largest) expect(largest.high, `${largest.src} has fetchpriority="high"`).toBe(true);
      // No image anywhere else on the page jumps the queue.
      expect(
        await page.locator('main img[fetchpriority="high"]').count(),
        'images with fetchpriority="high"',
      ).toBeLessThanOrEqual(1);
    });
  }
});

test.describe('the narrowest phone', { tag: '@any-width' }, () => {
  test.use({ viewport: { width: 320, height: 640 } });
  // The pages a plain-HTML post lands on carry the office's e-mail address on a button.
  for (const path of ['/contact/thank-you/', '/contact/not-sent/']) {
    test(`${path} fits a 320 px screen without scrolling sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('link', { name: /^Email .+@/ })).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('the 404 page', { tag: ['@any-width', '@npm-start'] }, () => {
  test('answers unknown paths with 404, says so, links home and logs the path', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/no/such/page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect.poll(() => consoleErrors.join('\n')).toContain('/no/such/page/');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Building Excellence. Delivering Confidence.',
    );
  });
});
