/**
 * A request's "Mark as called back" link, signed per message (signed-link.ts, purpose
 * `contacted`, subject the message id): in its e-mail, and in its push. The link opens the
 * function's GET, which changes nothing and sends the browser on to the site's page, whose one
 * button POSTs it back (routes/contacted.ts).
 */
import type { ContactConfig } from '../config.ts';
import { functionRoutes, linkedPages } from '../contract.ts';
import { HttpError } from '../http/request.ts';
import { signLink, verifyLink } from './signed-link.ts';

/** Long enough for a lead the owner comes back to weeks later. */
const contactedLinkDays = 60;

/** The signed token for one message, or null when CONTACT_LINK_SECRET is not set. */
function contactedToken(
  config: Pick<ContactConfig, 'linkSecret'>,
  messageId: string,
  now = new Date(),
) {
  if (!config.linkSecret) return null;
  const expires = new Date(now.getTime() + contactedLinkDays * 86_400_000);
  return signLink(config.linkSecret, 'contacted', messageId, expires);
}

/** The site's page that shows the button, for a token. */
export const contactedPageUrl = (siteUrl: string, token: string) =>
  `${siteUrl}${linkedPages.ownerContacted}?t=${encodeURIComponent(token)}`;

/**
 * The link to put in front of the owner: the function's GET where its address is known, else the
 * site's page straight away. Null without CONTACT_LINK_SECRET.
 */
export function contactedLink(
  config: Pick<ContactConfig, 'linkSecret' | 'functionUrl' | 'siteUrl'>,
  messageId: string,
  now = new Date(),
) {
  const token = contactedToken(config, messageId, now);
  if (!token) return null;
  return config.functionUrl
    ? `${config.functionUrl}${functionRoutes.contacted}?t=${encodeURIComponent(token)}`
    : contactedPageUrl(config.siteUrl, token);
}

/**
 * The request a "Mark as called back" link is about, from the link's `?t=` (the message id and
 * the token), or 403: signed for another purpose or with another secret, altered or expired.
 */
export function contactedLinkOf(request: Request, config: Pick<ContactConfig, 'linkSecret'>) {
  const token = new URL(request.url).searchParams.get('t') ?? '';
  const link = verifyLink(config.linkSecret ?? '', 'contacted', token);
  if (!link) throw new HttpError(403, 'link_refused', 'This link is not valid.');
  return { id: link.subject, token };
}
