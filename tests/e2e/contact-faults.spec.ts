import type { TestInfo } from '@playwright/test';
import { expect, sharedPageTest as test, test as ownPageTest } from '../../harness/e2e/fixtures';
import {
  emailsFor,
  expectFormKeeps,
  formHydrated,
  fillContactForm,
  messageBox,
  openContactPage,
  storedMessages,
  isCount,
  recordPosts,
  uniqueMessage,
} from '../../harness/e2e/contact-helpers';
import { ports } from '../../harness/ports';

const failure = 'There was a problem sending your message. Please try again.';

/**
 * The fault matrix: every way the backend or the network can answer. Each case ends in the
 * right notice and loses nothing: the fields are kept, or the message is in the outbox once.
 */
const matrix = [
  { fault: '400', outcome: 'error', stored: false },
  { fault: '401', outcome: 'error', stored: false },
  { fault: '404', outcome: 'error', stored: false },
  { fault: '500', outcome: 'error', stored: false },
  { fault: '503', outcome: 'error', stored: false },
  { fault: 'reset', outcome: 'error', stored: false },
  { fault: 'no-cors', outcome: 'error', stored: true },
  { fault: 'slow-8s', outcome: 'success', stored: true },
] as const;

test.describe('contact form fault matrix', { tag: '@any-width' }, () => {
  for (const { fault, outcome, stored } of matrix) {
    test(`[fault:${fault}] ends in ${outcome} and loses nothing`, async ({
      page,
      consoleErrors,
    }) => {
      test.slow(fault === 'slow-8s', 'the server takes 8 s to answer');
      const message = uniqueMessage();
      message.message = `Carport slab and permit. [fault:${fault}] ${message.message}`;
      await openContactPage(page);
      await fillContactForm(page, message);
      await page.getByRole('button', { name: 'Send Message' }).click();
      if (outcome === 'success') {
        await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
        await expect(page.getByText('Message Sent!')).toBeVisible({ timeout: 15_000 });
        await expect(messageBox(page)).toHaveValue('');
      } else {
        await expect(page.getByText('Error', { exact: true })).toBeVisible();
        await expect(page.getByText(failure)).toBeVisible();
        await expectFormKeeps(page, message);
        await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
        // The spec: the error is also logged.
        expect(consoleErrors.join('\n')).toMatch(/Contact message not sent/);
      }
      await expect
        .poll(async () => (await storedMessages(message.message)).length)
        .toBe(stored ? 1 : 0);
    });
  }

  ownPageTest(
    'no answer within 15 s: the request is aborted, the error shown, every field kept',
    async ({ page }) => {
      const start = Date.now();
      await page.clock.install({ time: start });
      const message = uniqueMessage();
      message.message = `Seawall cap repair. [fault:hang] ${message.message}`;
      await openContactPage(page);
      await fillContactForm(page, message);
      // From here only the test moves the page's clock, however slow the machine is. Paused an hour
      // after the page's start, a time its running clock cannot have passed yet: pausing at the
      // test's own `Date.now() + 100` failed when the page's clock had already gone past it, "Cannot
      // fast-forward to the past" (microsoft/playwright#33926).
      await page.clock.pauseAt(start + 3_600_000);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      await page.clock.runFor(14_000);
      await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      const aborted = page.waitForEvent('requestfailed', (request) =>
        request.url().endsWith('/functions/v1/send-contact-email'),
      );
      await page.clock.runFor(1_100);
      expect((await aborted).failure()?.errorText).toBe('net::ERR_ABORTED');
      await expect(page.getByText('Error', { exact: true })).toBeVisible();
      await expect(page.getByText(failure)).toBeVisible();
      await expectFormKeeps(page, message);
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    },
  );

  test('exactly once: submits while the request is in flight send one request', async ({
    page,
  }) => {
    const message = uniqueMessage();
    message.message = `Kitchen soffit removal. [fault:slow-2s] ${message.message}`;
    await openContactPage(page);
    await fillContactForm(page, message);
    const posts = recordPosts(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    // The disabled button already stops clicks and Enter; a submit from a script or an assistive
    // tool still reaches the form, and only its in-flight guard keeps it to one request.
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[aria-label="Send Us a Message"]')!;
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByText('Message Sent!')).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect.poll(async () => (await storedMessages(message.message)).length).toBe(1);
  });

  test('exactly once: submits fired together, before the button can disable, send one request', async ({
    page,
  }) => {
    const message = uniqueMessage();
    message.message = `Lanai slab pour. [fault:slow-2s] ${message.message}`;
    await openContactPage(page);
    await fillContactForm(page, message);
    const posts = recordPosts(page);
    // Three submits in one task: React has no chance to re-render and disable the button in
    // between, so only the form's own in-flight guard stands between them and three requests.
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[aria-label="Send Us a Message"]')!;
      form.requestSubmit();
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByText('Message Sent!')).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect.poll(async () => (await storedMessages(message.message)).length).toBe(1);
  });
});

test.describe('contact form retries', { tag: '@any-width' }, () => {
  test('an answer lost on the way back, then Send again: stored once and e-mailed once', async ({
    page,
  }) => {
    const message = uniqueMessage();
    message.message = `Garage slab crack. [fault:no-cors-once] ${message.message}`;
    await openContactPage(page);
    await fillContactForm(page, message);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && !isCount(request.url()))
        keys.push((request.postDataJSON() as { idempotencyKey?: string }).idempotencyKey ?? '');
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(failure)).toBeVisible();
    await expectFormKeeps(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    // The retry carried the first attempt's key, so the function answered without a copy.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const stored = await storedMessages(message.message);
    expect(stored).toHaveLength(1);
    await expect.poll(async () => (await emailsFor(stored[0]!.id)).length).toBe(1);
  });
});

test.describe('contact form rate limit', { tag: '@any-width' }, () => {
  // This test's visitor has an address of its own (see harness/fault-api.ts).
  const address = (info: TestInfo) =>
    `10.99.${(info.workerIndex * 7 + info.retry) % 250}.${Math.floor(Math.random() * 250)}`;
  test.use({
    userAgent: async ({ userAgent }, provide, info) =>
      provide(`${userAgent} client-ip/${address(info)}`),
  });

  test('too many messages from one connection: its own notice, and every field kept', async ({
    page,
    request,
  }) => {
    const client = /client-ip\/([\d.]+)/.exec(await page.evaluate(() => navigator.userAgent))![1]!;
    // Five messages from this connection already.
    const endpoint = `http://127.0.0.1:${ports.api}/functions/v1/send-contact-email`;
    for (let i = 0; i < 5; i += 1) {
      const answer = await request.post(endpoint, {
        data: uniqueMessage(),
        headers: { 'x-forwarded-for': client, 'idempotency-key': crypto.randomUUID() },
      });
      expect(answer.status()).toBe(200);
    }
    const message = uniqueMessage();
    await openContactPage(page);
    await fillContactForm(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        `${failure} You have sent several messages in the last few minutes: please wait 10 minutes first, or call us.`,
      ),
    ).toBeVisible();
    await expectFormKeeps(page, message);
    expect(await storedMessages(message.message)).toEqual([]);
  });
});

test.describe('contact form draft', { tag: '@any-width' }, () => {
  test('a failed send keeps the draft: after a reload everything is still there', async ({
    page,
  }) => {
    const message = uniqueMessage();
    message.message = `Pool deck resurfacing. [fault:503] ${message.message}`;
    await openContactPage(page);
    await fillContactForm(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(failure)).toBeVisible();
    await page.reload();
    await formHydrated(page);
    await expectFormKeeps(page, message);
  });

  test('a reload mid-typing restores the draft; success clears it', async ({ page }) => {
    const message = uniqueMessage();
    await openContactPage(page);
    await fillContactForm(page, message);
    await page.reload();
    await formHydrated(page);
    await expectFormKeeps(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await page.reload();
    await formHydrated(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(messageBox(page)).toHaveValue('');
  });
});
