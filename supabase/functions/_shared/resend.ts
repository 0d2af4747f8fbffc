import type { Mailer } from './contact-email.ts';
import { DeliveryError, failureOf, userAgent } from './http-failure.ts';

/**
 * Sends through Resend's HTTP API (POST /emails) with fetch, no SDK. Resend keeps an
 * Idempotency-Key for 24 hours: a repeat with the same key is answered without a second e-mail.
 * A refusal throws a DeliveryError that says whether a retry can help.
 */
export function resendMailer(apiKey: string, apiUrl = 'https://api.resend.com'): Mailer {
  const endpoint = `${apiUrl.replace(/\/+$/, '')}/emails`;
  return async (email, signal) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': email.idempotencyKey,
        'User-Agent': userAgent,
      },
      body: JSON.stringify({
        from: email.from,
        to: email.to,
        ...(email.replyTo ? { reply_to: email.replyTo } : {}),
        subject: email.subject,
        html: email.html,
        text: email.text,
      }),
      signal,
    });
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    throw await failureOf('Resend', response);
  };
}

/** Used when no e-mail provider is configured: every attempt fails, and says why. */
export const unconfiguredMailer: Mailer = () =>
  Promise.reject(
    new DeliveryError('RESEND_API_KEY is not set; the message waits for the retry', 'temporary'),
  );
