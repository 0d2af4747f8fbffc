import type { Locator } from '@playwright/test';
import { projects, testimonials } from '@/lib/content';
import {
  expect,
  sharedPageTest as test,
  sidewaysScroll,
  test as ownPageTest,
} from '../../harness/e2e/fixtures';
import {
  carousel,
  holdScripts,
  hydrated,
  recordPressedChanges,
  watchLayoutShifts,
} from '../../harness/e2e/island-helpers';

const titlesOf = (category: string) =>
  projects.filter((p) => p.category === category).map((p) => p.title);

test.describe('testimonial carousel', () => {
  test('Next and Previous move through the testimonials and wrap both ways @npm-start', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated.carousel(page);
    const { nextButton, previousButton, status, shown } = carousel(page);
    await expect(status).toContainText(`Testimonial 1 of 3: ${testimonials[0]!.name}`);
    await previousButton.click();
    await expect(status).toContainText(`Testimonial 3 of 3: ${testimonials[2]!.name}`);
    await expect.poll(shown).toBe(3);
    await expect(nextButton.locator('..')).toContainText('3 / 3');
    await nextButton.click();
    await expect(status).toContainText('Testimonial 1 of 3');
    await expect.poll(shown).toBe(1);
    await nextButton.click();
    await expect(status).toContainText(`Testimonial 2 of 3: ${testimonials[1]!.name}`);
    await expect.poll(shown).toBe(2);
    // The buttons only move the strip: no jump to a fragment, no history entry.
    expect(new URL(page.url()).hash).toBe('');
  });

  test('before hydration its links already move the strip and wrap; once hydrated it counts from there', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const { next, previous, nextButton, status, shown } = carousel(page);
    await expect(next(1)).toBeEnabled();
    await expect(nextButton).toBeHidden();
    await next(1).click();
    await expect.poll(shown).toBe(2);
    await next(2).click();
    await next(3).click();
    await expect.poll(shown).toBe(1);
    await previous(1).click();
    await expect.poll(shown).toBe(3);
    await previous(3).click();
    await expect.poll(shown).toBe(2);
    release();
    await hydrated.carousel(page);
    await expect(status).toContainText(`Testimonial 2 of 3: ${testimonials[1]!.name}`);
    await expect(nextButton.locator('..')).toContainText('2 / 3');
    await nextButton.click();
    await expect(status).toContainText('Testimonial 3 of 3');
    await expect.poll(shown).toBe(3);
  });

  ownPageTest(
    'hydration shifts nothing: the shared controls lie exactly over the slide’s own',
    async ({ page }) => {
      const layoutShifts = await watchLayoutShifts(page);
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const { region, next, previous, nextButton, previousButton } = carousel(page);
      await region.scrollIntoViewIfNeeded();
      const boxes = (controls: Locator[]) => Promise.all(controls.map((c) => c.boundingBox()));
      const count = (control: Locator) => control.locator('..').getByText('1 / 3');
      const before = await boxes([previous(1), count(next(1)), next(1), region]);

      release();
      await hydrated.carousel(page);
      await expect(nextButton).toBeVisible();
      // The slides' own links keep their space but are gone from sight, Tab and the tree.
      await expect(next(1)).toBeHidden();
      await expect(region.getByRole('link')).toHaveCount(0);
      const after = await boxes([previousButton, count(nextButton), nextButton, region]);
      expect(after).toEqual(before);
      expect(await layoutShifts()).toBe(0);
    },
  );

  test(
    'a mouse press that spans hydration still follows the link it started on',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'load' });
      const { next, nextButton, status, shown } = carousel(page);
      const [x, y] = await centreOf(next(1));
      await page.mouse.move(x, y);
      await page.mouse.down();
      release();
      // React has hydrated the page; the carousel's row waits for the press to end on the link.
      await hydrated.menu(page);
      await expect(nextButton).toBeHidden();
      await page.mouse.up();
      await expect.poll(shown).toBe(2);
      await hydrated.carousel(page);
      await expect(status).toContainText(`Testimonial 2 of 3: ${testimonials[1]!.name}`);
      await nextButton.click();
      await expect.poll(shown).toBe(3);
    },
  );

  test('keyboard focus on a slide’s link moves to the shared button that replaces it', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'load' });
    const { next, nextButton, status } = carousel(page);
    await next(1).focus();
    release();
    await hydrated.carousel(page);
    await expect(nextButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toContainText('Testimonial 2 of 3');
  });

  test(
    'the shared Next stays under the thumb while the strip scrolls',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.goto('/');
      await hydrated.carousel(page);
      const { nextButton, status } = carousel(page);
      const [x, y] = await centreOf(nextButton);
      // Every frame from the tap until the strip rests: what is under the thumb, and where Next is.
      await page.evaluate(
        ({ x, y }) => {
          const strip = document.getElementById('testimonial-1')!.parentElement!;
          const frames: { scroll: number; under: string; box: string }[] = [];
          (window as unknown as { frames: typeof frames }).frames = frames;
          const sample = () => {
            const next = [...document.querySelectorAll('button')].find(
              (button) => button.textContent === 'Next testimonial',
            )!;
            const { left, top, width, height } = next.getBoundingClientRect();
            frames.push({
              scroll: strip.scrollLeft,
              under: document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
              box: [left, top, width, height].join(),
            });
            // Until the strip rests on the second slide.
            if (Math.abs(strip.scrollLeft - strip.clientWidth) >= 1) requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        },
        { x, y },
      );
      await page.touchscreen.tap(x, y);
      await expect(status).toContainText('Testimonial 2 of 3');
      const frames = await page.waitForFunction(() => {
        const { frames } = window as unknown as { frames: { scroll: number }[] };
        const strip = document.getElementById('testimonial-1')!.parentElement!;
        return Math.abs(frames.at(-1)!.scroll - strip.clientWidth) < 1 && frames;
      });
      const seen = (await frames.jsonValue()) as { scroll: number; under: string; box: string }[];
      const width = await carousel(page).strip.evaluate((strip) => strip.clientWidth);
      // Caught mid-scroll, so the frames below include the strip moving.
      expect(seen.some((frame) => frame.scroll > 0 && frame.scroll < width)).toBe(true);
      expect(new Set(seen.map((frame) => frame.box)).size).toBe(1);
      expect(new Set(seen.map((frame) => frame.under))).toEqual(new Set(['Next testimonial']));
    },
  );

  test.describe('a quick second tap counts from the slide the first is heading to', () => {
    const cases = [
      { step: 'Next', from: 1, to: 3 },
      { step: 'Next', from: 3, to: 2 },
      { step: 'Previous', from: 1, to: 2 },
      { step: 'Previous', from: 3, to: 1 },
    ] as const;
    for (const { step, from, to } of cases)
      for (const gap of [150, 300])
        test(
          `${step} tapped twice ${gap} ms apart from slide ${from} ends on slide ${to}`,
          { tag: '@phone-only' },
          async ({ page }) => {
            await page.goto('/');
            await hydrated.carousel(page);
            const { previousButton, status, strip } = carousel(page);
            const position = () =>
              strip.evaluate((element) => element.scrollLeft / element.clientWidth);
            if (from === 3) {
              await previousButton.tap();
              await expect.poll(position).toBeCloseTo(2);
            }
            const control = page.getByRole('button', { name: `${step} testimonial` });
            const [x, y] = await centreOf(control);
            const firstTapAt = Date.now();
            await page.touchscreen.tap(x, y);
            await page.waitForTimeout(Math.max(0, firstTapAt + gap - Date.now()));
            await page.touchscreen.tap(x, y);
            // Once the strip rests on the slide, the scroll's end has not moved the count back.
            await expect.poll(position).toBeCloseTo(to - 1);
            const { name, location } = testimonials[to - 1]!;
            await expect(status).toHaveText(`Testimonial ${to} of 3: ${name}, ${location}`);
            await expect(control.locator('..')).toContainText(`${to} / 3`);
          },
        );
  });

  ownPageTest('never moves on its own', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated.carousel(page);
    const { status, strip } = carousel(page);
    await expect(status).toContainText('Testimonial 1 of 3');
    await page.clock.runFor(120_000);
    await expect(status).toContainText('Testimonial 1 of 3');
    expect(await strip.evaluate((element) => element.scrollLeft)).toBe(0);
  });

  test('widens nothing: the page never scrolls sideways', async ({ page }) => {
    await page.goto('/');
    await hydrated.carousel(page);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});

/** The centre of a control, scrolled into view, where a finger would tap it. */
async function centreOf(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2] as const;
}

test.describe('projects filter', () => {
  test('All is selected first; a category shows only its projects; the featured ring stays @npm-start', async ({
    page,
  }) => {
    await page.goto('/projects/');
    const grid = page.getByRole('region', { name: 'Recent Work' });
    const visibleTitles = () => grid.getByRole('heading', { level: 3 }).allInnerTexts();
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(9);

    await page.getByRole('button', { name: 'Bathroom' }).click();
    await expect(page.getByRole('button', { name: 'Bathroom' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await visibleTitles()).toEqual(titlesOf('Bathroom'));

    await page.getByRole('button', { name: 'Commercial' }).click();
    const featured = grid
      .getByRole('article')
      .filter({ hasText: 'Restaurant Interior Renovation' });
    await expect(featured).toBeVisible();
    await expect(featured).toHaveCSS('border-top-color', 'rgb(194, 65, 12)');
    await expect(featured).toHaveCSS('border-top-width', '4px');
    await expect(page.getByRole('button', { name: 'Commercial' })).toHaveCSS(
      'background-color',
      'rgb(194, 65, 12)',
    );

    await page.getByRole('button', { name: 'All' }).click();
    await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(9);
  });

  ownPageTest(
    'a tap before hydration filters at once and is replayed into the island exactly once',
    async ({ page }) => {
      // Every change of aria-pressed on a filter button, in order.
      const pressedChanges = await recordPressedChanges(page);
      const release = await holdScripts(page);
      await page.goto('/projects/', { waitUntil: 'domcontentloaded' });
      const grid = page.getByRole('region', { name: 'Recent Work' });
      const visibleTitles = () => grid.getByRole('heading', { level: 3 }).allInnerTexts();

      await page.getByRole('button', { name: 'Bathroom' }).click();
      await page.getByRole('button', { name: 'Kitchen' }).click();
      await expect(page.getByRole('button', { name: 'Kitchen' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await visibleTitles()).toEqual(titlesOf('Kitchen'));
      const early = await pressedChanges();

      release();
      await hydrated.filter(page);
      await expect(page.getByText('Showing 2 Kitchen projects')).toBeAttached();
      expect(await visibleTitles()).toEqual(titlesOf('Kitchen'));
      // Hydration and the replay changed nothing on screen: each tap took effect once.
      expect(await pressedChanges()).toEqual(early);
      expect(early).toEqual(['All false', 'Bathroom true', 'Kitchen true', 'Bathroom false']);

      await page.getByRole('button', { name: 'Retail' }).click();
      expect(await visibleTitles()).toEqual(titlesOf('Retail'));
      await expect(page.getByText('Showing 2 Retail projects')).toBeAttached();
    },
  );
});
