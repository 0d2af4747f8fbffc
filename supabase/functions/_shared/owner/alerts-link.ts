/**
 * The key to the owner's phone alerts: a link `<SITE_URL>/owner/alerts/?t=<token>`, in an e-mail of
 * its own to CONTACT_TO only (never in a lead e-mail, a digest, a reminder or the weekly report,
 * whose Reply-To or forwarding could hand it on). Its token is signed for `alerts`
 * (owner/signed-link.ts) with a random nonce as its subject, lasts 24 hours, and takes one
 * subscription: the database records the nonce when a device subscribes with it
 * (contact_push_device_subscribe). A token of another shape (the 30-day `owner` links older lead
 * e-mails carried) is refused.
 */
import { randomBytes } from 'node:crypto';
import type { ContactConfig } from '../config.ts';
import { linkedPages } from '../contract.ts';
import type { OutgoingEmail } from '../delivery/contact-email.ts';
import { escapeHtml } from '../plain-text.ts';
import { signLink, verifyLink } from './signed-link.ts';

/** How long an alerts link works. */
const alertsLinkHours = 24;
/**
 * Alerts-link e-mails a day (a sliding 24 hours, routes/owner-devices.ts): asked without a device,
 * at most this many for the whole project, and one per client (its address, or its /64) within
 * them; a subscribed device has its own allowance apart from those. The setup is not limited.
 */
export const alertsLinksPerDay = 3;
export const alertsLinksPerClient = 1;
export const alertsLinksPerDevice = 3;

/** A nonce: 16 random bytes, base64url (22 characters). */
const noncePattern = /^[\w-]{22}$/;

/** A new token: its nonce, and when it expires. */
export function newAlertsToken(secret: string, now = new Date()) {
  const nonce = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + alertsLinkHours * 3_600_000);
  return { token: signLink(secret, 'alerts', nonce, expiresAt), nonce, expiresAt };
}

/**
 * The token's nonce and expiry when it is an alerts link's of this shape, signed with `secret`,
 * not expired, and not set to last longer than an alerts link does; else null. Whether it was
 * used is the database's to say.
 */
export function readAlertsToken(secret: string, token: string, now = new Date()) {
  const link = verifyLink(secret, 'alerts', token, now);
  if (!link || !noncePattern.test(link.subject)) return null;
  // A minute's slack for the clocks of two isolates.
  if (link.expiresAt.getTime() > now.getTime() + alertsLinkHours * 3_600_000 + 60_000) return null;
  return { nonce: link.subject, expiresAt: link.expiresAt };
}

/** The page's address with the token. */
const alertsPageUrl = (siteUrl: string, token: string) =>
  `${siteUrl}${linkedPages.ownerAlerts}?t=${encodeURIComponent(token)}`;

/** The e-mail that carries a new alerts link, to CONTACT_TO only, with no Reply-To. */
export function composeAlertsLinkEmail(
  config: Pick<ContactConfig, 'siteUrl' | 'contactFrom' | 'contactTo'>,
  link: { token: string; nonce: string; expiresAt: Date },
): OutgoingEmail {
  const href = alertsPageUrl(config.siteUrl, link.token);
  const until = `${link.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const subject = 'Your link to turn on phone alerts';
  const lines = [
    'Open this link on the phone (or computer) that should get an alert for each new quote request, and tap "Turn on alerts".',
    `It works once, on one device, until ${until}. For another device, ask for a new link on the alerts page.`,
    'Do not forward this e-mail: whoever opens the link first can get your leads on their device. If you did not ask for it, you can ignore it; the alerts page lists every device and removes any of them.',
  ];
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f1e2e">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(lines[0]!)}</p>`,
    `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 16px;background:#0f1e2e;color:#ffffff;border-radius:6px;text-decoration:none">Turn on phone alerts</a></p>`,
    ...lines.slice(1).map((line) => `<p style="color:#5b6470">${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n');
  const text = [subject, '', lines[0]!, '', `Turn on phone alerts: ${href}`, '', ...lines.slice(1)];
  return {
    from: config.contactFrom,
    to: config.contactTo,
    subject,
    html,
    text: text.join('\n'),
    idempotencyKey: `owner-alerts-link/${link.nonce}`,
  };
}
