import { projects, testimonials } from '@/lib/content';
import { expect, test } from './fixtures';
import { carousel, holdScripts, hydrated, recordPressedChanges } from './island-helpers';

const titlesOf = (category: string) =>
  projects.filter((p) => p.category === category).map((p) => p.title);

test.describe('testimonial carousel', () => {
  test('Next and Previous move through the testimonials and wrap both ways', async ({ page }) => {
    await page.goto('/');
    await hydrated.carousel(page);
    const { next, previous, status, shown } = carousel(page);
    await expect(status).toContainText(`Testimonial 1 of 3: ${testimonials[0]!.name}`);
    await previous(1).click();
    await expect(status).toContainText(`Testimonial 3 of 3: ${testimonials[2]!.name}`);
    await expect.poll(shown).toBe(3);
    await next(3).click();
    await expect(status).toContainText('Testimonial 1 of 3');
    await expect.poll(shown).toBe(1);
    await next(1).click();
    await expect(status).toContainText(`Testimonial 2 of 3: ${testimonials[1]!.name}`);
    await expect.poll(shown).toBe(2);
    // The links only move the strip once hydrated: no jump to a fragment, no history entry.
    expect(new URL(page.url()).hash).toBe('');
  });

  test('before hydration its links already move the strip and wrap; once hydrated it counts from there', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const { next, previous, status, shown } = carousel(page);
    await expect(next(1)).toBeEnabled();
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
    await next(2).click();
    await expect(status).toContainText('Testimonial 3 of 3');
    await expect.poll(shown).toBe(3);
  });

  test('never moves on its own', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated.carousel(page);
    const { status, slide } = carousel(page);
    await expect(status).toContainText('Testimonial 1 of 3');
    await page.clock.runFor(120_000);
    await expect(status).toContainText('Testimonial 1 of 3');
    const strip = slide(1).locator('..');
    expect(await strip.evaluate((element) => element.scrollLeft)).toBe(0);
  });

  test('widens nothing: the page never scrolls sideways', async ({ page }) => {
    await page.goto('/');
    await hydrated.carousel(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

test.describe('projects filter', () => {
  test('All is selected first; a category shows only its projects; the featured ring stays', async ({
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

  test('a tap before hydration filters at once and is replayed into the island exactly once', async ({
    page,
  }) => {
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
  });
});
