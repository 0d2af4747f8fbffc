import { contactLink, nav, quoteForm, serviceOptions, services } from '@/lib/content';
import { quoteLinkFor, serviceQuoteLink } from '@/lib/quote-link';
import { sampleRoutes } from '../fixtures/routes';
import { allowForVisits, expect, sharedPageTest as test } from '../../harness/e2e/fixtures';
import { holdScripts, hydrated } from '../../harness/e2e/island-helpers';

/** Every quote button's link: the form, or the form with a service chosen. */
const quoteHrefs = [quoteForm.href, ...serviceOptions.map(quoteLinkFor)];

test.describe('navigation', () => {
  test(
    'the main navigation reaches every top-level page',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/');
      const main = page.getByRole('navigation', { name: 'Main' });
      for (const item of nav) {
        await main.getByRole('link', { name: item.label, exact: true }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(item.href);
      }
      await main.getByRole('link', { name: 'Contact Us' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    },
  );

  test(
    'the mobile menu opens, closes, and closes when a link is chosen',
    { tag: ['@phone-only', '@npm-start'] },
    async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: 'Projects' }).click();
      await expect(page).toHaveURL(/\/projects\/$/);
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    },
  );

  test(
    'the mobile menu opened before hydration stays open, and the island takes over',
    { tag: '@phone-only' },
    async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu).toBeVisible();
      release();
      await hydrated.menu(page);
      await expect(menu).toBeVisible();
      const toggle = page.locator('[popovertarget="mobile-menu"]');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('Close menu');

      // A tap outside closes it, and aria-expanded follows.
      const { height } = page.viewportSize()!;
      await page.mouse.click(20, height - 20);
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAccessibleName('Open menu');
    },
  );

  test(
    'a browser without popovers shows the phone menu as a row of links, and no dead toggle',
    { tag: '@phone-only' },
    async ({ page }) => {
      // Chromium has popovers: serve the stylesheet as such a browser reads it, its popover
      // rules unmet and its fallback in force.
      await page.route('**/_next/static/css/*.css', async (route) => {
        const css = await (await route.fetch()).text();
        await route.fulfill({
          contentType: 'text/css',
          body: css.replaceAll('selector(:popover-open)', 'selector(:no-such-popover-open)'),
        });
      });
      await page.goto('/');
      await expect(page.locator('[popovertarget="mobile-menu"]')).toBeHidden();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      const header = (await page.locator('header').boundingBox())!;
      const row = (await menu.boundingBox())!;
      expect(row.y + row.height).toBeLessThanOrEqual(header.y + header.height + 1);
      expect(row.height).toBeLessThan(120);
      await menu.getByRole('link', { name: 'Projects' }).click();
      await expect(page).toHaveURL(/\/projects\/$/);
    },
  );

  test('every quote and consultation button leads to the contact form @any-width', async ({
    page,
  }) => {
    // A page of each shape, every service page among them (each names its own service): a page
    // load each, and one more for the consultation button.
    allowForVisits(sampleRoutes.length + 1);
    const labels = /^(Get a Free Quote|Get a Quote|Get a Consultation)$/;
    const hrefsOf = (name: RegExp | string) =>
      page
        .getByRole('link', { name, exact: true })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    let checked = 0;
    let servicePages = 0;
    for (const route of sampleRoutes) {
      await page.goto(route.path);
      const hrefs = await hrefsOf(labels);
      expect(hrefs.length, `quote buttons on ${route.path}`).toBeGreaterThan(0);
      for (const href of hrefs) expect(quoteHrefs, `${href} on ${route.path}`).toContain(href);
      // A service page's first quote button (its hero's) names that page's own service.
      const service = services.find((s) => route.path === `/services/${s.slug}/`);
      if (service) {
        servicePages += 1;
        expect(hrefs[0], route.path).toBe(serviceQuoteLink(service.slug));
      }
      checked += hrefs.length;
      // The navigation's Contact Us is the page, with the details and hours, not the form.
      for (const href of await hrefsOf(contactLink.label)) expect(href).toBe(contactLink.href);
    }
    expect(checked).toBeGreaterThan(sampleRoutes.length);
    expect(servicePages).toBe(services.length);
    await page.goto('/services/fema-reconstruction/');
    await page.getByRole('link', { name: 'Get a Consultation' }).click();
    await expect(page).toHaveURL(/\/contact\/#send-message$/);
  });

  test("a service page's quote button opens the form with that service chosen", async ({
    page,
  }) => {
    await page.goto('/services/retail-buildouts/');
    await page.getByRole('link', { name: 'Get a Free Quote' }).first().click();
    await expect(page).toHaveURL(/\/contact\/\?service=Retail%20Buildouts#send-message$/);
    await expect(page.locator('form[data-hydrated]')).toBeAttached();
    await expect(page.getByLabel(/^Service Interested In/)).toHaveValue('Retail Buildouts');
  });

  test('a quote button lands on the form, clear of the sticky header', async ({ page }) => {
    await page.goto('/');
    // Once Next's router is up, it would take a link's click (and leave focus behind); without
    // JavaScript, no-javascript.spec.ts follows the footer's.
    await hydrated.carousel(page);
    await page.getByRole('link', { name: 'Get a Free Quote' }).first().click();
    await expect(page).toHaveURL(/\/contact\/#send-message$/);
    const heading = page.getByRole('heading', { name: 'Send Us a Message' });
    await expect(heading).toBeInViewport();
    const header = page.locator('header').first();
    await expect
      .poll(async () => {
        const [top, bar] = [await heading.boundingBox(), await header.boundingBox()];
        return top!.y >= bar!.y + bar!.height;
      })
      .toBe(true);
    // The form has focus (a screen reader names it), and Tab goes on into it.
    await expect(page.locator(`#${quoteForm.id}`)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator(`#${quoteForm.id} :focus`)).toHaveCount(1);
  });

  test('service cards link to their service pages @any-width @npm-start', async ({ page }) => {
    await page.goto('/services/');
    await page.getByRole('link', { name: 'Learn More about Permit Rescue' }).click();
    await expect(page).toHaveURL(/\/services\/permit-rescue\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Permit Rescue');
  });
});
