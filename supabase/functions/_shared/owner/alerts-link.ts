/**
 * The link each lead e-mail carries to the site's phone-alert page, `<SITE_URL>/owner/alerts/?t=`
 * with a token signed for `alerts` (owner/signed-link.ts). Its expiry counts from when the message
 * arrived, so every attempt at one e-mail carries the same link (Resend's Idempotency-Key expects
 * the same body). Only when push is set up: without the keys the page could not subscribe.
 */
import type { ContactConfig } from '../config.ts';
import { linkedPages } from '../contract.ts';
import { signLink } from './signed-link.ts';

const alertsLinkDays = 30;

export function alertsLink(config: ContactConfig, receivedAt: Date) {
  if (!config.linkSecret || !config.vapid) return [];
  const expires = new Date(receivedAt.getTime() + alertsLinkDays * 86_400_000);
  const token = signLink(config.linkSecret, 'alerts', 'owner', expires);
  return [
    {
      text: 'Get new requests as phone alerts',
      href: `${config.siteUrl}${linkedPages.ownerAlerts}?t=${token}`,
    },
  ];
}
