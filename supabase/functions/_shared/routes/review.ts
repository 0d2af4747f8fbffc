/**
 * Review requests (issue #65; docs/contact-function.md, "Review requests"):
 *
 * GET  .../contacted/lead?t=<called-back token>  the lead the called-back page is about (JSON)
 * GET, POST .../review-request?t=<called-back token>  one e-mail asking the customer for a review
 * GET, POST .../review-opt-out?t=<opt-out token>  no more e-mails about reviews to that address
 * POST .../review/opened?t=<review token>  the review page opened from the e-mail
 * POST .../review/words[?t=<review token>]  a few words for the website, e-mailed to the owner
 *
 * A GET changes nothing (mail scanners open links): the two e-mailed links' GETs send the browser
 * on to the site's page, whose one button POSTs the same address. A plain HTML post is answered
 * with a 303 to a page of the site, a fetch with JSON.
 */
import { functionRoutes, reviewWordsLimits, type ReviewBusiness } from '../contract.ts';
import {
  claimReviewRequest,
  markReviewOpened,
  optOutOfReviews,
  readReviewLead,
  recordReviewRequest,
} from '../database/review-store.ts';
import { readReviewBusiness } from '../delivery/review-business.ts';
import { HttpError } from '../http/request.ts';
import { json, seeSitePage, type Reply, type Route, type RouteContext } from '../http/responses.ts';
import { contactedLinkOf, contactedPageUrl } from '../owner/contacted-link.ts';
import { optOutPageUrl, readReviewToken } from '../owner/review-links.ts';
import { dropInvisibles } from '../plain-text.ts';
import {
  customerEmail,
  isPlainForm,
  linkRefused,
  mailConfigured,
  sendWith,
  type ReviewDeps,
} from './review-common.ts';
import { sendReviewReminders } from './review-reminders.ts';
import { reviewWordsRoutes } from './review-words.ts';

/**
 * The name a testimonial shows by default: the first name and the initial of the last ("Maria
 * Gonzalez" becomes "Maria G."), one word as it is; empty when it would not fit the form's field.
 */
export function shownName(name: string) {
  const words = dropInvisibles(name)
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const last = words.length > 1 ? words.at(-1)! : '';
  const shown = last ? `${words[0]} ${[...last][0]!.toUpperCase()}.` : (words[0] ?? '');
  return shown.length <= reviewWordsLimits.name ? shown : '';
}

export function reviewRoutes(deps: ReviewDeps) {
  const { config, db, mailer, log, fetchImpl } = deps;
  const mailOn = () => mailConfigured(config);

  /** The business file, or a 503 that says why no review e-mail can go. */
  async function business(): Promise<ReviewBusiness> {
    let found: ReviewBusiness;
    try {
      found = await readReviewBusiness(config.siteUrl, fetchImpl);
    } catch (error) {
      log({ event: 'contact_review_business_unread', error: String(error).slice(0, 200) });
      throw new HttpError(
        503,
        'site_unread',
        "The site's business details could not be read just now. Try again in a few minutes.",
      );
    }
    if (!found.reviewsOn)
      throw new HttpError(
        503,
        'reviews_off',
        "Review requests are off: add your Google review link in the editor's Company page first.",
      );
    return found;
  }

  const answers = {
    lead: async (request: Request, { cors }: RouteContext): Promise<Reply> => {
      const { id } = contactedLinkOf(request, config);
      const lead = await readReviewLead(db, id);
      if (!lead) throw new HttpError(404, 'message_gone', 'This request is no longer kept.');
      let on = Boolean(config.linkSecret) && mailOn();
      if (on)
        on = await readReviewBusiness(config.siteUrl, fetchImpl).then(
          (found) => found.reviewsOn,
          // Unread now: the request's own answer says so if it is still unread then.
          () => true,
        );
      return {
        response: json(
          200,
          {
            name: lead.name,
            service: lead.service,
            receivedAt: lead.receivedAt.toISOString(),
            contactedAt: lead.contactedAt?.toISOString() ?? null,
            review: {
              sentAt: lead.reviewSentAt?.toISOString() ?? null,
              optedOut: lead.optedOut,
              on,
            },
          },
          cors,
        ),
        outcome: 'lead_read',
        messageId: id,
      };
    },

    request: async (request: Request, { cors }: RouteContext): Promise<Reply> => {
      const { id, token } = contactedLinkOf(request, config);
      const page = contactedPageUrl(config.siteUrl, token);
      if (request.method === 'GET')
        return { response: seeSitePage(page), outcome: 'review_request_page', messageId: id };
      await request.body?.cancel();
      const plain = isPlainForm(request);
      // A refusal's code (the contract's reviewRequestRefusals) goes back to a plain form's page,
      // which words it itself: no text of the address is shown there.
      const answer = (status: number, body: Record<string, unknown>, outcome: string): Reply => ({
        response: plain
          ? seeSitePage(
              body.sentAt
                ? `${page}&review=${encodeURIComponent(String(body.sentAt))}`
                : `${page}&review_error=${outcome}`,
            )
          : json(status, body, cors),
        outcome,
        messageId: id,
      });
      const sent = (at: Date, already: boolean) =>
        answer(
          200,
          { sentAt: at.toISOString(), already },
          already ? 'review_request_already' : 'review_requested',
        );
      try {
        // Asked again: says when, whatever the site or the mail settings say now.
        const before = await readReviewLead(db, id);
        if (before?.reviewSentAt) return sent(before.reviewSentAt, true);
        if (!mailOn()) throw new HttpError(503, 'mail_off', 'E-mail is not set up on this site.');
        const found = await business();
        const claim = await claimReviewRequest(db, id);
        switch (claim.outcome) {
          case 'gone':
            throw new HttpError(404, 'message_gone', 'This request is no longer kept.');
          case 'not_called_back':
            throw new HttpError(409, 'not_called_back', 'Mark this lead as called back first.');
          case 'in_flight':
            throw new HttpError(409, 'in_flight', 'The review request is being sent right now.');
          case 'opted_out':
            throw new HttpError(
              409,
              'opted_out',
              `This customer asked on ${claim.at.toISOString().slice(0, 10)} for no e-mails about reviews, so none was sent.`,
            );
          case 'already':
            return sent(claim.at, true);
        }
        const email = customerEmail(config, found, { messageId: id, ...claim }, false);
        try {
          await sendWith(mailer, email);
        } catch (error) {
          log({ event: 'contact_review_request_failed', error: String(error).slice(0, 200) });
          await recordReviewRequest(db, id, false);
          throw new HttpError(
            502,
            'not_sent',
            'The e-mail could not be sent just now. Try again in a few minutes.',
          );
        }
        return sent((await recordReviewRequest(db, id, true)) ?? new Date(), false);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status === 403) throw error;
        return answer(error.status, { error: error.message, code: error.outcome }, error.outcome);
      }
    },

    optOut: async (request: Request, { cors }: RouteContext): Promise<Reply> => {
      const token = new URL(request.url).searchParams.get('t') ?? '';
      const id = readReviewToken(config.linkSecret ?? '', 'review-opt-out', token);
      if (!id) throw linkRefused();
      const page = optOutPageUrl(config.siteUrl, token);
      if (request.method === 'GET')
        return { response: seeSitePage(page), outcome: 'review_opt_out_page' };
      await request.body?.cancel();
      const done = await optOutOfReviews(db, id);
      if (!done)
        throw new HttpError(
          404,
          'message_gone',
          'We no longer keep the request this link was for, so no e-mail about it will come.',
        );
      const at = done.optedOutAt.toISOString();
      return {
        response: isPlainForm(request)
          ? seeSitePage(`${page}&done=${encodeURIComponent(at)}`)
          : json(200, { optedOutAt: at, already: done.already }, cors),
        outcome: done.already ? 'review_opted_out_already' : 'review_opted_out',
      };
    },

    opened: async (request: Request, { cors }: RouteContext): Promise<Reply> => {
      await request.body?.cancel();
      const token = new URL(request.url).searchParams.get('t') ?? '';
      const id = readReviewToken(config.linkSecret ?? '', 'review', token);
      if (!id) throw linkRefused();
      const { known, wordsOpen, name } = await markReviewOpened(db, id);
      if (!known) throw linkRefused();
      return {
        response: json(200, { words: wordsOpen, name: shownName(name) }, cors),
        outcome: 'review_opened',
      };
    },
  };
  const words = reviewWordsRoutes(deps);

  /** The entries, for contact-handler.ts's table. */
  const routes: Record<string, Route> = {
    [functionRoutes.lead]: { methods: ['GET'], fromBrowsers: true, answer: answers.lead },
    [functionRoutes.reviewRequest]: {
      methods: ['GET', 'POST'],
      fromBrowsers: true,
      answer: answers.request,
    },
    [functionRoutes.reviewOptOut]: {
      methods: ['GET', 'POST'],
      fromBrowsers: true,
      answer: answers.optOut,
    },
    [functionRoutes.reviewOpened]: {
      methods: ['POST'],
      fromBrowsers: true,
      answer: answers.opened,
    },
    [functionRoutes.reviewWords]: { methods: ['POST'], fromBrowsers: true, answer: words.words },
  };
  /** The retry run's part: the reminders due, and the words whose e-mail failed before. */
  const retry = async () => ({
    review_reminders: await sendReviewReminders(deps),
    review_words: await words.retry(),
  });
  return { routes, retry };
}
