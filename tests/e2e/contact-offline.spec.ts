import { expect, test } from '../../harness/e2e/fixtures';
import {
  fillContactForm,
  journalEntries,
  openContactPage,
  storedMessages,
  uniqueMessage,
} from '../../harness/e2e/contact-helpers';

const savedText =
  'No connection. Your request is saved on this phone and will be sent when you are back online.';

test.describe('contact form without a connection', { tag: ['@any-width', '@npm-start'] }, () => {
  test('a request sent offline is saved on the phone, then reaches the function once back online', async ({
    page,
    context,
  }) => {
    const message = uniqueMessage();
    await openContactPage(page);
    await fillContactForm(page, message);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await expect(form.getByRole('status').filter({ hasText: 'No connection' })).toHaveText(
      savedText,
    );
    // Kept on the phone, where the next page finds it without the form.
    expect(
      await page.evaluate(() => localStorage.getItem('contact-outbox-waiting')),
    ).not.toBeNull();
    expect(await storedMessages(message.message)).toEqual([]);

    await context.setOffline(false);
    await expect(
      form.getByRole('status').filter({ hasText: 'Your saved request was sent at' }),
    ).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect.poll(async () => (await storedMessages(message.message)).length).toBe(1);
    expect((await storedMessages(message.message))[0]).toMatchObject(message);

    // The next visit finds nothing waiting and sends nothing again.
    await openContactPage(page);
    expect(await page.evaluate(() => localStorage.getItem('contact-outbox-waiting'))).toBeNull();
    const posts = (await journalEntries()).filter(
      (entry) => entry.method === 'POST' && entry.body.includes(message.message),
    );
    expect(posts).toHaveLength(1);
    expect(await storedMessages(message.message)).toHaveLength(1);
  });
});
