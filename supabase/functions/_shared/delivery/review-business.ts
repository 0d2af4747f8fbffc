/**
 * The business a review e-mail is from: its name, postal address and phone as the site publishes
 * them from content/company.json (`<SITE_URL>/review/business.json`, contract.ts), and whether the
 * owner turned reviews on (a Google review link in the editor). Read when a request or reminder
 * is sent, with a timeout and a size cap, so the function needs no setting of its own for it and
 * an edit in the editor reaches the next e-mail.
 */
import { reviewBusinessPath, type ReviewBusiness } from '../contract.ts';
import { userAgent } from '../http/http-client.ts';
import { readCapped } from '../http/request.ts';
import { withTimeout } from '../timeout.ts';

const fetchTimeoutMs = 5_000;
const maxBytes = 16_384;

const line = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() && value.length <= max && !/[\r\n]/.test(value)
    ? value.trim()
    : null;

/** The site's business file, or an Error saying why it cannot be used. */
export async function readReviewBusiness(
  siteUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ReviewBusiness> {
  const text = await withTimeout(fetchTimeoutMs, async (signal) => {
    const response = await fetchImpl(`${siteUrl.replace(/\/+$/, '')}${reviewBusinessPath}`, {
      signal,
      headers: { Accept: 'application/json', 'User-Agent': userAgent },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`${reviewBusinessPath} answered ${response.status}`);
    }
    const bytes = await readCapped(
      response.body,
      maxBytes,
      () => new Error(`${reviewBusinessPath} is larger than ${maxBytes} bytes`),
    );
    return new TextDecoder().decode(bytes);
  });
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${reviewBusinessPath} is not JSON`);
  }
  const name = line(body.name, 200);
  const postalAddress = line(body.postalAddress, 300);
  const phone = line(body.phone, 40);
  if (!name || !postalAddress || !phone || typeof body.reviewsOn !== 'boolean')
    throw new Error(`${reviewBusinessPath} lacks the name, postal address, phone or reviewsOn`);
  return { name, postalAddress, phone, reviewsOn: body.reviewsOn };
}
