import type { Mailer } from './contact-email.ts';

/**
 * Sends through Resend's HTTP API (POST /emails) with fetch, no SDK. Resend keeps an
 * Idempotency-Key for 24 hours: a repeat with the same key is answered without a second e-mail.
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
      },
      body: JSON.stringify({
        from: email.from,
        to: email.to,
        reply_to: email.replyTo,
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
    // Only the error's name: Resend's message may quote an address, and this text is logged.
    const detail = (await response.json().catch(() => null)) as { name?: unknown } | null;
    const name = typeof detail?.name === 'string' ? detail.name.replace(/[^\w.-]/g, '') : '';
    throw new Error(`Resend answered ${response.status}${name ? ` ${name}` : ''}`);
  };
}

/** Used when no e-mail provider is configured: every attempt fails, and says why. */
export const unconfiguredMailer: Mailer = () =>
  Promise.reject(new Error('RESEND_API_KEY is not set; the message waits for the retry'));
