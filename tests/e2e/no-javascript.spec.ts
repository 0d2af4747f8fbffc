import { projects } from '@/lib/content';
import { contactLink, nav } from '@/lib/content';
import {
  emailsFor,
  fillContactForm,
  storedMessages,
  uniqueMessage,
} from '../../harness/e2e/contact-helpers';
import { sampleRoutes } from '../fixtures/routes';
import { allowForVisits, expect, sharedPageTest as test } from '../../harness/e2e/fixtures';
import { carousel } from '../../harness/e2e/island-helpers';

test.use({ javaScriptEnabled: false });

test.describe('with JavaScript disabled', () => {
  test('a page of each shape still reads in full @any-width', async ({ page }) => {
    allowForVisits(sampleRoutes.length);
    for (const route of sampleRoutes) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      for (const heading of route.headings)
        await expect(
          page.getByRole('heading', { name: heading, exact: true }).first(),
        ).toBeVisible();
    }
  });

  test('the navigation works, and so do the footer links', async ({ page, isMobile }) => {
    await page.goto('/');
    for (const item of nav) {
      // On a phone through the menu, which its toggle opens without JavaScript.
      if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
      const links = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
      await links.getByRole('link', { name: item.label, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(item.href);
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Permit Rescue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Permit Rescue');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Get a Quote' }).click();
    await expect(page).toHaveURL(/\/contact\/#send-message$/);
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeInViewport();
  });

  test(
    'the phone menu opens and closes, with its toggle, Escape and a tap outside',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: contactLink.label })).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu).toBeVisible();
      const { height } = page.viewportSize()!;
      await page.mouse.click(20, height - 20); // below the menu, on the page
      await expect(menu).toBeHidden();
    },
  );

  test('the contact form sends a message that arrives, and lands on the thank-you page @any-width', async ({
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

  test('a message the function cannot take lands on the not-sent page with phone and e-mail @any-width', async ({
    page,
  }) => {
    await page.goto('/contact/');
    // The browser's own checks stop an empty form; a name over the limit gets past them.
    await fillContactForm(page, uniqueMessage({ name: 'N'.repeat(101) }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/not-sent\/\?reason=invalid$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message was not sent');
    await expect(
      page.getByText('There was a problem sending your message. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Call \(727\) 555-01/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /@example\.com/ }).first()).toBeVisible();
  });

  test('the carousel moves with Previous and Next, and wraps both ways', async ({ page }) => {
    await page.goto('/');
    const { next, previous, shown, slide } = carousel(page);
    await expect(slide(1).getByText('1 / 3')).toBeVisible();
    await next(1).click();
    await expect.poll(shown).toBe(2);
    await expect(slide(2).getByText('2 / 3')).toBeVisible();
    await next(2).click();
    await expect.poll(shown).toBe(3);
    await next(3).click();
    await expect.poll(shown).toBe(1);
    await previous(1).click();
    await expect.poll(shown).toBe(3);
    await expect(slide(3).getByText('3 / 3')).toBeVisible();
  });

  test('the project filter is hidden and every project is shown @any-width', async ({ page }) => {
    await page.goto('/projects/');
    await expect(page.getByRole('group', { name: 'Filter projects by category' })).toBeHidden();
    const grid = page.getByRole('region', { name: 'Recent Work' });
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(projects.map((p) => p.title));
  });
});
