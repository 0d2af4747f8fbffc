/**
 * `npm start`'s mailer when no RESEND_API_KEY is set: each e-mail an .eml file in outbox/, as a
 * mail client would open it (headers, a text and an HTML part, photos as attachments).
 */
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, OutgoingEmail } from '../supabase/functions/_shared/delivery/contact-email';
import { DeliveryError } from '../supabase/functions/_shared/http/http-client';

const base64Lines = (bytes: Buffer) =>
  (bytes.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');

/**
 * An RFC 5322 message as a mail client opens it: a plain-text and an HTML part, and with photos,
 * both inside multipart/mixed with each photo as an image part (RFC 2046).
 */
function toEml(email: OutgoingEmail) {
  const boundary = `=_${email.idempotencyKey.replace(/\W/g, '')}`;
  const encodedSubject = `=?UTF-8?B?${Buffer.from(email.subject, 'utf8').toString('base64')}?=`;
  const part = (bound: string, headers: string[], body: Buffer) =>
    [`--${bound}`, ...headers, 'Content-Transfer-Encoding: base64', '', base64Lines(body)].join(
      '\r\n',
    );
  const text = (type: string, body: string) =>
    part(boundary, [`Content-Type: ${type}; charset=utf-8`], Buffer.from(body, 'utf8'));
  const alternative = [
    text('text/plain', email.text),
    text('text/html', email.html),
    `--${boundary}--`,
  ];
  const photos = email.attachments ?? [];
  const mixed = `${boundary}_mixed`;
  const body = photos.length
    ? [
        `Content-Type: multipart/mixed; boundary="${mixed}"`,
        '',
        `--${mixed}`,
        `Content-Type: multipart/alternative; boundary="${boundary}"`,
        '',
        ...alternative,
        ...photos.map((photo) =>
          part(
            mixed,
            [
              `Content-Type: ${photo.contentType}; name="${photo.filename}"`,
              ...(photo.contentId
                ? [
                    `Content-ID: <${photo.contentId}>`,
                    `Content-Disposition: inline; filename="${photo.filename}"`,
                  ]
                : [`Content-Disposition: attachment; filename="${photo.filename}"`]),
            ],
            Buffer.from(photo.content),
          ),
        ),
        `--${mixed}--`,
      ]
    : [`Content-Type: multipart/alternative; boundary="${boundary}"`, '', ...alternative];
  return [
    `From: ${email.from}`,
    `To: ${email.to.join(', ')}`,
    ...(email.replyTo ? [`Reply-To: ${email.replyTo}`] : []),
    `Subject: ${encodedSubject}`,
    `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${email.idempotencyKey.replace(/[^\w.-]/g, '.')}@localhost>`,
    'MIME-Version: 1.0',
    ...body,
    '',
  ].join('\r\n');
}

/**
 * The largest .eml the outbox writes: 20 MB, the smallest of the common mailboxes' limits
 * (Outlook.com and iCloud 20 MB, Gmail and Yahoo 25 MB) and half of Resend's 40 MB
 * (docs/contact-function.md#photos). A larger one is refused as a mailbox would bounce it.
 */
export const emlLimitBytes = 20_000_000;

/**
 * Writes each e-mail once to `dir`/<message id>.eml; a repeat of the same message is a no-op. One
 * past `emlLimitBytes` is not written: a warning says so, and the attempt fails as a bounce.
 */
export function outboxMailer(dir: string, quiet: boolean): Mailer {
  return async (email) => {
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${email.idempotencyKey.split('/').pop()}.eml`);
    const eml = toEml(email);
    const size = Buffer.byteLength(eml);
    if (size > emlLimitBytes) {
      console.warn(
        `Contact e-mail ${email.idempotencyKey} is ${(size / 1e6).toFixed(1)} MB, over the ${emlLimitBytes / 1e6} MB common mailboxes take: not written`,
      );
      throw new DeliveryError(`the e-mail is ${size} bytes, over ${emlLimitBytes}`, 'permanent');
    }
    // Whole or not at all: written beside it under another name, then linked into place (which,
    // like the exclusive create before, fails if the e-mail is there already), so a reader of
    // outbox/ never meets an e-mail whose attachments are still being written.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, eml);
    try {
      await link(partial, file);
      if (!quiet) console.log(`Contact e-mail written to ${path.relative(process.cwd(), file)}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await rm(partial, { force: true });
    }
  };
}
