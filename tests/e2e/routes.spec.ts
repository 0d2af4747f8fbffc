import { legacyPaths, routes } from '../routes';
import { expect, test } from './fixtures';

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} renders its h1 and every section`, async ({ page, consoleErrors }) => {
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

test.describe('legacy service addresses', () => {
  for (const path of legacyPaths) {
    test(`${path} forwards to the combined remodels page`, async ({ page }) => {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(
        '<meta http-equiv="refresh" content="0; url=/services/kitchen-bathroom-remodels/"/>',
      );
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
      expect(html).toMatch(
        /<link rel="canonical" href="[^"]+\/services\/kitchen-bathroom-remodels\/"\/>/,
      );
      await page.goto(path);
      await expect(page).toHaveURL(/\/services\/kitchen-bathroom-remodels\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Kitchen & Bathroom Remodels',
      );
    });
  }
});

test.describe('the 404 page', () => {
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
