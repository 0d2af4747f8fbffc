import type { Page } from '@playwright/test';
import { formResultPages } from '@/content/es/contact';
import { labels as formLabels } from '@/content/es/form-labels';
import { labels } from '@/content/es/labels';
import { pages as pagesEs } from '@/content/es/pages';
import { labels as labelsEn } from '@/content/labels';
import { fixedPages, serviceTable } from '@/lib/content';
import { contentDir, loadContent } from '@/lib/content/loader';
import { inLocale } from '@/lib/locale';
import { serviceLabelsEs } from '@/supabase/functions/_shared/contract';
import { ports } from '../../harness/ports';
import { expectNoViolations } from '../../harness/e2e/axe';
import {
  emailsFor,
  formHydrated,
  queryBackend,
  storedMessages,
  uniqueMessage,
  type Message,
} from '../../harness/e2e/contact-helpers';
import { hydrated } from '../../harness/e2e/island-helpers';
import { expect, test } from '../../harness/e2e/fixtures';

/** The Spanish edition (docs/spanish.md), as a visitor who reads Spanish meets it on a phone. */

const es = (path: string) => inLocale(path, 'es');
const spanish = loadContent(contentDir, undefined, false, 'es');
const fields = formLabels.contactForm.fieldLabels;

/** The Spanish form filled as a visitor would, choosing the service by its Spanish name. */
async function fillSpanishForm(page: Page, message: Message) {
  await page.getByLabel(fields.name).fill(message.name);
  await page.getByLabel(fields.email).fill(message.email);
  await page.getByLabel(fields.phone).fill(message.phone);
  await page
    .getByLabel(fields.service)
    .selectOption({ label: serviceLabelsEs[message.service as keyof typeof serviceLabelsEs] });
  await page.getByRole('textbox', { name: fields.message }).fill(message.message);
}

test.describe('the Spanish contact form', { tag: '@phone-only' }, () => {
  test('says what is missing in Spanish, keeps what was typed, and reaches the owner marked Spanish', async ({
    page,
  }) => {
    await page.goto(es(fixedPages.contact.path));
    await formHydrated(page);
    await page.getByRole('button', { name: formLabels.contactForm.send }).click();
    await expect(page.getByText('Por favor, escriba su nombre completo.')).toBeVisible();
    await expect(page.getByText('Por favor, cuéntenos un poco sobre su proyecto.')).toBeVisible();
    await expectNoViolations(page, 'Spanish contact form with errors');

    const message = uniqueMessage({ email: 'lucia@ejemplo' });
    await fillSpanishForm(page, message);
    await page.getByRole('button', { name: formLabels.contactForm.send }).click();
    await expect(
      page.getByText('Por favor, escriba un correo electrónico válido, como nombre@example.com.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: fields.message })).toHaveValue(message.message);

    await page.getByLabel(fields.email).fill('lucia@example.com');
    await page.getByRole('button', { name: formLabels.contactForm.send }).click();
    await expect(page.getByText(formResultPages.thankYou.title)).toBeVisible();
    const [stored] = await storedMessages(message.message);
    expect(stored).toMatchObject({ service: message.service, email: 'lucia@example.com' });
    const [row] = await queryBackend<{ language: string }>(
      'select language from public.contact_messages where id = $1',
      [stored!.id],
    );
    expect(row!.language).toBe('es');
    await expect
      .poll(async () => (await emailsFor(stored!.id)).map((email) => email.subject))
      .toEqual([`Quote request (Spanish): ${message.service} from ${message.name}`]);
  });

  test('without JavaScript, lands on the Spanish result pages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      // An address the browser takes and the function refuses: the Spanish not-sent page.
      await page.goto(es(fixedPages.contact.path));
      await fillSpanishForm(page, uniqueMessage({ email: 'lucia@ejemplo' }));
      await page.getByRole('button', { name: formLabels.contactForm.send }).click();
      await expect(page).toHaveURL(new RegExp(`${es(fixedPages.notSent.path)}\\?reason=invalid$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        formResultPages.notSent.title,
      );

      const message = uniqueMessage();
      await page.goto(es(fixedPages.contact.path));
      await fillSpanishForm(page, message);
      await page.getByRole('button', { name: formLabels.contactForm.send }).click();
      await expect(page).toHaveURL(new RegExp(`${es(fixedPages.thankYou.path)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        formResultPages.thankYou.title,
      );
      const [stored] = await storedMessages(message.message);
      const [row] = await queryBackend<{ language: string }>(
        'select language from public.contact_messages where id = $1',
        [stored!.id],
      );
      expect(row!.language).toBe('es');
    } finally {
      await context.close();
    }
  });
});

test.describe('the header’s language link', { tag: '@phone-only' }, () => {
  test('goes to the same page in the other language and back, keeping the section read', async ({
    page,
  }) => {
    const service = spanish.services.find((s) => s.slug === 'permit-rescue')!;
    await page.goto(es(service.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.hero.title);
    await hydrated.menu(page);
    // Scrolled to a section: the English page opens at the same section.
    const heading = page.locator('main h2[id]').nth(1);
    const id = await heading.getAttribute('id');
    // Read down to it: the heading at the top of the screen, under the sticky header.
    await heading.evaluate((element) =>
      element.scrollIntoView({ block: 'start', behavior: 'instant' }),
    );
    // A tap where the reader is: Playwright's click would first scroll the sticky header's link
    // "into view", moving the page, so the click is dispatched to the link as it stands.
    await page.getByRole('link', { name: 'English' }).dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`${service.path}#${id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator(`#${id}`)).toBeInViewport();
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(new RegExp(`${es(service.path)}(#[\\w-]+)?$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  });

  test('is on every page the Spanish edition mirrors, and the Spanish pages pass axe', async ({
    page,
  }) => {
    for (const path of [
      '/',
      fixedPages.services.path,
      fixedPages.projects.path,
      fixedPages.about.path,
    ]) {
      await page.goto(es(path));
      await expect(page.getByRole('link', { name: 'English' }).first()).toHaveAttribute(
        'href',
        path,
      );
      await expectNoViolations(page, es(path));
    }
    await page.goto('/es/no-existe/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText(labels.notFound.heading)).toBeVisible();
    await expectNoViolations(page, 'Spanish 404');
  });
});

test.describe('a missing /es/ path', { tag: '@host' }, () => {
  const hosts = [
    { name: 'workerd', origin: `http://127.0.0.1:${ports.workerd}` },
    { name: 'nginx', origin: `http://127.0.0.1:${ports.nginx}` },
    { name: 'npm start server', origin: `http://127.0.0.1:${ports.site}` },
  ];
  for (const { name, origin } of hosts)
    test(`gets the Spanish 404 page with status 404 on ${name}`, async ({ request }) => {
      const response = await request.get(`${origin}/es/no-existe/`);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('<html lang="es-US"');
      expect(html).toContain(labels.notFound.heading);
      // Anywhere else, the English one.
      const english = await request.get(`${origin}/no-such-page/`);
      expect(english.status()).toBe(404);
      expect(await english.text()).toContain(labelsEn.notFound.heading);
    });
});

test.describe('the Spanish pages with no signal', { tag: '@phone-only' }, () => {
  test.use({ serviceWorkers: 'allow' });

  test('a visitor who reads Spanish gets the Spanish core pages and the Spanish offline page', async ({
    page,
    context,
  }) => {
    await page.goto(es('/'));
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await context.setOffline(true);
    const fema = spanish.services.find((s) => serviceTable[s.slug].offlineFirst)!;
    await page.goto(es(fema.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fema.hero.title);
    await page.goto(es(fixedPages.contact.path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    // Never saved: the Spanish offline page, at the address asked for.
    const unsaved = spanish.projects[0]!;
    await page.goto(es(unsaved.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesEs.offline.heading);
    expect(page.url()).toContain(es(unsaved.path));
  });
});
