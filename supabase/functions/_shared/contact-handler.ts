/**
 * The send-contact-email function over web-standard Request and Response (fetch, URL, TextEncoder,
 * and node:crypto's hashes, which all three have), so Supabase's Edge Runtime, plain Deno and
 * `npm start`'s Node server run the same code.
 *
 * POST .../send-contact-email        a message, as JSON (the form's fetch) or form-encoded (plain
 *                                    HTML; answered with 303 to the site's thank-you page)
 * POST .../send-contact-email/retry  e-mails every message whose delivery is due (x-retry-secret)
 */
import type { ContactConfig } from './config.ts';
import { contactSchema, fieldErrors, honeypotField } from './contact-schema.ts';
import type { Mailer } from './contact-email.ts';
import { intakeMessage, storedHashSecret } from './contact-store.ts';
import type { Database } from './database.ts';
import { hmacSha256Hex, sameSecret, sha256Hex } from './hash.ts';
import { deliver, deliverEvents, retryDue, withTimeout, type DeliveryDeps } from './delivery.ts';

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
};

/** What the runtime knows about the connection: the peer address, when no proxy names one. */
type ConnectionInfo = { remoteAddress?: string };

const maxBodyBytes = 64 * 1024;
/** How long a request waits for the database: a 503 in under 5 s rather than a hung form. */
const dbTimeoutMs = 4_500;
const allowedHeaders = 'authorization, x-client-info, apikey, content-type, idempotency-key';
const fields = ['name', 'email', 'phone', 'service', 'message'] as const;
const keyPattern = /^[\x21-\x7e]{8,200}$/;

type Mode = 'json' | 'form';
type Reply = {
  response: Response;
  outcome: string;
  messageId?: string;
  delivery?: string;
  /** Which header gave the client address (never the address): for the deploy's header check. */
  clientIpFrom?: string;
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly outcome: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly fields?: Partial<Record<string, string>>,
  ) {
    super(message);
  }
}

/**
 * The client's address from the header the platform writes: CONTACT_CLIENT_IP_HEADER when set,
 * else CF-Connecting-IP (Cloudflare, in front of Supabase's edge), X-Real-IP, then the
 * right-most X-Forwarded-For hop, the one the nearest proxy appended. Never the left-most: the
 * client writes that one itself. Without any, the connection's peer.
 */
function clientAddressOf(headers: Headers, configured: string | undefined, peer?: string) {
  const lastHop = (name: string) => headers.get(name)?.split(',').at(-1)?.trim() || undefined;
  const chain = configured ? [configured] : ['cf-connecting-ip', 'x-real-ip', 'x-forwarded-for'];
  for (const name of chain) {
    const address = lastHop(name);
    if (address) return { address, source: name };
  }
  return { address: peer || 'unknown', source: peer ? 'peer' : 'none' };
}

/** The body as text, refusing more than maxBodyBytes however it arrives. */
async function readBody(request: Request) {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBodyBytes) throw new HttpError(413, 'too_large', 'The message is too large.');
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      throw new HttpError(413, 'too_large', 'The message is too large.');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function parseBody(mode: Mode, text: string): Record<string, unknown> {
  if (mode === 'form') return Object.fromEntries(new URLSearchParams(text));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'bad_json', 'The request body is not valid JSON.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'bad_json', 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

export function createContactHandler({
  db,
  mailer,
  config,
  log = defaultLog,
  waitUntil,
}: ContactHandlerDeps) {
  const delivery: DeliveryDeps = {
    db,
    mailer,
    envelope: { from: config.contactFrom, to: config.contactTo },
    log,
    emailBudget: config.emailBudget,
    retentionDays: config.retentionDays,
    webhookUrl: config.webhookUrl,
  };
  const limits = {
    rateLimit: config.rateLimit,
    emailBudget: config.emailBudget,
    webhook: Boolean(config.webhookUrl),
  };

  /** CONTACT_HASH_SECRET, or the migration's secret, read once per isolate (again if that fails). */
  let hashSecret: Promise<string> | undefined;
  async function clientHashOf(address: string) {
    hashSecret ??= config.hashSecret
      ? Promise.resolve(config.hashSecret)
      : storedHashSecret(db).catch((error) => {
          hashSecret = undefined;
          throw error;
        });
    return hmacSha256Hex(await hashSecret, address);
  }

  /** Allows `origin` to read the answer, if it may post; otherwise only `Vary`. */
  function corsHeaders(origin: string | null): Record<string, string> {
    const expose = 'Retry-After, X-Request-Id';
    if (origin && config.allowedOrigins.includes(origin))
      return {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Expose-Headers': expose,
        Vary: 'Origin',
      };
    return { Vary: 'Origin' };
  }

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
    });

  /** Plain-HTML posts land on a page of the site: built from SITE_URL, never from the request. */
  function seeOther(page: 'thank-you' | 'not-sent', reason?: string) {
    const location = `${config.siteUrl}/contact/${page}/${reason ? `?reason=${reason}` : ''}`;
    return new Response(
      `<!doctype html><title>See other</title><a href="${location}">Continue</a>`,
      {
        status: 303,
        headers: { Location: location, 'Content-Type': 'text/html; charset=utf-8' },
      },
    );
  }

  async function retry(request: Request): Promise<Reply> {
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
    const summary = await retryDue(delivery);
    return { response: json(200, summary), outcome: 'retried' };
  }

  async function receive(
    request: Request,
    info: ConnectionInfo,
    cors: Record<string, string>,
  ): Promise<Reply> {
    // No Origin at all is a server or an old browser, not another site: let it through.
    if (request.headers.get('origin') !== null && !cors['Access-Control-Allow-Origin'])
      throw new HttpError(403, 'origin_refused', 'This site may not send messages here.');
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const mode: Mode | null =
      type === 'application/json'
        ? 'json'
        : type === 'application/x-www-form-urlencoded'
          ? 'form'
          : null;
    if (!mode)
      throw new HttpError(415, 'bad_type', 'Send the message as JSON or as a form.', {
        Accept: 'application/json, application/x-www-form-urlencoded',
      });
    try {
      return await take(request, info, mode, cors);
    } catch (error) {
      // A plain HTML form cannot show a JSON error: the visitor lands on a page that can.
      if (mode !== 'form') throw error;
      const outcome = error instanceof HttpError ? error.outcome : 'error';
      if (!(error instanceof HttpError))
        log({ event: 'contact_error', error: String(error).slice(0, 200) });
      return { response: seeOther('not-sent', outcome.replace(/_/g, '-')), outcome };
    }
  }

  async function take(
    request: Request,
    info: ConnectionInfo,
    mode: Mode,
    cors: Record<string, string>,
  ): Promise<Reply> {
    const body = parseBody(mode, await readBody(request));
    const client = clientAddressOf(request.headers, config.clientIpHeader, info.remoteAddress);
    const ok = (outcome: string, messageId?: string, deliveryOutcome?: string): Reply => ({
      response: mode === 'form' ? seeOther('thank-you') : json(200, { ok: true }, cors),
      outcome,
      messageId,
      delivery: deliveryOutcome,
      clientIpFrom: client.source,
    });
    // A bot filled the field people never see: it is told "sent", and nothing is kept or sent.
    const trap = body[honeypotField];
    if (typeof trap === 'string' && trap.trim()) return ok('honeypot');

    const values = Object.fromEntries(fields.map((field) => [field, body[field] ?? '']));
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success)
      throw new HttpError(
        400,
        'invalid',
        'Please check the highlighted fields.',
        {},
        fieldErrors(parsed.error),
      );
    const message = parsed.data;

    // The form sends its key in the body (a custom header needs a CORS preflight that Supabase's
    // gateway may not allow); the Idempotency-Key header is still accepted from other clients.
    const bodyKey = typeof body.idempotencyKey === 'string' ? body.idempotencyKey : null;
    const key = bodyKey ?? request.headers.get('idempotency-key');
    if (key !== null && !keyPattern.test(key))
      throw new HttpError(
        400,
        'bad_key',
        'The idempotency key must be 8 to 200 visible ASCII characters.',
      );

    const pageOrigin = pageOriginOf(request);
    let intake;
    try {
      // One limit for the whole wait on the database: the secret (once per isolate), a pooled
      // connection, locks and the statement itself.
      intake = await withTimeout(dbTimeoutMs, async (signal) =>
        intakeMessage(
          db,
          message,
          {
            idempotencyKey: key,
            contentHash: sha256Hex(JSON.stringify(fields.map((field) => message[field]))),
            clientHash: await clientHashOf(client.address),
            pageOrigin,
            userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
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
        {
          'Retry-After': '30',
        },
      );
    }
    if (intake.outcome === 'rate_limited')
      throw new HttpError(
        429,
        'rate_limited',
        'Too many messages from your connection. Please wait a few minutes, or call us.',
        {
          'Retry-After': String(intake.retryAfter),
        },
      );
    if (intake.outcome === 'key_reused')
      throw new HttpError(
        422,
        'key_reused',
        'This Idempotency-Key was already used for a different message.',
      );
    if (intake.outcome === 'duplicate') return ok('duplicate', intake.messageId);
    if (intake.events.some((event) => event.kind === 'email.budget_reached'))
      log({ event: 'contact_email_budget_reached', message_id: intake.messageId });

    // Stored and committed: the visitor's answer no longer depends on the e-mail. A deferred
    // message waits for the digest; only its alerts go now.
    const stored = intake;
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
      return ok(stored.outcome, stored.messageId, 'background');
    }
    const [sent] = await work;
    return ok(stored.outcome, stored.messageId, sent);
  }

  async function route(request: Request, info: ConnectionInfo): Promise<Reply> {
    const path = new URL(request.url).pathname.replace(/\/+$/, '');
    if (path.endsWith('/send-contact-email/retry')) return retry(request);
    if (!path.endsWith('/send-contact-email'))
      return { response: json(404, { error: 'Not found' }), outcome: 'not_found' };
    const origin = request.headers.get('origin');
    const cors = corsHeaders(origin);
    if (request.method === 'OPTIONS') {
      if (!cors['Access-Control-Allow-Origin'])
        return {
          response: new Response(null, { status: 403, headers: cors }),
          outcome: 'preflight_refused',
        };
      return {
        response: new Response(null, {
          status: 204,
          headers: {
            ...cors,
            'Access-Control-Allow-Methods': 'POST, OPTIONS',
            'Access-Control-Allow-Headers': allowedHeaders,
          },
        }),
        outcome: 'preflight',
      };
    }
    if (request.method !== 'POST')
      return {
        response: json(405, { error: 'Use POST.' }, { ...cors, Allow: 'POST, OPTIONS' }),
        outcome: 'bad_method',
      };
    try {
      return await receive(request, info, cors);
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
          corsHeaders(request.headers.get('origin')),
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

/** The page the message came from: its origin only (the Referer's path is not kept). */
function pageOriginOf(request: Request) {
  const value = request.headers.get('origin') ?? request.headers.get('referer');
  try {
    return value ? new URL(value).origin : null;
  } catch {
    return null;
  }
}

function defaultLog(entry: Record<string, unknown>) {
  console.log(JSON.stringify(entry));
}
