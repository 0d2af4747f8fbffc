import { nav } from '@/content/site';
import { emailsFor, fillContactForm, storedMessages, uniqueMessage } from './contact-helpers';
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

  test('the contact form sends a message that arrives, and lands on the thank-you page', async ({
    page,
  }) => {
    const message = uniqueMessage();
    await page.goto('/contact/');
    await fillContactForm(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Sent!');
    await expect(page.getByRole('link', { name: /555-01/ }).first()).toBeVisible();
    const stored = await storedMessages(message.message);
    expect(stored).toMatchObject([message]);
    await expect.poll(async () => (await emailsFor(stored[0]!.id)).length).toBe(1);
  });

  test('a message the function cannot take lands on the not-sent page with phone and e-mail', async ({
    page,
  }) => {
    await page.goto('/contact/');
    // The browser's own checks stop an empty form; a name over the limit gets past them.
    await fillContactForm(page, uniqueMessage({ name: 'N'.repeat(101) }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/not-sent\/\?reason=invalid$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message was not sent');
    await expect(page.getByRole('link', { name: /Call \(727\) 555-01/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /@example\.com/ }).first()).toBeVisible();
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
