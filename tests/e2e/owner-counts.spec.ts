import { expect, test } from '../../harness/e2e/fixtures';
import {
  emailsFor,
  queryBackend,
  storedMessages,
  uniqueMessage,
} from '../../harness/e2e/contact-helpers';
import { hydrated } from '../../harness/e2e/island-helpers';
import { ports } from '../../harness/ports';

const functionUrl = `http://127.0.0.1:${ports.api}/functions/v1/send-contact-email`;

test.describe('after the e-mail', { tag: '@any-width' }, () => {
  test('the called-back link: one tap records the time and the page shows it', async ({ page }) => {
    const message = uniqueMessage();
    const sent = await fetch(functionUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${ports.workerd}` },
      body: JSON.stringify(message),
    });
    expect(sent.status).toBe(200);
    const [row] = await storedMessages(message.message);
    await expect.poll(async () => (await emailsFor(row!.id)).length).toBe(1);
    const [email] = await emailsFor(row!.id);
    const link = /Mark as called back: (\S+)/.exec(email!.text)![1]!;
    expect(link).toContain('/owner/contacted/?t=');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByRole('button', { name: 'Mark as called back' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Marked as called back:' }),
    ).toBeVisible();
    const [marked] = await queryBackend<{ contacted_at: Date | null }>(
      'select contacted_at from public.contact_messages where id = $1',
      [row!.id],
    );
    expect(marked!.contacted_at).not.toBeNull();
  });

  test('a tap on the phone number sends one count for the page, with nothing else', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated.menu(page);
    // The dialler stays shut: the count listens before this, in the capture phase.
    await page.evaluate(() =>
      document.addEventListener('click', (event) => event.preventDefault()),
    );
    const beacon = page.waitForRequest((request) =>
      request.url().endsWith('/send-contact-email/events'),
    );
    const before = await queryBackend<{ count: number }>(
      `select coalesce(sum(count), 0)::int as count from public.contact_page_counts where page = '/' and kind = 'call_tap'`,
    );
    await page.locator('a[href^="tel:"]').filter({ visible: true }).first().click();
    expect(JSON.parse((await beacon).postData()!)).toEqual({ page: '/', kind: 'call_tap' });
    await expect
      .poll(async () => {
        const [after] = await queryBackend<{ count: number }>(
          `select coalesce(sum(count), 0)::int as count from public.contact_page_counts where page = '/' and kind = 'call_tap'`,
        );
        return after!.count;
      })
      .toBe(before[0]!.count + 1);
  });
});
