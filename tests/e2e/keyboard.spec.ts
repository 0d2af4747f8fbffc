import { expect, test } from './fixtures';
import { messageBox, openContactPage, outboxEntries, uniqueMessage } from './contact-helpers';

async function focusOutline(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

test.describe('keyboard only', () => {
  test('a skip link leads to the main content, and focus is always visible', async ({ page }) => {
    await page.goto('/services/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect(await focusOutline(page)).toMatchObject({ style: 'solid' });
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const outline = await focusOutline(page);
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
    }
  });

  test(
    'the menu toggle opens with Enter; Escape closes it and returns focus',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toBeEnabled(); // disabled until hydration, like the islands' buttons
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' }),
      ).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    },
  );

  test('carousel and filter buttons work from the keyboard and report their state', async ({
    page,
  }) => {
    await page.goto('/');
    // The islands' buttons are disabled until hydration, so a press is never lost.
    await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeEnabled();
    await page.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Testimonial 2 of 3/)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText(/^Testimonial 3 of 3/)).toBeAttached();

    await page.goto('/projects/');
    await expect(page.getByRole('button', { name: 'Retail' })).toBeEnabled();
    await page.getByRole('button', { name: 'Retail' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Retail' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Showing 2 Retail projects')).toBeAttached();
  });

  test('the contact form can be filled and sent without a mouse', async ({ page }) => {
    const message = uniqueMessage({ service: 'Permit Rescue' });
    await openContactPage(page);
    await page.getByLabel('Full Name').focus();
    await page.keyboard.type(message.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(message.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(message.phone);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Permit');
    await page.keyboard.press('Tab');
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.type(message.message);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect
      .poll(async () => (await outboxEntries(message.message)).map((m) => m.service))
      .toEqual(['Permit Rescue']);
  });

  test('motion is off when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/projects/');
    const duration = await page
      .getByRole('button', { name: 'All' })
      .evaluate((b) => getComputedStyle(b).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.001);
  });
});
