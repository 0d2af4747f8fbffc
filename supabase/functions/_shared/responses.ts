/** The function's answers: JSON for the form's fetch, 303 to a page of the site for plain HTML. */

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  });

/** Where a plain-HTML post lands: built from SITE_URL, never from the request. */
export function seeOther(siteUrl: string, page: 'thank-you' | 'not-sent', reason?: string) {
  const location = `${siteUrl}/contact/${page}/${reason ? `?reason=${reason}` : ''}`;
  return new Response(`<!doctype html><title>See other</title><a href="${location}">Continue</a>`, {
    status: 303,
    headers: { Location: location, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
