import type { Mailer } from './contact-email.ts';
import { DeliveryError, postJson } from '../http/http-client.ts';
import { encodeBase64 } from './base64.ts';

/**
 * Sends through Resend's HTTP API (POST /emails) with fetch, no SDK. Resend keeps an
 * Idempotency-Key for 24 hours: a repeat with the same key is answered without a second e-mail.
 * A refusal throws a DeliveryError that says whether a retry can help.
 */
export function resendMailer(apiKey: string, apiUrl = 'https://api.resend.com'): Mailer {
  const endpoint = `${apiUrl.replace(/\/+$/, '')}/emails`;
  return (email, signal) =>
    postJson(
      'Resend',
      endpoint,
      { Authorization: `Bearer ${apiKey}`, 'Idempotency-Key': email.idempotencyKey },
      {
        from: email.from,
        to: email.to,
        ...(email.replyTo ? { reply_to: email.replyTo } : {}),
        subject: email.subject,
        html: email.html,
        text: email.text,
        ...(email.attachments?.length
          ? {
              attachments: email.attachments.map((photo) => ({
                filename: photo.filename,
                content: encodeBase64(photo.content),
                content_type: photo.contentType,
                ...(photo.contentId ? { content_id: photo.contentId } : {}),
              })),
            }
          : {}),
      },
      signal,
    );
}

/** Used when no e-mail provider is configured: every attempt fails, and says why. */
export const unconfiguredMailer: Mailer = () =>
  Promise.reject(
    new DeliveryError('RESEND_API_KEY is not set; the message waits for the retry', 'temporary'),
  );
