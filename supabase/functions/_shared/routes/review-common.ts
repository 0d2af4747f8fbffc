/** What the review entries share (routes/review.ts, review-words.ts). */
import type { ContactConfig } from '../config.ts';
import type { Database } from '../database/database.ts';
import type { HitKey } from '../database/intake-store.ts';
import type { ReviewBusiness } from '../contract.ts';
import type { Mailer, OutgoingEmail } from '../delivery/contact-email.ts';
import { composeReviewEmail, type ReviewEmailParts } from '../delivery/review-email.ts';
import type { ClientAddress } from '../http/client-address.ts';
import { DeliveryError } from '../http/http-client.ts';
import { HttpError } from '../http/request.ts';
import { optOutLink, reviewPageLink } from '../owner/review-links.ts';
import { withTimeout } from '../timeout.ts';

const sendTimeoutMs = 8_000;

export type ReviewDeps = {
  config: ContactConfig;
  db: Database;
  mailer: Mailer;
  log: (entry: Record<string, unknown>) => void;
  keysOf: (client: ClientAddress) => Promise<HitKey[]>;
  /** How the site's business file is read (the tests' stand-in site is on loopback anyway). */
  fetchImpl?: typeof fetch;
};

/** The function can e-mail: a sender, and the owner's address for the Reply-To and the words. */
export const mailConfigured = (config: ContactConfig) =>
  Boolean(config.contactFrom && config.contactTo.length);

export const isPlainForm = (request: Request) =>
  (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');

export const linkRefused = () => new HttpError(403, 'link_refused', 'This link is not valid.');

/** One e-mail within its timeout: true once sent, also when Resend says an earlier attempt went. */
export const sendWith = (mailer: Mailer, email: OutgoingEmail) =>
  withTimeout(sendTimeoutMs, (signal) => mailer(email, signal)).then(
    () => true,
    // Resend's 409 invalid_idempotent_request: an earlier attempt went (http-client.ts).
    (error: unknown) => {
      if (error instanceof DeliveryError && error.kind === 'sent') return true;
      throw error;
    },
  );

/** The request or reminder for a lead, with links signed now (CONTACT_LINK_SECRET must be set). */
export const customerEmail = (
  config: Pick<
    ContactConfig,
    'siteUrl' | 'functionUrl' | 'linkSecret' | 'contactFrom' | 'contactTo'
  >,
  business: ReviewBusiness,
  lead: ReviewEmailParts['lead'],
  reminder: boolean,
) =>
  composeReviewEmail({
    business,
    envelope: { from: config.contactFrom, to: config.contactTo },
    lead,
    reviewLink: reviewPageLink(config.siteUrl, config.linkSecret!, lead.messageId),
    optOutLink: optOutLink(config, config.linkSecret!, lead.messageId),
    reminder,
  });
