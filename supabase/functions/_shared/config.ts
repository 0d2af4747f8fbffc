/**
 * The function's settings, read from the same variable names in Supabase secrets (Deno.env) and
 * for `npm start` (process.env). A malformed value throws at start, naming the variable.
 */
export type ContactConfig = {
  /** Origins allowed to post from a browser; empty means any (only before it is configured). */
  allowedOrigins: string[];
  /** Where plain-HTML posts are redirected: SITE_URL + /contact/thank-you/ or /contact/not-sent/. */
  siteUrl: string;
  contactTo: string[];
  contactFrom: string;
  /** Messages per window per client address; 0 turns the limit off. */
  rateLimit: { count: number; windowSeconds: number };
  /** Unset: the retry entry answers 404. */
  retrySecret?: string;
};

export type EnvReader = (name: string) => string | undefined;

function originOf(value: string, name: string) {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    return url.origin;
  } catch {
    throw new Error(`${name}: "${value}" is not an http(s) URL`);
  }
}

function parseRateLimit(value: string | undefined) {
  if (value === undefined || value.trim() === '') return { count: 5, windowSeconds: 600 };
  if (value.trim() === '0') return { count: 0, windowSeconds: 0 };
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
    throw new Error(`CONTACT_RATE_LIMIT: "${value}" is not "messages/seconds" (e.g. 5/600) or 0`);
  return { count: Number(match[1]), windowSeconds: Number(match[2]) };
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Reads the configuration; `defaults` fill what the environment leaves unset. */
export function readConfig(env: EnvReader, defaults: Partial<Record<string, string>> = {}) {
  const get = (name: string) => env(name)?.trim() || defaults[name];
  const allowedOrigins = list(get('ALLOWED_ORIGINS')).map((origin) =>
    originOf(origin, 'ALLOWED_ORIGINS'),
  );
  const site = get('SITE_URL') ?? allowedOrigins[0];
  if (!site) throw new Error('SITE_URL: not set (where plain-HTML posts are redirected)');
  const config: ContactConfig = {
    allowedOrigins,
    siteUrl: originOf(site, 'SITE_URL') + new URL(site).pathname.replace(/\/+$/, ''),
    contactTo: list(get('CONTACT_TO')),
    contactFrom: get('CONTACT_FROM') ?? '',
    rateLimit: parseRateLimit(get('CONTACT_RATE_LIMIT')),
    retrySecret: get('CONTACT_RETRY_SECRET') || undefined,
  };
  return config;
}
