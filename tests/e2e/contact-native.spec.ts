import { expect, test } from '../../harness/e2e/fixtures';
import {
  emailsFor,
  fillContactForm,
  recordPosts,
  storedMessages,
  uniqueMessage,
} from '../../harness/e2e/contact-helpers';

/**
 * The contact form before its scripts run: the browser posts it to the function itself, and the
 * function answers with the site's thank-you page. (Run against workerd only: the function
 * redirects to the one site origin it is configured with.)
 */
test.describe('contact form before hydration', { tag: '@any-width' }, () => {
  test('Send before the scripts have run posts the form itself: one message, thank-you page', async ({
    page,
  }) => {
    const message = uniqueMessage();
    await page.route('**/_next/static/chunks/**', () => {}); // scripts never arrive
    const posts = recordPosts(page);
    await page.goto('/contact/', { waitUntil: 'domcontentloaded' });
    await fillContactForm(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Sent!');
    expect(posts).toHaveLength(1);
    const stored = await storedMessages(message.message);
    expect(stored).toMatchObject([message]);
    await expect.poll(async () => (await emailsFor(stored[0]!.id)).length).toBe(1);
  });
});
