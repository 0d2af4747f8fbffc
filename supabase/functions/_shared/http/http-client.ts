/**
 * The function's outbound HTTP client: `postJson`, which Resend and the owner's webhook are
 * called through, and what its failures mean for a delivery (an e-mail to Resend, an alert to the webhook), by
 * kind, as Resend documents its errors (docs/contact-function.md, "Errors by kind"):
 * - permanent: 400, 401, 403, 404, 422 and other 4xx: the same request fails again, so no retry;
 * - sent: 409 `invalid_idempotent_request`: the key was already used, so the e-mail most likely went;
 * - temporary: 408, 409 `concurrent_idempotent_requests`, 429 (after Retry-After), 5xx,
 *   timeouts and network errors: retried on the schedule.
 */
export type FailureKind = 'permanent' | 'sent' | 'temporary';

export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    /** At least this long before the next attempt (a 429's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Sent with every outgoing request, so the provider's logs say who called. */
export const userAgent = 'coquina-coast-send-contact-email/1.0';

/** Retry-After as seconds: a number of seconds or an HTTP date. */
function retryAfterOf(value: string | null) {
  if (!value) return undefined;
  const seconds = /^\s*\d+\s*$/.test(value)
    ? Number(value)
    : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

/** The DeliveryError for an answer that is not 2xx; reads (and so releases) its body. */
async function failureOf(service: string, response: Response) {
  // Only the error's name: a provider's message may quote an address, and this text is logged.
  const detail = (await response.json().catch(() => null)) as { name?: unknown } | null;
  const name = typeof detail?.name === 'string' ? detail.name.replace(/[^\w.-]/g, '') : '';
  const { status } = response;
  const message = `${service} answered ${status}${name ? ` ${name}` : ''}`;
  if (status === 409 && name === 'invalid_idempotent_request')
    return new DeliveryError(message, 'sent');
  if (status === 429)
    return new DeliveryError(
      message,
      'temporary',
      retryAfterOf(response.headers.get('retry-after')) ?? 60,
    );
  if (status >= 400 && status < 500 && status !== 408 && status !== 409)
    return new DeliveryError(message, 'permanent');
  return new DeliveryError(message, 'temporary');
}

/**
 * POSTs `body` as JSON with the User-Agent; resolves on 2xx (its body released), else throws the
 * DeliveryError for the answer, naming `service`. A failure names the host only: a webhook URL
 * carries its token in the path, and this text is logged and stored.
 */
export async function postJson(
  service: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal,
) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', 'User-Agent': userAgent },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    // The runtime's own message quotes the whole URL (Deno: "error sending request for url (…)").
    throw new DeliveryError(
      `${service} at ${new URL(url).host} could not be reached${signal.aborted ? ' (timed out)' : ''}`,
      'temporary',
    );
  }
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  throw await failureOf(service, response);
}
