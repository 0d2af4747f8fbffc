import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { getProject } from '@/lib/content';
import { expect, test } from './fixtures';
import { hydrationTimeout } from './island-helpers';

/** The seed project with several photos and a before/after pair. */
const project = getProject('coastal-kitchen-remodel')!;
const path = `/projects/${project.slug}/`;
const count = project.photos.length;

const photoLinks = (page: Page) => page.locator('a[data-photo]');
const viewer = (page: Page) => page.getByRole('dialog');

async function openHydrated(page: Page) {
  await page.goto(path);
  await expect(page.locator('[data-viewer="ready"]')).toHaveCount(1, { timeout: hydrationTimeout });
}

/** The slider's cut, as the before photo's clip shows it: the share of the width still visible. */
const split = (page: Page) =>
  page
    .locator('figure [style*="--split"]')
    .first()
    .evaluate((frame) => getComputedStyle(frame).getPropertyValue('--split').trim());

test.describe('the project page with JavaScript', () => {
  test('a photo opens in a lightbox; arrows step through and wrap; Escape closes it and focus returns', async ({
    page,
  }) => {
    await openHydrated(page);
    await photoLinks(page).nth(1).click();
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page)).toHaveAccessibleName(`Photo 2 of ${count}`);
    await expect(viewer(page).getByRole('img')).toHaveAttribute('alt', project.photos[1]!.alt);
    expect(page.url()).toMatch(new RegExp(`${path}$`));
    await page.keyboard.press('ArrowRight');
    await expect(viewer(page)).toHaveAccessibleName(`Photo 3 of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect(viewer(page)).toHaveAccessibleName(`Photo 1 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect(viewer(page)).toHaveAccessibleName(`Photo ${count} of ${count}`);
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await expect(photoLinks(page).nth(1)).toBeFocused();
  });

  test('works from the keyboard alone: Enter opens, focus starts on Close, the buttons step, Close returns focus', async ({
    page,
  }) => {
    await openHydrated(page);
    await photoLinks(page).first().focus();
    await page.keyboard.press('Enter');
    await expect(viewer(page).getByRole('button', { name: 'Close' })).toBeFocused();
    await viewer(page).getByRole('button', { name: 'Next photo' }).press('Enter');
    await expect(viewer(page)).toHaveAccessibleName(`Photo 2 of ${count}`);
    await viewer(page).getByRole('button', { name: 'Previous photo' }).press('Enter');
    await expect(viewer(page)).toHaveAccessibleName(`Photo 1 of ${count}`);
    await viewer(page).getByRole('button', { name: 'Close' }).press('Enter');
    await expect(viewer(page)).toBeHidden();
    await expect(photoLinks(page).first()).toBeFocused();
  });

  test('a swipe steps through the photos @phone-only', async ({ page }) => {
    await openHydrated(page);
    await photoLinks(page).first().tap();
    await expect(viewer(page)).toHaveAccessibleName(`Photo 1 of ${count}`);
    const swipe = (from: number, to: number) =>
      viewer(page).evaluate(
        (dialog, [start, end]) => {
          const touch = (x: number) =>
            new Touch({ identifier: 1, target: dialog, clientX: x, clientY: 300 });
          dialog.dispatchEvent(
            new TouchEvent('touchstart', {
              bubbles: true,
              touches: [touch(start!)],
              changedTouches: [touch(start!)],
            }),
          );
          dialog.dispatchEvent(
            new TouchEvent('touchend', {
              bubbles: true,
              touches: [],
              changedTouches: [touch(end!)],
            }),
          );
        },
        [from, to],
      );
    await swipe(300, 80);
    await expect(viewer(page)).toHaveAccessibleName(`Photo 2 of ${count}`);
    await swipe(80, 300);
    await expect(viewer(page)).toHaveAccessibleName(`Photo 1 of ${count}`);
    // A short drag is no swipe.
    await swipe(200, 180);
    await expect(viewer(page)).toHaveAccessibleName(`Photo 1 of ${count}`);
  });

  test('a modified click still opens the file in a new tab, not the lightbox @desktop-only', async ({
    page,
    context,
  }) => {
    await openHydrated(page);
    const opened = context.waitForEvent('page');
    await photoLinks(page)
      .first()
      .click({ modifiers: ['ControlOrMeta'] });
    expect((await opened).url()).toContain(project.photos[0]!.src);
    await expect(viewer(page)).toBeHidden();
  });

  test('the before/after pair is a slider the keyboard moves', async ({ page }) => {
    await openHydrated(page);
    const slider = page.getByRole('slider', { name: /slide to compare before and after/ });
    await expect(slider).toHaveValue('50');
    await expect.poll(() => split(page)).toBe('50%');
    await slider.focus();
    await page.keyboard.press('End');
    await expect.poll(() => split(page)).toBe('100%');
    await page.keyboard.press('Home');
    await expect.poll(() => split(page)).toBe('0%');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => split(page)).toBe('1%');
    // One picture: the two photos overlap exactly.
    const [before, after] = await Promise.all(
      ['Before', 'After'].map((label) =>
        page.locator('figure').getByText(label, { exact: true }).locator('..').boundingBox(),
      ),
    );
    expect(before).toEqual(after);
  });

  test('the slider follows a drag', async ({ page }) => {
    await openHydrated(page);
    await page.getByRole('slider').scrollIntoViewIfNeeded();
    const box = (await page.getByRole('slider').boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
    await expect.poll(async () => parseInt(await split(page))).toBeGreaterThan(70);
  });

  test('the lightbox and slider have no axe violations', async ({ page }) => {
    await openHydrated(page);
    await page.screenshot({ path: `.tmp/project-${test.info().project.name}.png`, fullPage: true });
    await photoLinks(page).first().click();
    await expect(viewer(page)).toBeVisible();
    await page.screenshot({ path: `.tmp/lightbox-${test.info().project.name}.png` });
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`,
      ),
    ).toEqual([]);
  });
});

test.describe('the project page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each photo is a link to its full-size file', async ({ page }) => {
    await page.goto(path);
    await expect(photoLinks(page)).toHaveCount(count);
    await photoLinks(page).nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${project.photos[1]!.src.replace(/[.]/g, '\\.')}$`));
  });

  test('a before/after pair shows both photos side by side, with no slider', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('slider')).toBeHidden();
    const box = (label: string) =>
      page.locator('figure').getByText(label, { exact: true }).locator('..').boundingBox();
    const [before, after] = [(await box('Before'))!, (await box('After'))!];
    expect(Math.round(before.y)).toBe(Math.round(after.y));
    expect(before.x + before.width).toBeLessThanOrEqual(after.x);
    await page.screenshot({
      path: `.tmp/project-nojs-${test.info().project.name}.png`,
      fullPage: true,
    });
  });
});
