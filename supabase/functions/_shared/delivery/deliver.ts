/**
 * Composing what is sent, and when: a message's e-mail (or a digest's) with its photos and its
 * "Mark as called back" link, handed to attempts.ts to send; and the retry run, which purges, claims what is
 * due and sends it.
 */
import { composeContactEmail, composeDigestEmail, type ContactedLinkOf } from './contact-email.ts';
import {
  beginRetry,
  claimDigest,
  claimDueEvents,
  claimDueMessages,
  type PendingMessage,
} from '../database/delivery-store.ts';
import { purgePhotos } from '../photos/purge.ts';
import type { StorageClient } from '../photos/storage.ts';
import { deliverEmail, deliverEvents, errorText, type SendDeps } from './attempts.ts';
import { withMessagePhotos } from './photo-email.ts';
import { claimBackoff } from './schedule.ts';

/** Messages a retry sends at once: Resend allows 2 requests a second by default. */
const retryBatch = 2;
/** Messages in one digest e-mail at most. */
const digestLimit = 50;

export type DeliveryDeps = SendDeps & {
  emailBudget: { count: number; windowSeconds: number };
  retentionDays: number;
  /** Where the visitors' photos are (photos/); unset: messages carry no photos. */
  storage?: StorageClient;
  /** Each message's "Mark as called back" link (owner/contacted-link.ts). */
  contactedLinkOf?: ContactedLinkOf;
  /** SITE_URL: the weekly report names only the pages of its sitemap (weekly-report.ts). */
  siteUrl?: string;
};

/** The first attempt for a message just stored, or a retry of one. */
export const deliver = (deps: DeliveryDeps, message: PendingMessage) =>
  deliverEmail(deps, [message], (suffix, holdForPhotos) =>
    withMessagePhotos(
      composeContactEmail(message, deps.envelope, suffix, deps.contactedLinkOf),
      [message],
      deps.db,
      deps.storage,
      holdForPhotos,
    ),
  );

/** The digest's key is its batch id, written before the first send: a retry reuses it. */
const deliverDigest = (deps: DeliveryDeps, digestId: string, messages: PendingMessage[]) =>
  deliverEmail(deps, messages, (suffix, holdForPhotos) =>
    withMessagePhotos(
      composeDigestEmail(
        messages,
        deps.envelope,
        digestId + suffix,
        deps.emailBudget,
        deps.contactedLinkOf,
      ),
      messages,
      deps.db,
      deps.storage,
      holdForPhotos,
    ),
  );

/**
 * The retry entry's work: deletes what is past the retention, then sends every message that is
 * due (`retryBatch` at a time, each round claiming only what it sends at once, so no claimed
 * message waits while its lease runs out), the held-back ones as digests while the budget has
 * room, and the alerts that are due.
 */
export async function retryDue(deps: DeliveryDeps) {
  const begun = await beginRetry(deps.db, deps.retentionDays, Boolean(deps.webhookUrl));
  await deliverEvents(deps, begun.events);
  const summary = {
    purged: begun.purged,
    photos_purged: await purgePhotos(deps.db, deps.storage).catch((error: unknown) => {
      deps.log({ event: 'contact_photo_purge_failed', error: errorText(error).slice(0, 200) });
      return 0;
    }),
    claimed: 0,
    digests: 0,
    sent: 0,
    failed: 0,
    slow_lane: 0,
    refused: 0,
    gave_up: 0,
    unrecorded: 0,
    alerts: 0,
  };
  for (;;) {
    const claimed = await claimDueMessages(deps.db, retryBatch, claimBackoff);
    summary.claimed += claimed.length;
    const outcomes = await Promise.all(claimed.map((message) => deliver(deps, message)));
    for (const outcome of outcomes) summary[outcome] += 1;
    if (claimed.length < retryBatch) break;
  }
  for (;;) {
    const { digestId, messages: held } = await claimDigest(
      deps.db,
      digestLimit,
      deps.emailBudget,
      claimBackoff,
    );
    if (!digestId || !held.length) break;
    summary.claimed += held.length;
    summary.digests += 1;
    summary[await deliverDigest(deps, digestId, held)] += held.length;
    if (held.length < digestLimit) break;
  }
  for (;;) {
    const events = await claimDueEvents(deps.db, retryBatch);
    const outcomes = await deliverEvents(deps, events);
    summary.alerts += outcomes.filter((outcome) => outcome === 'sent').length;
    if (events.length < retryBatch) break;
  }
  return summary;
}
