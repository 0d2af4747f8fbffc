/** @jest-environment node */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emlLimitBytes, outboxMailer } from '@/server/outbox-mailer';
import { DeliveryError } from '@/supabase/functions/_shared/http/http-client';

const email = (photoBytes: number) => ({
  from: 'Site <site@example.com>',
  to: ['office@example.com'],
  subject: 'A digest',
  html: '<p>Hi</p></body></html>',
  text: 'Hi',
  idempotencyKey: `contact-digest/${crypto.randomUUID()}`,
  attachments: [
    { filename: 'photo-1.jpg', contentType: 'image/jpeg', content: new Uint8Array(photoBytes) },
  ],
});

describe("npm start's outbox", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes an e-mail within what mailboxes take', async () => {
    await outboxMailer(dir, true)(email(10 * 1024 * 1024), new AbortController().signal);
    expect(await readdir(dir)).toHaveLength(1);
  });

  it('refuses an .eml over 20 MB as a mailbox would bounce it, and warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // 15 MiB of photo is about 21.5 MB once Base64-encoded.
      const sent = outboxMailer(dir, true)(email(15 * 1024 * 1024), new AbortController().signal);
      await expect(sent).rejects.toBeInstanceOf(DeliveryError);
      await expect(sent).rejects.toMatchObject({ kind: 'permanent' });
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/over the 20 MB common mailboxes take/),
      );
      expect(await readdir(dir)).toHaveLength(0);
      expect(emlLimitBytes).toBe(20_000_000);
    } finally {
      warn.mockRestore();
    }
  });
});
