/**
 * The send-contact-email function over web-standard Request and Response (fetch, URL, TextEncoder,
 * and node:crypto's hashes, which all three have), so Supabase's Edge Runtime, plain Deno and
 * `npm start`'s Node server run the same code. A short router between the stages, each a module:
 * parse (parse-message.ts), limits (limits.ts), store (store.ts, with fallback.ts when the
 * database cannot answer), deliver (delivery.ts) and health (health.ts).
 *
 * POST .../send-contact-email        a message, as JSON (the form's fetch) or form-encoded (plain
 *                                    HTML; answered with 303 to the site's thank-you page)
 * GET  .../send-contact-email/health for an uptime monitor: 200, or 503 when delivery stalls
 * POST .../send-contact-email/retry  e-mails every message whose delivery is due (x-retry-secret)
 * POST .../send-contact-email/photo-slots  signed upload URLs for a message's photos (photo-slots.ts)
 */
import { clientAddressOf, fromTrustedHeader, type ClientAddress } from './client-address.ts';
import type { ContactConfig } from './config.ts';
import type { Mailer } from './contact-email.ts';
import type { Intake } from './contact-store.ts';
import { corsHeaders, isAllowed, preflight } from './cors.ts';
import type { Database } from './database.ts';
import { deliver, deliverEvents, retryDue, type DeliveryDeps } from './delivery.ts';
import { createFallback } from './fallback.ts';
import { sameSecret } from './hash.ts';
import { healthAnswer } from './health.ts';
import { createLimits } from './limits.ts';
import { parseMessage, type ParsedMessage } from './parse-message.ts';
import { photoSlots } from './photo-slots.ts';
import { attachPhotos } from './photos.ts';
import { bodyKindOf, HttpError } from './request.ts';
import { json, seeOther } from './responses.ts';
import { createStore, full, tooMany } from './store.ts';

type ContactHandlerDeps = {
  db: Database;
  mailer: Mailer;
  config: ContactConfig;
  /** One JSON line per request; never given message text or e-mail addresses. */
  log?: (entry: Record<string, unknown>) => void;
  /**
   * Keeps the isolate alive for work after the answer (Supabase's EdgeRuntime.waitUntil). With
   * it, a stored message is answered at once and e-mailed in the background; without it, the
   * answer waits for the first e-mail attempt (at most 5 s).
   */
  waitUntil?: (work: Promise<unknown>) => void;
  /** The visitors' photos' bucket (photos.ts); unset, photo slots answer 503. */
  storage?: DeliveryDeps['storage'];
};

/** What the runtime knows about the connection: the peer address, when no proxy names one. */
type ConnectionInfo = { remoteAddress?: string };

type Reply = {
  response: Response;
  outcome: string;
  messageId?: string;
  delivery?: string;
  /** Which header gave the client address (never the address): for the deploy's header check. */
  clientIpFrom?: string;
};

export function createContactHandler({
  db,
  mailer,
  config,
  log = defaultLog,
  waitUntil,
  storage,
}: ContactHandlerDeps) {
  const delivery: DeliveryDeps = {
    db,
    mailer,
    envelope: { from: config.contactFrom, to: config.contactTo },
    log,
    emailBudget: config.emailBudget,
    retentionDays: config.retentionDays,
    webhookUrl: config.webhookUrl,
    storage,
  };
  const limits = createLimits(db, config);
  const fallback = createFallback({ ...delivery, rateLimit: config.rateLimit });
  const store = createStore({ db, config, limits, fallback, log });

  /** Once per start: the trusted header was missing, so the limit counts a proxy's address. */
  let warnedHeader = false;
  function warnIfUntrusted(client: ClientAddress) {
    if (warnedHeader || fromTrustedHeader(client, config.clientIpHeader)) return;
    warnedHeader = true;
    log({ event: 'contact_client_ip_header_missing', level: 'warning', used: client.source });
  }

  const photoDeps = {
    db,
    storage,
    config,
    log,
    clientHashOf: limits.clientHashOf,
    keysOf: limits.keysOf,
  };

  /**
   * Deliver: the e-mail and the alerts for a message stored and committed, so the visitor's answer
   * no longer depends on them. A deferred message waits for the digest; only its alerts go now.
   */
  async function deliverStored(
    { message, pageOrigin }: ParsedMessage,
    stored: Extract<Intake, { outcome: 'stored' | 'deferred' }>,
  ) {
    if (stored.events.some((event) => event.kind === 'email.budget_reached'))
      log({ event: 'contact_email_budget_reached', message_id: stored.messageId });
    const work = Promise.all([
      stored.outcome === 'stored'
        ? deliver(delivery, {
            ...message,
            id: stored.messageId,
            receivedAt: stored.receivedAt,
            pageOrigin,
            attempts: 0,
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
  async function parseCounted(request: Request, kind: 'json' | 'form', client: ClientAddress) {
    let parsed: ParsedMessage | null;
    try {
      parsed = await parseMessage(request, kind, client, config.allowedOrigins);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 400) throw error;
      const wait = await limits.countWithoutStoring(client);
      throw wait === null ? error : tooMany(wait);
    }
    if (!parsed) await limits.countWithoutStoring(client);
    return parsed;
  }

  /** A message: parse, store, deliver; the answer as JSON, or as a 303 for a plain HTML post. */
  async function takeMessage(
    request: Request,
    info: ConnectionInfo,
    cors: Record<string, string>,
  ): Promise<Reply> {
    // No Origin at all is a server or an old browser, not another site: let it through.
    if (request.headers.get('origin') !== null && !isAllowed(cors))
      throw new HttpError(403, 'origin_refused', 'This site may not send messages here.');
    const kind = bodyKindOf(request);
    const client = clientAddressOf(request.headers, config.clientIpHeader, info.remoteAddress);
    const ok = (outcome: string, messageId?: string, deliveryOutcome?: string): Reply => ({
      response:
        kind === 'form' ? seeOther(config.siteUrl, 'thank-you') : json(200, { ok: true }, cors),
      outcome,
      messageId,
      delivery: deliveryOutcome,
      clientIpFrom: client.source,
    });
    try {
      const parsed = await parseCounted(request, kind, client);
      if (!parsed) return ok('honeypot');
      warnIfUntrusted(client);
      const intake = await store(parsed);
      if (intake.outcome === 'emailed_unstored') return ok(intake.outcome);
      if ('messageId' in intake) await attachPhotos(photoDeps, parsed, intake.messageId);
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
        response: seeOther(config.siteUrl, 'not-sent', outcome.replace(/_/g, '-')),
        outcome,
      };
    }
  }

  /** The retry entry, for pg_cron: everything due, with the shared secret. */
  async function retryEntry(request: Request): Promise<Reply> {
    if (!config.retrySecret)
      return { response: json(404, { error: 'Not found' }), outcome: 'not_found' };
    if (request.method !== 'POST')
      return {
        response: json(405, { error: 'Use POST.' }, { Allow: 'POST' }),
        outcome: 'bad_method',
      };
    if (!sameSecret(request.headers.get('x-retry-secret') ?? '', config.retrySecret))
      return { response: json(401, { error: 'Unauthorized' }), outcome: 'unauthorized' };
    await request.body?.cancel();
    return { response: json(200, await retryDue(delivery)), outcome: 'retried' };
  }

  /** Which entry, which method, which origin; a refusal as its JSON answer. */
  async function route(request: Request, info: ConnectionInfo): Promise<Reply> {
    const path = new URL(request.url).pathname.replace(/\/+$/, '');
    if (path.endsWith('/send-contact-email/retry')) return retryEntry(request);
    if (path.endsWith('/send-contact-email/health'))
      return request.method === 'GET' || request.method === 'HEAD'
        ? healthAnswer(db)
        : {
            response: json(405, { error: 'Use GET.' }, { Allow: 'GET, HEAD' }),
            outcome: 'bad_method',
          };
    const slots = path.endsWith('/send-contact-email/photo-slots');
    if (!slots && !path.endsWith('/send-contact-email'))
      return { response: json(404, { error: 'Not found' }), outcome: 'not_found' };
    const cors = corsHeaders(request.headers.get('origin'), config.allowedOrigins);
    if (request.method === 'OPTIONS') return preflight(cors);
    if (request.method !== 'POST')
      return {
        response: json(405, { error: 'Use POST.' }, { ...cors, Allow: 'POST, OPTIONS' }),
        outcome: 'bad_method',
      };
    try {
      if (slots) return await photoSlots(photoDeps, request, info.remoteAddress, cors);
      return await takeMessage(request, info, cors);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const body = error.fields
        ? { error: error.message, fields: error.fields }
        : { error: error.message };
      return {
        response: json(error.status, body, { ...cors, ...error.headers }),
        outcome: error.outcome,
      };
    }
  }

  /** The retry on its own, for a runtime that schedules it itself (`npm start`'s timer). */
  const retryNow = () => retryDue(delivery);

  /** Every request: an id, one log line, and a 500 for anything unforeseen. */
  async function handle(request: Request, info: ConnectionInfo = {}) {
    const started = Date.now();
    const requestId = crypto.randomUUID();
    let reply: Reply;
    try {
      reply = await route(request, info);
    } catch (error) {
      log({ event: 'contact_error', request_id: requestId, error: String(error).slice(0, 200) });
      reply = {
        response: json(
          500,
          { error: 'Something went wrong on our side. Please call us.' },
          corsHeaders(request.headers.get('origin'), config.allowedOrigins),
        ),
        outcome: 'error',
      };
    }
    reply.response.headers.set('X-Request-Id', requestId);
    log({
      event: 'contact_request',
      request_id: requestId,
      method: request.method,
      path: new URL(request.url).pathname,
      status: reply.response.status,
      duration_ms: Date.now() - started,
      outcome: reply.outcome,
      ...(reply.messageId ? { message_id: reply.messageId } : {}),
      ...(reply.delivery ? { delivery: reply.delivery } : {}),
      ...(reply.clientIpFrom ? { client_ip_from: reply.clientIpFrom } : {}),
    });
    return reply.response;
  }

  return { handle, retryNow };
}

function defaultLog(entry: Record<string, unknown>) {
  console.log(JSON.stringify(entry));
}
