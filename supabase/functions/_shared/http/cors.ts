/**
 * CORS for the contact entry, in the layout of Supabase's own `_shared/cors.ts`: the headers an
 * answer carries and the preflight's answer. An origin is allowed only if it may post (never `*`).
 */

/** What the form's fetch may send; Supabase's gateway answers preflights with this list too. */
const allowedHeaders = 'authorization, x-client-info, apikey, content-type, idempotency-key';

/** Lets `origin` read the answer if it may post; otherwise only `Vary`. */
export function corsHeaders(
  origin: string | null,
  allowedOrigins: string[],
): Record<string, string> {
  if (origin && allowedOrigins.includes(origin))
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Expose-Headers': 'Retry-After, X-Request-Id',
      Vary: 'Origin',
    };
  return { Vary: 'Origin' };
}

export const isAllowed = (cors: Record<string, string>) => 'Access-Control-Allow-Origin' in cors;

/** The answer to an OPTIONS request: 204 with the grant, or 403 without one. */
export function preflight(cors: Record<string, string>, methods = ['POST', 'OPTIONS']) {
  if (!isAllowed(cors))
    return {
      response: new Response(null, { status: 403, headers: cors }),
      outcome: 'preflight_refused',
    };
  return {
    response: new Response(null, {
      status: 204,
      headers: {
        ...cors,
        'Access-Control-Allow-Methods': methods.join(', '),
        'Access-Control-Allow-Headers': allowedHeaders,
      },
    }),
    outcome: 'preflight',
  };
}
