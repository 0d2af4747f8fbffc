import { nav } from '@/content/site';
import { routes } from '../routes';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test.describe('with JavaScript disabled', () => {
  test('every page still reads in full', async ({ page }) => {
    for (const route of routes) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      for (const heading of route.headings)
        await expect(
          page.getByRole('heading', { name: heading, exact: true }).first(),
        ).toBeVisible();
    }
  });

  test('the navigation works, on a phone too, and so do the footer links', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', {
      name: isMobile ? 'Main (without JavaScript)' : 'Main',
    });
    await expect(main).toBeVisible();
    for (const item of nav) {
      await main.getByRole('link', { name: item.label, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(item.href);
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Permit Rescue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Permit Rescue');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Get a Quote' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('the contact form explains that sending needs JavaScript and offers phone and e-mail', async ({
    page,
  }) => {
    await page.goto('/contact/');
    await expect(page.getByText(/Sending this form needs JavaScript/)).toBeVisible();
    const section = page.getByRole('region', { name: 'Send Us a Message' });
    await expect(section.getByRole('link', { name: /555-01/ })).toBeVisible();
    await expect(section.getByRole('link', { name: /@example\.com/ })).toBeVisible();
    // Nobody is invited to type a message that could not be sent.
    await expect(page.getByLabel('Full Name')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeHidden();
  });

  test('all three testimonials are shown, one under another', async ({ page, viewport }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Client testimonials' });
    await expect(strip.getByRole('button', { name: 'Next testimonial' })).toBeHidden();
    const boxes = await Promise.all(
      (await strip.getByRole('group').all()).map((slide) => slide.boundingBox()),
    );
    expect(boxes).toHaveLength(3);
    for (const [i, box] of boxes.entries()) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
      if (i) expect(box!.y).toBeGreaterThan(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
    }
  });
});
