import { expect, test } from '../../harness/e2e/fixtures';
import {
  emailsFor,
  expectFormKeeps,
  formHydrated,
  fillContactForm,
  messageBox,
  functionPattern,
  journalEntries,
  openContactPage,
  storedMessages,
  recordPosts,
  uniqueMessage,
} from '../../harness/e2e/contact-helpers';
import type { JournalEntry } from '../../harness/ports';

/** The form's own alert (Next's route announcer is an alert too). */
const refusal = (page: import('@playwright/test').Page) =>
  page.getByRole('form', { name: 'Send Us a Message' }).getByRole('alert');

/** Each test's browser names itself in its User-Agent, so its preflight can be told apart. */
const visitorMark = (info: import('@playwright/test').TestInfo) =>
  `contact-test/${info.project.name}-${info.testId}-${info.retry}`;

test.describe('contact form', { tag: '@any-width' }, () => {
  test.use({
    userAgent: async ({ userAgent }, provide, info) => provide(`${userAgent} ${visitorMark(info)}`),
  });

  test('a message reaches the owner exactly once, byte for byte, and the form clears @npm-start', async ({
    page,
  }, info) => {
    const message = uniqueMessage();
    await openContactPage(page);
    await fillContactForm(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(
      page.getByText("Thank you for contacting us. We'll be in touch shortly."),
    ).toBeVisible();
    for (const field of [
      page.getByLabel('Full Name'),
      page.getByLabel('Email Address'),
      page.getByLabel('Phone Number'),
      page.getByLabel('Service Interested In'),
      messageBox(page),
    ])
      await expect(field).toHaveValue('');
    const entries = await storedMessages(message.message);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject(message);
    expect(page.url()).toMatch(/\/contact\/$/);
    // The owner's copy: one e-mail, answered with one click to the visitor.
    await expect.poll(async () => (await emailsFor(entries[0]!.id)).length).toBe(1);
    const [email] = await emailsFor(entries[0]!.id);
    expect(email).toMatchObject({
      reply_to: message.email,
      subject: `Quote request: ${message.service} from ${message.name}`,
    });

    // What arrived at the endpoint, on another origin: the browser's CORS preflight asking
    // for the key headers, then one POST carrying them and the message as JSON.
    const arrived = (await journalEntries()).filter((entry) =>
      entry.headers['user-agent']?.endsWith(visitorMark(info)),
    );
    expect(arrived.map((entry) => entry.method)).toEqual(['OPTIONS', 'POST']);
    const [preflight, post] = arrived as [JournalEntry, JournalEntry];
    const pageOrigin = new URL(page.url()).origin;
    expect(preflight.url).toBe('/functions/v1/send-contact-email');
    expect(preflight.headers).toMatchObject({
      origin: pageOrigin,
      'access-control-request-method': 'POST',
    });
    // Only headers Supabase's gateway is reported to allow on a preflight (supabase#41334): the
    // idempotency key travels in the body.
    const gatewayAllows = ['authorization', 'x-client-info', 'apikey', 'content-type'];
    const asked = preflight.headers['access-control-request-headers']!.split(',');
    expect(asked.filter((name) => !gatewayAllows.includes(name))).toEqual([]);
    expect(asked.sort()).toEqual(['apikey', 'authorization', 'content-type']);
    expect(post.url).toBe('/functions/v1/send-contact-email');
    expect(post.headers).toMatchObject({
      origin: pageOrigin,
      'content-type': 'application/json',
      apikey: 'test-anon-key',
      authorization: 'Bearer test-anon-key',
    });
    expect(post.headers['idempotency-key']).toBeUndefined();
    const { idempotencyKey, ...sent } = JSON.parse(post.body) as Record<string, string>;
    expect(idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(sent).toEqual(message);
  });

  test('what is typed before the page has hydrated is kept, saved as the draft and sent', async ({
    page,
  }) => {
    const message = uniqueMessage();
    // The page paints before its scripts load; a visitor may start typing in that moment.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact/', { waitUntil: 'domcontentloaded' });
    await fillContactForm(page, message);
    // Nothing waits for the scripts: Send already works (it would post the form itself).
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    release();
    await formHydrated(page);
    await expectFormKeeps(page, message);
    await page.unrouteAll();
    await page.reload();
    await formHydrated(page);
    await expectFormKeeps(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    expect(await storedMessages(message.message)).toMatchObject([message]);
  });

  test('an empty submit shows one message per required field, inline, and focuses the first', async ({
    page,
  }) => {
    const posts = recordPosts(page);
    await openContactPage(page);
    // The browser shows its own bubble for every invalid event that is not cancelled.
    await page.evaluate(() => {
      const w = window as unknown as { bubbles: number };
      w.bubbles = 0;
      document.addEventListener(
        'invalid',
        (event) => setTimeout(() => (w.bubbles += event.defaultPrevented ? 0 : 1)),
        true,
      );
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const [label, message] of [
      ['Full Name', 'Please enter your full name.'],
      ['Email Address', 'Please enter your e-mail address.'],
    ] as const) {
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(message);
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(messageBox(page)).toHaveAccessibleDescription(
      /Please tell us a little about your project\./,
    );
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expect(refusal(page)).toHaveText('Please check: Full Name, Email Address, Message.');
    expect(await page.evaluate(() => (window as unknown as { bubbles: number }).bubbles)).toBe(0);
    expect(posts).toEqual([]);
  });

  test('Enter in a field that is already the first invalid one still says what is wrong', async ({
    page,
  }) => {
    await openContactPage(page);
    await page.getByLabel('Email Address').fill('ana@example.com');
    await messageBox(page).fill('Seawall cap repair.');
    await page.getByLabel('Full Name').focus();
    await page.keyboard.press('Enter');
    await expect(refusal(page)).toHaveText('Please check: Full Name.');
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription(
      'Please enter your full name.',
    );
    // A second refused attempt is announced again: a new alert, not the old one left in place.
    const first = await refusal(page).elementHandle();
    await page.keyboard.press('Enter');
    await expect.poll(() => first!.evaluate((alert) => alert.isConnected)).toBe(false);
    await expect(refusal(page)).toHaveText('Please check: Full Name.');
    await expect(page.getByLabel('Email Address')).toHaveValue('ana@example.com');
  });

  test('shows Sending... and disables the button while the request is in flight', async ({
    page,
  }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(functionPattern, async (route) => {
      await gate;
      await route.fulfill({
        status: 200,
        body: '{"ok":true}',
        headers: { 'access-control-allow-origin': '*' },
      });
    });
    await openContactPage(page);
    await fillContactForm(page, uniqueMessage());
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page.getByText('Message Sent!')).toBeVisible();
  });

  test('fields help the visitor fill them; the spam trap is out of reach of people', async ({
    page,
  }) => {
    await openContactPage(page);
    await expect(page.getByLabel('Full Name')).toHaveAttribute('autocomplete', 'name');
    await expect(page.getByLabel('Email Address')).toHaveAttribute('autocomplete', 'email');
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('autocomplete', 'tel');
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('inputmode', 'tel');
    await expect(messageBox(page)).toHaveAttribute('rows', '5');

    // The trap is not in the accessibility tree, not on screen, and Tab never lands on it.
    const trap = page.locator('input[name="hp_7q"]');
    await expect(trap).toHaveCount(1);
    // No autofill or password manager fills it for a real visitor.
    for (const [name, value] of [
      ['autocomplete', 'off'],
      ['data-1p-ignore', ''],
      ['data-lpignore', 'true'],
      ['data-bwignore', ''],
      ['data-form-type', 'other'],
    ] as const)
      await expect(trap).toHaveAttribute(name, value);
    await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
    expect((await trap.boundingBox())!.x + 1).toBeLessThan(0);
    await page.getByLabel('Full Name').focus();
    const visited: string[] = [];
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      visited.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''));
    }
    expect(visited).not.toContain('hp_7q');

    // A bot that fills it is told "sent", and nothing is sent.
    const posts = recordPosts(page);
    const message = uniqueMessage();
    await fillContactForm(page, message);
    await trap.fill('https://spam.example/');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    expect(posts).toEqual([]);
    expect(await storedMessages(message.message)).toEqual([]);
  });
});
