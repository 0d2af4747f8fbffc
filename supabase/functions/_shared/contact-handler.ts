/**
 * The send-contact-email function over web-standard Request and Response, so Supabase's Edge
 * Runtime, plain Deno and `npm start`'s Node server run the same code. A short router: a table of
 * routes, each a module in routes/, and the answers they share written once here (not found,
 * method not allowed, the preflight, origin refused, a refusal as JSON, the 500 and the log line).
 *
 * POST .../send-contact-email              a message (routes/message.ts)
 * POST .../send-contact-email/photo-slots  signed upload URLs for its photos (routes/photo-slots.ts)
 * GET  .../send-contact-email/health       for an uptime monitor (routes/health.ts)
 * POST .../send-contact-email/retry        everything due, for pg_cron (routes/retry.ts)
 * GET, POST .../send-contact-email/contacted  "Mark as called back" (routes/contacted.ts)
 * POST .../send-contact-email/events       a tap or form step counted (routes/events.ts)
 * .../send-contact-email/owner/*          phone alerts (routes/owner-push.ts, owner-devices.ts)
 * .../send-contact-email/contacted/lead, review-request, review-opt-out, review/*  review
 *                                         requests (routes/review.ts)
 */
import { wire, type ContactHandlerDeps } from './contact-wiring.ts';
import { functionName, functionRoutes } from './contract.ts';
import { corsHeaders, isAllowed, preflight } from './http/cors.ts';
import { HttpError } from './http/request.ts';
import { errorReply, type Reply, type Route, type RouteContext } from './http/responses.ts';
import { contactedRoute } from './routes/contacted.ts';
import { eventsRoute } from './routes/events.ts';
import { healthAnswer } from './routes/health.ts';
import { messageRoute } from './routes/message.ts';
import { photoSlots } from './routes/photo-slots.ts';
import { retryAll, retryRoute } from './routes/retry.ts';

export function createContactHandler(deps: ContactHandlerDeps) {
  const { db, config, waitUntil, alongside } = deps;
  const { log, delivery, push, owner, followUp, limits, photos, reviews } = wire(deps);
  const { retrySecret } = config;

  /** The entries, by what follows the function's name; the retry entry only with its secret. */
  const routes: Record<string, Route> = {
    [functionRoutes.message]: {
      methods: ['POST'],
      fromBrowsers: true,
      answer: messageRoute({ config, delivery, limits, push, waitUntil, alongside }),
    },
    [functionRoutes.photoSlots]: {
      methods: ['POST'],
      fromBrowsers: true,
      answer: (request, context) => photoSlots(photos, request, context),
    },
    [functionRoutes.health]: { methods: ['GET', 'HEAD'], answer: () => healthAnswer(db) },
    [functionRoutes.contacted]: {
      methods: ['GET', 'POST'],
      fromBrowsers: true,
      answer: contactedRoute(db, config),
    },
    [functionRoutes.events]: {
      methods: ['POST'],
      fromBrowsers: true,
      answer: eventsRoute(db, config, limits),
    },
    [functionRoutes.pushKey]: { methods: ['GET'], fromBrowsers: true, answer: owner.key },
    [functionRoutes.pushSubscription]: {
      methods: ['POST', 'DELETE'],
      fromBrowsers: true,
      answer: owner.subscription,
    },
    [functionRoutes.pushTest]: { methods: ['POST'], fromBrowsers: true, answer: owner.test },
    [functionRoutes.devices]: {
      methods: ['POST', 'DELETE'],
      fromBrowsers: true,
      answer: owner.devices,
    },
    [functionRoutes.alertsLink]: {
      methods: ['POST'],
      fromBrowsers: true,
      answer: owner.alertsLink,
    },
    ...reviews.routes,
    ...(retrySecret && {
      [functionRoutes.retry]: {
        methods: ['POST'],
        answer: retryRoute(delivery, retrySecret, followUp, reviews),
      },
    }),
  };

  /** Which route, which method, which origin; a refusal as its JSON answer. */
  async function route(request: Request, remoteAddress?: string): Promise<Reply> {
    const path = new URL(request.url).pathname.replace(/\/+$/, '');
    const found = Object.entries(routes).find(([tail]) =>
      path.endsWith(`/${functionName}${tail}`),
    )?.[1];
    const origin = request.headers.get('origin');
    const cors = found?.fromBrowsers ? corsHeaders(origin, config.allowedOrigins) : {};
    try {
      if (!found) throw new HttpError(404, 'not_found', 'Not found');
      if (found.fromBrowsers && request.method === 'OPTIONS')
        return preflight(cors, [...found.methods, 'OPTIONS']);
      if (!found.methods.includes(request.method)) {
        const allow = [...found.methods, ...(found.fromBrowsers ? ['OPTIONS'] : [])];
        throw new HttpError(405, 'bad_method', `Use ${found.methods[0]}.`, {
          Allow: allow.join(', '),
        });
      }
      // No Origin at all is a server or an old browser, not another site: let it through.
      if (found.fromBrowsers && origin !== null && !isAllowed(cors))
        throw new HttpError(403, 'origin_refused', 'This site may not send messages here.');
      return await found.answer(request, { remoteAddress, cors });
    } catch (error) {
      if (error instanceof HttpError) return errorReply(error, cors);
      throw error;
    }
  }

  /** The retry on its own, for a runtime that schedules it itself (`npm start`'s timer). */
  const retryNow = () => retryAll(delivery, followUp, reviews);

  /** Every request: an id, one log line, and a 500 for anything unforeseen. */
  async function handle(request: Request, info: Pick<RouteContext, 'remoteAddress'> = {}) {
    const started = Date.now();
    const requestId = crypto.randomUUID();
    let reply: Reply;
    try {
      reply = await route(request, info.remoteAddress);
    } catch (error) {
      log({ event: 'contact_error', request_id: requestId, error: String(error).slice(0, 200) });
      reply = errorReply(
        new HttpError(500, 'error', 'Something went wrong on our side. Please call us.'),
        corsHeaders(request.headers.get('origin'), config.allowedOrigins),
      );
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
