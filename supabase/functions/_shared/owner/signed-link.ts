/**
 * Links the function signs for the owner with CONTACT_LINK_SECRET, so a tap on a phone needs no
 * login: the phone-alert page's token (purpose `alerts`) and a message's "Mark as called back"
 * link (purpose `contacted`, subject the message id); and for the customer, a review request's
 * link to the review page and its opt-out (purposes `review` and `review-opt-out`, subject the
 * message id: owner/review-links.ts). A token is `<subject>.<expiry>.<signature>`:
 * the expiry in Unix seconds, the signature an HMAC-SHA-256 over purpose, subject and expiry, in
 * base64url. Nothing in it is secret; it cannot be changed or reused for another purpose.
 */
import { createHmac } from 'node:crypto';
import { sameSecret } from '../hash.ts';

export type LinkPurpose = 'alerts' | 'contacted' | 'review' | 'review-opt-out';

const signatureOf = (secret: string, purpose: LinkPurpose, subject: string, expiry: number) =>
  createHmac('sha256', secret).update(`${purpose}\n${subject}\n${expiry}`).digest('base64url');

/** A token for `subject` (letters, digits, `-` and `_`), valid until `expiresAt`. */
export function signLink(
  secret: string,
  purpose: LinkPurpose,
  subject: string,
  expiresAt: Date,
): string {
  if (!/^[\w-]+$/.test(subject)) throw new Error(`signLink: not a plain subject: ${subject}`);
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  return `${subject}.${expiry}.${signatureOf(secret, purpose, subject, expiry)}`;
}

/** The token's subject when it was signed with `secret` for `purpose` and has not expired. */
export function verifyLink(
  secret: string,
  purpose: LinkPurpose,
  token: string,
  now = new Date(),
): { subject: string; expiresAt: Date } | null {
  const match = /^([\w-]+)\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match || !secret) return null;
  const [, subject, expiryText, signature] = match as unknown as [string, string, string, string];
  const expiry = Number(expiryText);
  if (!sameSecret(signature, signatureOf(secret, purpose, subject, expiry))) return null;
  if (expiry * 1000 <= now.getTime()) return null;
  return { subject, expiresAt: new Date(expiry * 1000) };
}
