import { projects } from '@/content/projects';
import { testimonials } from '@/content/testimonials';
import { expect, test } from './fixtures';

test.describe('testimonial carousel', () => {
  test('Next and Previous move through the testimonials and wrap both ways', async ({ page }) => {
    await page.goto('/');
    const status = page.getByText(/^Testimonial \d of 3/);
    // Which slide sits in the carousel's frame (the page itself may be scrolled anywhere).
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const shownSlide = async () => {
      const frame = (await carousel.boundingBox())!;
      for (const n of [1, 2, 3]) {
        const slide = (await carousel.getByRole('group', { name: `${n} of 3` }).boundingBox())!;
        if (Math.abs(slide.x - frame.x) < 2) return n;
      }
      return 0;
    };
    await expect(status).toContainText(`Testimonial 1 of 3: ${testimonials[0]!.name}`);
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(status).toContainText(`Testimonial 3 of 3: ${testimonials[2]!.name}`);
    await expect.poll(shownSlide).toBe(3);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(status).toContainText('Testimonial 1 of 3');
    await expect.poll(shownSlide).toBe(1);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(status).toContainText(`Testimonial 2 of 3: ${testimonials[1]!.name}`);
    await expect.poll(shownSlide).toBe(2);
  });

  test('never moves on its own', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeEnabled();
    const status = page.getByText(/^Testimonial \d of 3/);
    await expect(status).toContainText('Testimonial 1 of 3');
    await page.clock.runFor(120_000);
    await expect(status).toContainText('Testimonial 1 of 3');
    const strip = page.getByRole('group', { name: '1 of 3' }).locator('..');
    expect(await strip.evaluate((element) => element.scrollLeft)).toBe(0);
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
    expect(await visibleTitles()).toEqual(
      projects.filter((p) => p.category === 'Bathroom').map((p) => p.title),
    );

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
});
