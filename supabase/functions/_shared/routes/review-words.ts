/**
 * POST .../review/words[?t=<review token>]: a customer's few words for the website, from the
 * review page, e-mailed to the owner with a ready entry for the editor; nothing reaches the site
 * by itself. With a review link's token they are tied to its lead, once; without one (the printed
 * card's address, or a browser without JavaScript) they are limited to one a day per client and
 * `tokenlessWordsPerDay` a day in all. They are stored before their e-mail, so a failed send goes
 * again with the retry run (five tries), which also sends the review reminders that are due.
 */
import {
  honeypotField,
  isStorableText,
  linkedPages,
  reviewWordsErrors,
  reviewWordsLimits,
  type ReviewBusiness,
  type ReviewWordsField,
} from '../contract.ts';
import { giveBackOwnerSlot, takeOwnerSlot } from '../database/push-subscriptions.ts';
import {
  claimDueWords,
  claimReviewReminders,
  recordReviewReminder,
  recordReviewWords,
  storeReviewWords,
  type DueWords,
  type WordsEntry,
} from '../database/review-store.ts';
import { readReviewBusiness } from '../delivery/review-business.ts';
import { composeWordsEmail } from '../delivery/review-email.ts';
import { clientAddressOf } from '../http/client-address.ts';
import { bodyKindOf, HttpError, readBody } from '../http/request.ts';
import { json, seeSitePage, type Reply, type RouteContext } from '../http/responses.ts';
import { readReviewToken } from '../owner/review-links.ts';
import {
  customerEmail,
  linkRefused,
  mailConfigured,
  sendWith,
  type ReviewDeps,
} from './review-common.ts';

/** Words sent without a link: at most one a day per client, and this many a day in all. */
export const tokenlessWordsPerDay = 10;
const day = 86_400;
/** Reminders (and words due again) one retry run sends at most. */
const perRun = 10;

/** The words form's fields, trimmed, or what is wrong with each. */
function readWords(body: Record<string, unknown>): {
  entry?: WordsEntry;
  fields?: Partial<Record<ReviewWordsField, string>>;
} {
  const text = (name: string) => (typeof body[name] === 'string' ? body[name].trim() : '');
  const entry = { words: text('words'), name: text('name'), town: text('town') };
  const consent = body.consent === true || body.consent === 'yes' || body.consent === 'on';
  const fits = (value: string, max: number) => value.length <= max && isStorableText(value);
  const fields: Partial<Record<ReviewWordsField, string>> = {};
  if (!entry.words || !fits(entry.words, reviewWordsLimits.words))
    fields.words = reviewWordsErrors.words;
  if (!entry.name || !fits(entry.name, reviewWordsLimits.name))
    fields.name = reviewWordsErrors.name;
  if (!fits(entry.town, reviewWordsLimits.town)) fields.town = reviewWordsErrors.town;
  if (!consent) fields.consent = reviewWordsErrors.consent;
  return Object.keys(fields).length ? { fields } : { entry };
}

export function reviewWordsRoutes({ config, db, mailer, log, keysOf, fetchImpl }: ReviewDeps) {
  /** Sends the words' e-mail; a failure leaves them due for the retry run. */
  async function sendWords(due: DueWords) {
    const email = composeWordsEmail({
      envelope: { from: config.contactFrom, to: config.contactTo },
      ...due,
    });
    const sent = await sendWith(mailer, email).catch((error: unknown) => {
      log({ event: 'contact_review_words_failed', error: String(error).slice(0, 200) });
      return false;
    });
    await recordReviewWords(db, due.wordsId, sent);
    return sent;
  }

  /** Takes the tokenless limits' slots, or gives back those taken and says no. */
  async function takeTokenless(request: Request, remoteAddress?: string) {
    const [own] = await keysOf(
      clientAddressOf(request.headers, config.clientIpHeader, remoteAddress),
    );
    const slots: [string, number][] = [
      [`review-words:client:${own!.hash}`, 1],
      ['review-words', tokenlessWordsPerDay],
    ];
    for (const [index, [key, limit]] of slots.entries()) {
      if (await takeOwnerSlot(db, key, limit, day)) continue;
      for (const [taken] of slots.slice(0, index)) await giveBackOwnerSlot(db, taken);
      return false;
    }
    return true;
  }

  async function words(request: Request, { cors, remoteAddress }: RouteContext): Promise<Reply> {
    const plain = bodyKindOf(request) === 'form';
    const sent = (outcome: string): Reply => ({
      response: plain
        ? seeSitePage(`${config.siteUrl}${linkedPages.reviewSent}`)
        : json(202, { ok: true }, cors),
      outcome,
    });
    const refused = (status: number, outcome: string, reason: string, body: object): Reply => ({
      response: plain
        ? seeSitePage(`${config.siteUrl}${linkedPages.reviewNotSent}?reason=${reason}`)
        : json(status, body, cors),
      outcome,
    });
    const token = new URL(request.url).searchParams.get('t');
    const id = token ? readReviewToken(config.linkSecret ?? '', 'review', token) : null;
    if (token && !id) throw linkRefused();
    const body = await readBody(request, plain ? 'form' : 'json');
    if (!mailConfigured(config))
      throw new HttpError(503, 'mail_off', 'E-mail is not set up on this site.');
    const { entry, fields } = readWords(body);
    if (fields)
      return refused(400, 'words_invalid', 'invalid', {
        error: 'Some fields need a look.',
        fields,
      });
    // A bot's post is answered as if it went: nothing is stored or sent.
    if (typeof body[honeypotField] === 'string' && body[honeypotField] !== '')
      return sent('words_trapped');
    if (!id && !(await takeTokenless(request, remoteAddress)))
      return refused(429, 'words_limited', 'limited', {
        error: 'This page has had many messages today. Please send your words tomorrow.',
      });
    const stored = await storeReviewWords(db, id, entry!);
    if (stored.outcome === 'unknown') throw linkRefused();
    if (stored.outcome === 'already')
      return refused(409, 'words_already', 'already', {
        error: 'Your words for this job already reached us. Thank you!',
      });
    const [due] = await claimDueWords(db, stored.words_id, 1);
    // Stored either way: a failed e-mail goes again with the retry run.
    if (due) await sendWords(due);
    return sent('words_received');
  }

  /** The retry run's part: words whose e-mail failed before, and the reminders due. */
  async function retry() {
    const summary = { review_reminders: 0, review_words: 0 };
    if (!config.linkSecret || !mailConfigured(config)) return summary;
    for (const due of await claimDueWords(db, null, perRun))
      if (await sendWords(due)) summary.review_words += 1;
    const reminders = await claimReviewReminders(db, config.reviewReminderDays, perRun);
    if (!reminders.length) return summary;
    let found: ReviewBusiness | null = null;
    try {
      found = await readReviewBusiness(config.siteUrl, fetchImpl);
    } catch (error) {
      log({ event: 'contact_review_business_unread', error: String(error).slice(0, 200) });
    }
    for (const reminder of reminders) {
      // Reviews turned off since the request: not sent, and tried again only while its three
      // tries last (a reminder is never sent late: 20261207130000_review_requests.sql).
      if (found && !found.reviewsOn) {
        await recordReviewReminder(db, reminder.messageId, false);
        continue;
      }
      const done =
        found !== null &&
        (await sendWith(mailer, customerEmail(config, found, reminder, true)).catch(
          (error: unknown) => {
            log({ event: 'contact_review_reminder_failed', error: String(error).slice(0, 200) });
            return false;
          },
        ));
      await recordReviewReminder(db, reminder.messageId, done);
      if (done) summary.review_reminders += 1;
    }
    return summary;
  }

  return { words, retry };
}
