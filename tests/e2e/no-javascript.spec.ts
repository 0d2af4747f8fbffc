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
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await expect(
      page.getByRole('region', { name: 'Send Us a Message' }).getByRole('link', { name: /555-01/ }),
    ).toBeVisible();
  });

  test('all three testimonials can be reached by scrolling the strip', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Client testimonials' });
    await expect(strip.getByRole('group')).toHaveCount(3);
    await expect(strip.getByRole('button', { name: 'Next testimonial' })).toBeHidden();
    const last = strip.getByRole('group').last();
    await expect(last).not.toBeInViewport();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
  });
});
