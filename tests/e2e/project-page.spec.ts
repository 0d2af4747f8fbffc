import type { Page } from '@playwright/test';
import { splitText } from '@/components/projects/compare-slider';
import { getProject, projects, townPages } from '@/lib/content';
import { expectNoViolations } from '../../harness/e2e/axe';
import { allowForVisits, expect, sharedPageTest as test } from '../../harness/e2e/fixtures';
import { hydrationTimeout } from '../../harness/e2e/island-helpers';

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
const cut = async (page: Page) => parseInt(await split(page));

/**
 * The hydrated page's before/after picture, scrolled into view: `at(share)` is the point that
 * share of the way across its middle, for a mouse or a finger.
 */
async function comparePicture(page: Page) {
  await openHydrated(page);
  const picture = page.locator('figure [style*="--split"]').first();
  await picture.scrollIntoViewIfNeeded();
  const box = (await picture.boundingBox())!;
  return { at: (share: number) => [box.x + box.width * share, box.y + box.height / 2] as const };
}

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
    // The new tab is about:blank until the file's answer arrives: wait for its address.
    await (await opened).waitForURL((url) => url.pathname === project.photos[0]!.src);
    await expect(viewer(page)).toBeHidden();
  });

  test('the before/after pair is a slider the keyboard moves, saying which side shows how much', async ({
    page,
  }) => {
    await openHydrated(page);
    const slider = page.getByRole('slider', { name: /^Before and after: / });
    await expect(slider).toHaveValue('50');
    await expect(slider).toHaveAttribute('aria-valuetext', splitText(50));
    await expect.poll(() => split(page)).toBe('50%');
    await slider.focus();
    await page.keyboard.press('End');
    await expect.poll(() => split(page)).toBe('100%');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Before 100%, after 0%');
    await page.keyboard.press('Home');
    await expect.poll(() => split(page)).toBe('0%');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => split(page)).toBe('1%');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Before 1%, after 99%');
    // One picture: the two photos overlap exactly.
    const [before, after] = await Promise.all(
      ['Before', 'After'].map((label) =>
        page.locator('figure').getByText(label, { exact: true }).locator('..').boundingBox(),
      ),
    );
    expect(before).toEqual(after);
  });

  test('a press or a mouse drag anywhere on the picture moves the cut there @desktop-only', async ({
    page,
  }) => {
    const { at } = await comparePicture(page);
    await page.mouse.click(...at(0.25));
    await expect.poll(() => cut(page)).toBe(25);
    await page.mouse.down();
    await page.mouse.move(...at(0.8), { steps: 5 });
    await expect.poll(() => cut(page)).toBe(80);
    await page.mouse.up();
    // Released: moving on no longer drags.
    await page.mouse.move(...at(0.1));
    await expect(page.getByRole('slider').first()).toHaveValue('80');
    await expect.poll(() => cut(page)).toBe(80);
  });

  test('a finger dragged across the picture moves the cut with it @phone-only', async ({
    page,
  }) => {
    const { at } = await comparePicture(page);
    const finger = (share: number) => {
      const [x, y] = at(share);
      return [{ x, y, id: 1 }];
    };
    // Real touch input through the DevTools protocol: Chromium turns it into pointer events.
    const cdp = await page.context().newCDPSession(page);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      points: { x: number; y: number; id: number }[],
    ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', finger(0.2));
    await expect.poll(() => cut(page)).toBe(20);
    for (const share of [0.3, 0.45, 0.6, 0.75]) await touch('touchMove', finger(share));
    await expect.poll(() => cut(page)).toBe(75);
    await touch('touchEnd', []);
    await expect(page.getByRole('slider').first()).toHaveValue('75');
    await expect(page.getByRole('slider').first()).toHaveAttribute('aria-valuetext', splitText(75));
  });

  test('the pair and its range fit on the screen together, also on a short or turned screen', async ({
    page,
  }) => {
    await openHydrated(page);
    const { width } = page.viewportSize()!;
    // As it comes, a laptop's short screen, and a phone held sideways.
    for (const size of [
      page.viewportSize()!,
      { width, height: 640 },
      { width: 852, height: 393 },
    ]) {
      await page.setViewportSize(size);
      const slider = page.getByRole('slider').first();
      const picture = page.locator('figure [style*="--split"]').first();
      const [top, bottom] = [(await picture.boundingBox())!, (await slider.boundingBox())!];
      expect(
        bottom.y + bottom.height - top.y,
        `${size.width} x ${size.height}`,
      ).toBeLessThanOrEqual(size.height);
    }
  });

  test('the lightbox backdrop hides the page behind it', async ({ page }) => {
    await openHydrated(page);
    await photoLinks(page).nth(1).click();
    await expect(viewer(page)).toBeVisible();
    // Tailwind's colours compute as oklab(L a b / alpha), or rgb()/rgba() in older engines.
    const colour = await viewer(page).evaluate(
      (dialog) => getComputedStyle(dialog, '::backdrop').backgroundColor,
    );
    const alpha = colour.includes('/')
      ? Number(/\/\s*([\d.]+)\s*\)/.exec(colour)![1])
      : colour.startsWith('rgba')
        ? Number(/,\s*([\d.]+)\)$/.exec(colour)![1])
        : colour === 'transparent'
          ? 0
          : 1;
    expect(colour).not.toBe('');
    expect(alpha).toBeGreaterThanOrEqual(0.95);
  });

  test('the lightbox and slider have no axe violations', async ({ page }) => {
    await openHydrated(page);
    await page.screenshot({ path: `.tmp/project-${test.info().project.name}.png`, fullPage: true });
    await photoLinks(page).first().click();
    await expect(viewer(page)).toBeVisible();
    await page.screenshot({ path: `.tmp/lightbox-${test.info().project.name}.png` });
    await expectNoViolations(page, 'the open photo viewer');
  });
});

test.describe('the work first', () => {
  test('each gallery link is named by its photo once', async ({ page }) => {
    await page.goto(path);
    for (const [index, photo] of project.photos.entries())
      await expect(photoLinks(page).nth(index)).toHaveAccessibleName(photo.alt);
  });

  test('every project page shows its first photo within the first screen, eager and sized @phone-only', async ({
    page,
  }) => {
    allowForVisits(projects.length);
    for (const { slug } of projects) {
      await page.goto(`/projects/${slug}/`);
      const photo = page.locator('main img').first();
      await expect(photo).toHaveAttribute('fetchpriority', 'high');
      const box = (await photo.boundingBox())!;
      expect(box.y, slug).toBeLessThan(page.viewportSize()!.height);
      expect(box.height, slug).toBeGreaterThan(150);
    }
  });

  test('every town page shows its first project photo within the first screen @phone-only', async ({
    page,
  }) => {
    allowForVisits(townPages.length);
    for (const { slug } of townPages) {
      await page.goto(`/service-areas/${slug}/`);
      const photo = page.locator('main img').first();
      await expect(photo).toHaveAttribute('fetchpriority', 'high');
      const box = (await photo.boundingBox())!;
      expect(box.y, slug).toBeLessThan(page.viewportSize()!.height - 100);
    }
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
