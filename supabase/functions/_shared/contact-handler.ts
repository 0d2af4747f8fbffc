/**
 * The send-contact-email function over web-standard Request and Response (fetch, URL, TextEncoder,
 * and node:crypto's hashes, which all three have), so Supabase's Edge Runtime, plain Deno and
 * `npm start`'s Node server run the same code.
 *
 * POST .../send-contact-email        a message, as JSON (the form's fetch) or form-encoded (plain
 *                                    HTML; answered with 303 to the site's thank-you page):
 *                                    parse, store, then deliver
 * POST .../send-contact-email/retry  e-mails every message whose delivery is due (x-retry-secret)
 * POST .../send-contact-email/photo-slots  signed upload URLs for a message's photos (photo-slots.ts)
 */
import {
  clientAddressOf,
  fromTrustedHeader,
  rateLimitKey,
  type ClientAddress,
} from './client-address.ts';
import type { ContactConfig } from './config.ts';
import type { Mailer } from './contact-email.ts';
import { intakeMessage, storedHashSecret, type Intake } from './contact-store.ts';
import { corsHeaders, isAllowed, preflight } from './cors.ts';
import type { Database } from './database.ts';
import { deliver, deliverEvents, retryDue, withTimeout, type DeliveryDeps } from './delivery.ts';
import { hmacSha256Hex, sameSecret, sha256Hex } from './hash.ts';
import { contactFields, parseMessage, type ParsedMessage } from './parse-message.ts';
import { photoSlots } from './photo-slots.ts';
import { attachPhotos } from './photos.ts';
import { bodyKindOf, HttpError } from './request.ts';
import { json, seeOther } from './responses.ts';

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

/** How long a request waits for the database: a 503 in under 5 s rather than a hung form. */
const dbTimeoutMs = 4_500;

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
  const limits = {
    rateLimit: config.rateLimit,
    emailBudget: config.emailBudget,
    webhook: Boolean(config.webhookUrl),
  };

  /** CONTACT_HASH_SECRET, or the migration's secret, read once per isolate (again if that fails). */
  let hashSecret: Promise<string> | undefined;
  async function clientHashOf(client: ClientAddress) {
    hashSecret ??= config.hashSecret
      ? Promise.resolve(config.hashSecret)
      : storedHashSecret(db).catch((error) => {
          hashSecret = undefined;
          throw error;
        });
    return hmacSha256Hex(await hashSecret, rateLimitKey(client.address));
  }

  /** Once per start: the trusted header was missing, so the limit counts a proxy's address. */
  let warnedHeader = false;
  function warnIfUntrusted(client: ClientAddress) {
    if (warnedHeader || fromTrustedHeader(client, config.clientIpHeader)) return;
    warnedHeader = true;
    log({ event: 'contact_client_ip_header_missing', level: 'warning', used: client.source });
  }

  /** Store: one round trip that keeps the message, or says it is a repeat or over the limit. */
  async function store({ message, key, client, pageOrigin, userAgent }: ParsedMessage) {
    let intake: Intake;
    try {
      // One limit for the whole wait on the database: the secret (once per isolate), a pooled
      // connection, locks and the statement itself.
      intake = await withTimeout(dbTimeoutMs, async (signal) =>
        intakeMessage(
          db,
          message,
          {
            idempotencyKey: key,
            contentHash: sha256Hex(JSON.stringify(contactFields.map((field) => message[field]))),
            clientHash: await clientHashOf(client),
            pageOrigin,
            userAgent,
          },
          limits,
          signal,
        ),
      );
    } catch (error) {
      log({ event: 'contact_db_unavailable', error: String(error).slice(0, 200) });
      throw new HttpError(
        503,
        'db_unavailable',
        'We could not take your message just now. Please try again in a minute.',
        { 'Retry-After': '30' },
      );
    }
    if (intake.outcome === 'rate_limited')
      throw new HttpError(
        429,
        'rate_limited',
        'Too many messages from your connection. Please wait a few minutes, or call us.',
        { 'Retry-After': String(intake.retryAfter) },
      );
    if (intake.outcome === 'key_reused')
      throw new HttpError(
        422,
        'key_reused',
        'This Idempotency-Key was already used for a different message.',
      );
    return intake;
  }

  const photoDeps = { db, storage, config, log, clientHashOf };
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
      const parsed = await parseMessage(request, kind, client, config.allowedOrigins);
      if (!parsed) return ok('honeypot');
      warnIfUntrusted(client);
      const intake = await store(parsed);
      await attachPhotos(photoDeps, parsed, intake.messageId);
      if (intake.outcome === 'duplicate') return ok('duplicate', intake.messageId);
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
