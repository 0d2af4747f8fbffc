/** The function's answers: JSON for the form's fetch, 303 to a page of the site for plain HTML. */
import { languageBases, linkedPages, type ContactLanguage } from '../contract.ts';
import type { HttpError } from './request.ts';

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  });

/** A 303 to a page of the site (built from SITE_URL and the route's own parts, never the request). */
export const seeSitePage = (location: string) =>
  new Response(`<!doctype html><title>See other</title><a href="${location}">Continue</a>`, {
    status: 303,
    headers: { Location: location, 'Content-Type': 'text/html; charset=utf-8' },
  });

/**
 * Where a plain-HTML post lands: the form's result page in the form's language, with the reason
 * it was not sent.
 */
export const seeOther = (
  siteUrl: string,
  page: 'thankYou' | 'notSent',
  language: ContactLanguage,
  reason?: string,
) =>
  seeSitePage(
    `${siteUrl}${languageBases[language]}${linkedPages[page]}${reason ? `?reason=${reason}` : ''}`,
  );

/** A route's answer, and what the request's log line says about it. */
export type Reply = {
  response: Response;
  outcome: string;
  messageId?: string;
  delivery?: string;
  /** Which header gave the client address (never the address): for the deploy's header check. */
  clientIpFrom?: string;
};

/**
 * What a route learns besides the request: the peer's address as the runtime knows it (used when
 * no proxy names one), and the CORS headers its answers carry.
 */
export type RouteContext = { remoteAddress?: string; cors: Record<string, string> };

/** An entry of the function (contact-handler.ts's table). */
export type Route = {
  /** The methods it answers; any other gets 405 with an Allow header. */
  methods: string[];
  /** Browsers post to it: it answers their preflight, refuses other sites and carries CORS. */
  fromBrowsers?: boolean;
  answer: (request: Request, context: RouteContext) => Promise<Reply>;
};

/** An HttpError (a refusal, or the 500 for anything unforeseen) as its JSON answer. */
export function errorReply(error: HttpError, headers: Record<string, string>): Reply {
  const body = error.fields
    ? { error: error.message, fields: error.fields }
    : { error: error.message };
  return {
    response: json(error.status, body, { ...headers, ...error.headers }),
    outcome: error.outcome,
  };
}
