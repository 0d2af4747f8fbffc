/**
 * POST .../send-contact-email: a message, as JSON (the form's fetch) or form-encoded (plain HTML;
 * answered with 303 to the site's thank-you page). Parse (intake/parse-message.ts), count
 * (intake/limits.ts), store with its photos (intake/store.ts, with intake/fallback.ts when the
 * database cannot answer), and deliver (delivery/deliver.ts).
 */
import type { ContactConfig } from '../config.ts';
import type { Intake } from '../database/intake-store.ts';
import { deliverEvents } from '../delivery/attempts.ts';
import { deliver, type DeliveryDeps } from '../delivery/deliver.ts';
import { clientAddressOf, fromTrustedHeader, type ClientAddress } from '../http/client-address.ts';
import { contactLanguageOf, type ContactLanguage } from '../contract.ts';
import { bodyKindOf, HttpError } from '../http/request.ts';
import { json, seeOther, type Reply, type RouteContext } from '../http/responses.ts';
import type { Limits } from '../intake/limits.ts';
import { parseMessage, type ParsedMessage } from '../intake/parse-message.ts';
import { createFallback } from '../intake/fallback.ts';
import { createStore, full, tooMany } from '../intake/store.ts';
import { contactedLink } from '../owner/contacted-link.ts';
import { createLeadPusher, type PushDeps } from '../owner/push.ts';

type MessageDeps = {
  config: ContactConfig;
  delivery: DeliveryDeps;
  limits: Limits;
  /** The owner's phones: each stored request is pushed to them after the answer. */
  push: PushDeps;
  /**
   * Keeps the isolate alive for work after the answer (Supabase's EdgeRuntime.waitUntil). With
   * it, a stored message is answered at once and e-mailed in the background; without it, the
   * answer waits for the first e-mail attempt (at most 5 s).
   */
  waitUntil?: (work: Promise<unknown>) => void;
  /** Without waitUntil, told of the push the answer does not wait for (contact-wiring.ts). */
  alongside?: (work: Promise<unknown>) => void;
};

/** The route's answer for one request; the handler has checked the method and the origin. */
export function messageRoute({
  config,
  delivery,
  limits,
  push,
  waitUntil,
  alongside,
}: MessageDeps) {
  const { db, log } = delivery;
  const fallback = createFallback({
    ...delivery,
    rateLimit: config.rateLimit,
    emailBudget: config.emailBudget,
    senderShare: config.senderShare,
  });
  const store = createStore({ db, config, limits, fallback, log });
  const pushLead = createLeadPusher(push);

  /** Once per start: the trusted header was missing, so the limit counts a proxy's address. */
  let warnedHeader = false;
  function warnIfUntrusted(client: ClientAddress) {
    if (warnedHeader || fromTrustedHeader(client, config.clientIpHeader)) return;
    warnedHeader = true;
    log({ event: 'contact_client_ip_header_missing', level: 'warning', used: client.source });
  }

  /**
   * Deliver: the e-mail and the alerts for a message stored and committed, so the visitor's answer
   * no longer depends on them. A deferred message waits for the digest; only its alerts go now.
   */
  async function deliverStored(
    { message, pageOrigin, photos, language }: ParsedMessage,
    stored: Extract<Intake, { outcome: 'stored' | 'deferred' }>,
  ) {
    // Beside the e-mail, never before the answer: without waitUntil the answer waits for the
    // e-mail's first attempt, not for the push services.
    if (push.vapid) {
      const lead = { ...message, id: stored.messageId, language };
      const pushed = pushLead(lead, contactedLink(config, lead.id, stored.receivedAt));
      (waitUntil ?? alongside)?.(pushed);
    }
    if (stored.events.some((event) => event.kind === 'email.budget_reached'))
      log({ event: 'contact_email_budget_reached', message_id: stored.messageId });
    const work = Promise.all([
      stored.outcome === 'stored'
        ? deliver(delivery, {
            ...message,
            id: stored.messageId,
            receivedAt: stored.receivedAt,
            pageOrigin,
            language,
            attempts: 0,
            photos: photos !== null,
          })
        : Promise.resolve('deferred'),
      deliverEvents(delivery, stored.events),
    ]);
    if (waitUntil) {
      waitUntil(work);
      return 'background';
    }
    const [sent] = await work;
    return sent;
  }

  /** Parse; a honeypot hit or an invalid post still counts against the sender. */
  async function parseCounted(
    request: Request,
    kind: 'json' | 'form',
    client: ClientAddress,
    language: ContactLanguage,
  ) {
    let parsed: ParsedMessage | null;
    try {
      parsed = await parseMessage(request, kind, client, config.allowedOrigins, language);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 400) throw error;
      const wait = await limits.countWithoutStoring(client);
      throw wait === null ? error : tooMany(wait);
    }
    if (!parsed) await limits.countWithoutStoring(client);
    return parsed;
  }

  /** Parse, store, deliver; the answer as JSON, or as a 303 for a plain HTML post. */
  return async function takeMessage(
    request: Request,
    { remoteAddress, cors }: RouteContext,
  ): Promise<Reply> {
    const kind = bodyKindOf(request);
    const client = clientAddressOf(request.headers, config.clientIpHeader, remoteAddress);
    // The form's language is in its address (`?lang=es` from the Spanish pages), so even a post
    // refused before its body is read lands on the result page in that language.
    const language = contactLanguageOf(new URL(request.url).searchParams.get('lang'));
    const ok = (outcome: string, messageId?: string, deliveryOutcome?: string): Reply => ({
      response:
        kind === 'form'
          ? seeOther(config.siteUrl, 'thankYou', language)
          : json(200, { ok: true }, cors),
      outcome,
      messageId,
      delivery: deliveryOutcome,
      clientIpFrom: client.source,
    });
    try {
      const parsed = await parseCounted(request, kind, client, language);
      if (!parsed) return ok('honeypot');
      warnIfUntrusted(client);
      const intake = await store(parsed);
      if (intake.outcome === 'emailed_unstored') return ok(intake.outcome);
      if (intake.outcome === 'duplicate') return ok('duplicate', intake.messageId);
      if (intake.outcome === 'full') {
        const alerted = deliverEvents(delivery, intake.events);
        if (waitUntil) waitUntil(alerted);
        else await alerted;
        throw full();
      }
      if (intake.outcome !== 'stored' && intake.outcome !== 'deferred')
        throw new Error(`unexpected intake ${intake.outcome}`);
      return ok(intake.outcome, intake.messageId, await deliverStored(parsed, intake));
    } catch (error) {
      // A plain HTML form cannot show a JSON error: the visitor lands on a page that can.
      if (kind !== 'form') throw error;
      const outcome = error instanceof HttpError ? error.outcome : 'error';
      if (!(error instanceof HttpError))
        log({ event: 'contact_error', error: String(error).slice(0, 200) });
      return {
        response: seeOther(config.siteUrl, 'notSent', language, outcome.replace(/_/g, '-')),
        outcome,
      };
    }
  };
}
