/**
 * GET and POST .../send-contact-email/contacted?t=<token>: the "Mark as called back" link of one
 * request (owner/contacted-link.ts). GET changes nothing, since mail scanners open links: it sends
 * the browser on to the site's page (Supabase serves a function's GET HTML as plain text), whose
 * one button POSTs the same address. POST records the time in the message's `contacted_at` (the
 * first time stays) and says when: JSON to the page's fetch, a 303 back to the page for a plain
 * HTML post. A token not signed for this purpose with CONTACT_LINK_SECRET, or expired, is 403.
 */
import type { ContactConfig } from '../config.ts';
import type { Database } from '../database/database.ts';
import { HttpError } from '../http/request.ts';
import { json, seeSitePage, type Reply, type RouteContext } from '../http/responses.ts';
import { contactedLinkOf, contactedPageUrl } from '../owner/contacted-link.ts';

type MarkRow = { contacted_at: Date | string; already: boolean };

export function contactedRoute(db: Database, config: ContactConfig) {
  return async function markContacted(request: Request, { cors }: RouteContext): Promise<Reply> {
    const { id, token } = contactedLinkOf(request, config);
    const page = contactedPageUrl(config.siteUrl, token);
    if (request.method === 'GET')
      return { response: seeSitePage(page), outcome: 'contacted_page', messageId: id };
    await request.body?.cancel();
    const [row] = await db.query<MarkRow>(
      'select contacted_at, already from public.contact_mark_contacted($1)',
      [id],
    );
    if (!row) throw new HttpError(404, 'message_gone', 'This request is no longer kept.');
    const contactedAt = new Date(row.contacted_at).toISOString();
    const plainForm = (request.headers.get('content-type') ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    return {
      response: plainForm
        ? seeSitePage(`${page}&done=${encodeURIComponent(contactedAt)}`)
        : json(200, { contactedAt, already: row.already }, cors),
      outcome: row.already ? 'contacted_already' : 'contacted',
      messageId: id,
    };
  };
}
