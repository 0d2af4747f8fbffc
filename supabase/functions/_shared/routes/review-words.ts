/**
 * POST .../review/words[?t=<review token>]: a customer's few words for the website, from the
 * review page, e-mailed to the owner with a ready entry for the editor; nothing reaches the site
 * by itself. With a review link's token they are tied to its lead, once; without one (the printed
 * card's address, or a browser without JavaScript) they are limited to one a day per client and
 * `tokenlessWordsPerDay` a day in all. They are stored before their e-mail, so a failed send goes
 * again with the retry run (five tries, then given up and forgotten, with an error logged).
 */
import { checkReviewWords, honeypotField, linkedPages } from '../contract.ts';
import { giveBackOwnerSlot, takeOwnerSlot } from '../database/push-subscriptions.ts';
import {
  claimDueWords,
  recordReviewWords,
  storeReviewWords,
  type DueWords,
} from '../database/review-store.ts';
import { composeWordsEmail } from '../delivery/review-email.ts';
import { clientAddressOf } from '../http/client-address.ts';
import { bodyKindOf, HttpError, readBody } from '../http/request.ts';
import { json, seeSitePage, type Reply, type RouteContext } from '../http/responses.ts';
import { readReviewToken } from '../owner/review-links.ts';
import { linkRefused, mailConfigured, sendWith, type ReviewDeps } from './review-common.ts';

/** Words sent without a link: at most one a day per client, and this many a day in all. */
const tokenlessWordsPerDay = 10;
const day = 86_400;
/** Words due again one retry run sends at most. */
const perRun = 10;

export function reviewWordsRoutes({ config, db, mailer, log, keysOf }: ReviewDeps) {
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
    if (await recordReviewWords(db, due.wordsId, sent))
      log({ event: 'contact_review_words_gave_up', level: 'error', words_id: due.wordsId });
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
    const { entry, fields } = checkReviewWords(body);
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

  /** The retry run's part: words whose e-mail failed before, one claim at a time. */
  async function retry() {
    let sent = 0;
    if (!mailConfigured(config)) return sent;
    for (let run = 0; run < perRun; run++) {
      const [due] = await claimDueWords(db, null, 1);
      if (!due) break;
      if (await sendWords(due)) sent += 1;
    }
    return sent;
  }

  return { words, retry };
}
