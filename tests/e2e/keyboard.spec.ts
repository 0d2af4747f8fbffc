import { sampleRoutes, widthTagFor } from '../fixtures/routes';
import { expect, sharedPageTest as test } from '../../harness/e2e/fixtures';
import {
  messageBox,
  openContactPage,
  storedMessages,
  uniqueMessage,
} from '../../harness/e2e/contact-helpers';
import { carousel, hydrated } from '../../harness/e2e/island-helpers';

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
      await hydrated.menu(page); // the browser does the same before (no-javascript.spec.ts)
      const toggle = page.getByRole('button', { name: 'Open menu' });
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
    // The live region is the island's, so it speaks once hydrated.
    await hydrated.carousel(page);
    const { nextButton, previousButton } = carousel(page);
    await nextButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Testimonial 2 of 3/)).toBeAttached();
    // The shared Next stays where it is, focused, so Enter goes on.
    await expect(nextButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Testimonial 3 of 3/)).toBeAttached();
    await page.keyboard.press('Shift+Tab');
    await expect(previousButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Testimonial 2 of 3/)).toBeAttached();

    await page.goto('/projects/');
    await hydrated.filter(page);
    await page.getByRole('button', { name: 'Retail' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Retail' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Showing 2 Retail projects')).toBeAttached();
  });

  test('the contact form can be filled and sent without a mouse @any-width', async ({ page }) => {
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
    // The optional Photos field (its own spec is contact-photos.spec.ts), then Send.
    await expect(page.getByLabel(/^Photos/)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect
      .poll(async () => (await storedMessages(message.message)).map((m) => m.service))
      .toEqual(['Permit Rescue']);
  });

  test('motion is off when the visitor prefers reduced motion', async ({ page }) => {
    /** Clicks Next and reads where the strip is in the same task: a smooth scroll has not moved yet. */
    const scrolledAtOnce = () =>
      page.evaluate(() => {
        const strip = document.getElementById('testimonial-1')!.parentElement!;
        const next = [...document.querySelectorAll('button')].find(
          (button) => button.textContent === 'Next testimonial',
        )!;
        next.click();
        return strip.scrollLeft > 0;
      });
    // Before hydration the links scroll the strip by its scroll-behavior, the same rule.
    const stripBehavior = () =>
      page
        .locator('#testimonial-1')
        .locator('..')
        .evaluate((strip) => getComputedStyle(strip).scrollBehavior);
    await page.goto('/');
    await hydrated.carousel(page);
    expect(await stripBehavior()).toBe('smooth');
    expect(await scrolledAtOnce()).toBe(false); // the default: a smooth scroll

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await hydrated.carousel(page);
    expect(await stripBehavior()).toBe('auto');
    expect(await scrolledAtOnce()).toBe(true);

    await page.goto('/projects/');
    const duration = await page
      .getByRole('button', { name: 'All' })
      .evaluate((b) => getComputedStyle(b).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.001);

    if (page.viewportSize()!.width < 768) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      const durations = await page.evaluate(() =>
        document.getAnimations().map((animation) => Number(animation.effect?.getTiming().duration)),
      );
      for (const duration of durations) expect(duration).toBeLessThan(1);
    }
  });
});

test.describe('focus is always visible', () => {
  for (const route of sampleRoutes) {
    test(`Tab reaches every control on ${route.path} with a visible focus ring${widthTagFor(route.path)}`, async ({
      page,
    }) => {
      await page.goto(route.path);
      // Hydrated (the toggle exists at every width), so the carousel shows its shared controls.
      await hydrated.menu(page);
      const seen: string[] = [];
      for (let step = 0; step < 200; step++) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const box = element.getBoundingClientRect();
          const ring = (of: Element) => {
            const style = getComputedStyle(of);
            return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
          };
          // A card whose title link covers it draws the ring around the card (:focus-within),
          // not around the title's text: the nearest ancestor with a ring counts then.
          let ringed: Element | null = element;
          while (ringed && !ring(ringed) && ringed !== document.body) ringed = ringed.parentElement;
          return {
            name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
            outline: ringed && ringed.matches(':focus-within') ? ring(ringed) : 0,
            onScreen:
              box.width > 0 &&
              box.height > 0 &&
              box.bottom > 0 &&
              box.top < innerHeight &&
              box.right > 0 &&
              box.left < innerWidth,
          };
        });
        if (!focus) break; // past the last control: focus leaves the page
        if (seen.length && focus.name === seen[0]) break;
        seen.push(focus.name);
        expect(focus.outline, `focus ring on ${focus.name}`).toBeGreaterThanOrEqual(2);
        expect(focus.onScreen, `${focus.name} scrolled into view`).toBe(true);
      }
      expect(seen.length).toBeGreaterThan(10);
      expect(seen.length, 'Tab order ended').toBeLessThan(200);
    });
  }
});
