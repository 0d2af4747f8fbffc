import type { Locator } from '@playwright/test';
import { sampleRoutes, widthTagFor } from '../fixtures/routes';
import { expectNoViolations } from '../../harness/e2e/axe';
import { expect, sharedPageTest as test } from '../../harness/e2e/fixtures';
import { blockScripts } from '../../harness/e2e/island-helpers';
import {
  fillContactForm,
  functionPattern,
  openContactPage,
  uniqueMessage,
} from '../../harness/e2e/contact-helpers';

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const route of sampleRoutes) {
    test(`${route.path} has no violations${widthTagFor(route.path)}`, async ({ page }) => {
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, route.path);
    });
  }

  test('the 404 page has no violations', async ({ page }) => {
    await page.goto('/missing-page/');
    await expectNoViolations(page, '404');
  });

  test('the open mobile menu has no violations', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoViolations(page, 'mobile menu open');
  });

  test('the islands before hydration have no violations, the menu open too', async ({
    page,
    isMobile,
  }) => {
    await blockScripts(page);
    await page.goto('/');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    }
    await expectNoViolations(page, 'home before hydration');
    await page.goto('/projects/');
    await page.getByRole('button', { name: 'Kitchen' }).click();
    await expect(page.getByRole('button', { name: 'Kitchen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoViolations(page, 'projects before hydration, filtered');
  });

  test('the contact form showing validation errors has no violations', async ({ page }) => {
    await openContactPage(page);
    await page.getByLabel('Full Name').fill('   ');
    await page.getByLabel('Email Address').fill('ana@example');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('x'.repeat(4800));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your full name.')).toBeVisible();
    await expectNoViolations(page, 'contact form with errors');
  });

  for (const [notice, status] of [
    ['Message Sent!', 200],
    ['Error', 500],
  ] as const) {
    test(`the "${notice}" notice has no violations and is announced`, async ({ page }) => {
      await page.route(functionPattern, (route) =>
        route.fulfill({
          status,
          body: '{}',
          headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
        }),
      );
      // Without the entry animation the notice is measured at its final colours.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openContactPage(page);
      await fillContactForm(page, uniqueMessage());
      await page.getByRole('button', { name: 'Send Message' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: notice });
      await expect(toast).toBeVisible();
      if (status !== 200) await expectFingerSizedClose(toast);
      await expect(page.locator('section[aria-live="polite"]')).toContainText(notice);
      await expectNoViolations(page, `${notice} notice`);
    });
  }
});

/**
 * The notice's close button takes a finger: a tap 20 px off the centre of its 28 px circle still
 * reaches it. Measured on the error notice, which stays 12 s (and not at all while hovered).
 */
async function expectFingerSizedClose(toast: Locator) {
  await toast.hover();
  const box = (await toast.getByRole('button', { name: 'Close toast' }).boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(28);
  const hit = await toast
    .page()
    .evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-close-button]') != null,
      [box.x + box.width / 2 + 20, box.y + box.height / 2 + 20],
    );
  expect(hit, 'a tap 20 px off the close button reaches it').toBe(true);
}
