/**
 * POST .../send-contact-email/events: one tap or form step, `{ "page": "/path/", "kind": ... }`,
 * as JSON or as the text/plain that navigator.sendBeacon sends (a CORS "simple" request that
 * reads no answer). Added to the day's count for that page and kind; nothing else is kept: no
 * address, agent, cookie or identifier. Counted against the sender's keys like the form
 * (intake/limits.ts), under keys of their own, so taps never use up a visitor's messages.
 * Whatever is sent, a day holds at most 200 rows of counts: past that, a page not yet counted
 * that day adds to the day's "other pages" row of its kind (contact_count_page_event, in
 * supabase/migrations/20261207110000_count_caps.sql), and the weekly report names only the
 * site's own pages (delivery/site-pages.ts). A count for a fixed page no visitor's count comes
 * from (the owner's pages, the offline page: `uncountedPaths` in the contract) is refused like
 * any page that is not the site's.
 */
import type { ContactConfig } from '../config.ts';
import { eventKinds, type EventKind } from '../contract.ts';
import type { Database } from '../database/database.ts';
import { uncountedSitePaths } from '../delivery/site-pages.ts';
import { clientAddressOf } from '../http/client-address.ts';
import { HttpError, readText } from '../http/request.ts';
import type { Reply, RouteContext } from '../http/responses.ts';
import type { Limits } from '../intake/limits.ts';

/** A beacon's body is a few dozen bytes; anything near this is not one. */
const maxEventBytes = 1024;
/**
 * The site's paths as the build writes them (lib/content/site-pages.ts): lower-case segments of
 * letters, digits and hyphens, each ending in a slash. A request does not wait for the site's
 * list (its sitemap): the shape is checked here, the count of rows in the database.
 */
const sitePath = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/){0,4}$/;
const maxPathLength = 120;

function eventOf(text: string, uncounted: Set<string>) {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'bad_json', 'The request body is not valid JSON.');
  }
  const { page, kind } = (body ?? {}) as { page?: unknown; kind?: unknown };
  if (
    typeof page !== 'string' ||
    page.length > maxPathLength ||
    !sitePath.test(page) ||
    uncounted.has(page)
  )
    throw new HttpError(400, 'bad_page', 'Not a page of this site.');
  if (!eventKinds.includes(kind as EventKind))
    throw new HttpError(400, 'bad_kind', 'Not a kind of event this site counts.');
  return { page, kind: kind as string };
}

export function eventsRoute(db: Database, config: ContactConfig, limits: Limits) {
  const uncounted = uncountedSitePaths(config.siteUrl);
  return async function countEvent(
    request: Request,
    { remoteAddress, cors }: RouteContext,
  ): Promise<Reply> {
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'text/plain')
      throw new HttpError(415, 'bad_type', 'Send the event as JSON.', {
        Accept: 'application/json, text/plain',
      });
    const { page, kind } = eventOf(await readText(request, maxEventBytes), uncounted);
    const client = clientAddressOf(request.headers, config.clientIpHeader, remoteAddress);
    const keys = (await limits.keysOf(client)).map((key) => ({
      ...key,
      hash: `event:${key.hash}`,
    }));
    const [row] = await db.query<{ wait: number | null }>(
      'select public.contact_count_page_event($1::text::jsonb, $2, $3, $4) as wait',
      [
        JSON.stringify(config.rateLimit.count > 0 ? keys : []),
        config.rateLimit.count > 0 ? config.rateLimit.windowSeconds : 0,
        page,
        kind,
      ],
    );
    if (row?.wait)
      throw new HttpError(429, 'rate_limited', 'Too many events.', {
        'Retry-After': String(row.wait),
      });
    return { response: new Response(null, { status: 204, headers: cors }), outcome: 'counted' };
  };
}
