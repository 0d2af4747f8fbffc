/**
 * The two links of a review request's e-mail, signed per lead (signed-link.ts, subject the
 * message id) with CONTACT_LINK_SECRET: the review page's (purpose `review`), which counts an open
 * and takes one set of words for the website, and the opt-out's (purpose `review-opt-out`), which
 * stops every later e-mail about reviews to the lead's address. Either is a key that travels with
 * the e-mail (a reply quotes it, a forward hands it on), so each does only that, for a while: the
 * review link for 45 days (the reminder comes after a few days, with links of its own), the
 * opt-out for 90 (more than the 30 days the CAN-SPAM Act asks an opt-out to keep working).
 */
import type { ContactConfig } from '../config.ts';
import { functionRoutes, linkedPages } from '../contract.ts';
import { signLink, verifyLink } from './signed-link.ts';

const reviewLinkDays = 45;
const optOutLinkDays = 90;

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000);

/** The review page's address with a lead's token. */
export const reviewPageLink = (
  siteUrl: string,
  secret: string,
  messageId: string,
  now = new Date(),
) =>
  `${siteUrl}${linkedPages.review}?t=${encodeURIComponent(
    signLink(secret, 'review', messageId, daysFrom(now, reviewLinkDays)),
  )}`;

/** The site's opt-out page for a token (the function's GET sends the browser there). */
export const optOutPageUrl = (siteUrl: string, token: string) =>
  `${siteUrl}${linkedPages.reviewOptOut}?t=${encodeURIComponent(token)}`;

/**
 * The opt-out link: the function's GET where its address is known (it changes nothing and sends
 * the browser to the site's page, whose one button POSTs it back), else the site's page.
 */
export function optOutLink(
  config: Pick<ContactConfig, 'functionUrl' | 'siteUrl'>,
  secret: string,
  messageId: string,
  now = new Date(),
) {
  const token = signLink(secret, 'review-opt-out', messageId, daysFrom(now, optOutLinkDays));
  return config.functionUrl
    ? `${config.functionUrl}${functionRoutes.reviewOptOut}?t=${encodeURIComponent(token)}`
    : optOutPageUrl(config.siteUrl, token);
}

/** The lead's id when `token` is a valid review (or opt-out) token; else null. */
export const readReviewToken = (
  secret: string,
  purpose: 'review' | 'review-opt-out',
  token: string,
  now = new Date(),
) => verifyLink(secret, purpose, token, now)?.subject ?? null;
