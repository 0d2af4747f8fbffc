import { hostileInputs } from '../fixtures/hostile-inputs';
import { expect, sharedPageTest as test } from '../../harness/e2e/fixtures';
import {
  messageBox,
  openContactPage,
  storedMessages,
  recordPosts,
} from '../../harness/e2e/contact-helpers';

test.describe('hostile and unusual inputs', { tag: '@any-width' }, () => {
  for (const { label, fields, refused } of hostileInputs) {
    test(`${label}: ${refused ? 'refused with a clear message' : 'stored byte for byte'}`, async ({
      page,
    }) => {
      const marker = ` #${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
      const values = {
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        phone: '',
        ...fields,
        // A unique tail finds this message in the outbox; refused cases keep their exact text.
        message:
          (fields.message ?? 'Driveway replacement.') +
          (refused || fields.message === '' ? '' : marker),
      };
      if (!refused && values.message.trim().length > 5000)
        values.message = values.message.slice(0, 5000 - marker.length) + marker;
      const posts = recordPosts(page);
      await openContactPage(page);
      await page.getByLabel('Full Name').fill(values.name);
      await page.getByLabel('Email Address').fill(values.email);
      await page.getByLabel('Phone Number').fill(values.phone);
      await messageBox(page).fill(values.message);
      await page.getByRole('button', { name: 'Send Message' }).click();

      if (refused) {
        const field = {
          name: page.getByLabel('Full Name'),
          email: page.getByLabel('Email Address'),
          phone: page.getByLabel('Phone Number'),
          message: messageBox(page),
        }[refused.field];
        await expect(page.getByText(refused.message)).toBeVisible();
        await expect(field).toHaveAccessibleDescription(
          new RegExp(refused.message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        );
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toBeFocused();
        await expect(page.getByLabel('Full Name')).toHaveValue(values.name);
        await expect(page.getByLabel('Email Address')).toHaveValue(values.email);
        await expect(messageBox(page)).toHaveValue(values.message);
        expect(posts).toEqual([]);
        return;
      }
      await expect(page.getByText('Message Sent!')).toBeVisible();
      const trimmed = (text: string) => text.trim();
      await expect.poll(async () => (await storedMessages(trimmed(values.message))).length).toBe(1);
      const [stored] = await storedMessages(trimmed(values.message));
      expect(stored).toMatchObject({
        name: trimmed(values.name),
        email: trimmed(values.email),
        phone: trimmed(values.phone),
        message: trimmed(values.message),
      });
      expect(
        await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
      ).toBeUndefined();
    });
  }
});
