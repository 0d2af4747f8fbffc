/**
 * The function's settings, read from the same variable names in Supabase secrets (Deno.env) and
 * for `npm start` (process.env). A malformed value throws at start, naming the variable.
 */
export type ContactConfig = {
  /** Origins allowed to post from a browser: ALLOWED_ORIGINS, else SITE_URL's origin. Never `*`. */
  allowedOrigins: string[];
  /** Where plain-HTML posts are redirected: SITE_URL + /contact/thank-you/ or /contact/not-sent/. */
  siteUrl: string;
  contactTo: string[];
  contactFrom: string;
  /** Messages per window per client address; 0 turns the limit off. */
  rateLimit: PerWindow;
  /** E-mails per window; past it messages wait for one digest. 0 turns the budget off. */
  emailBudget: PerWindow;
  /** The header the platform writes the client address in; unset: the default chain. */
  clientIpHeader?: string;
  /** Where owner alerts are POSTed (Slack or Discord style JSON); unset: no alerts. */
  webhookUrl?: string;
  /** The client-hash HMAC key; unset: the one the migration generated. */
  hashSecret?: string;
  /** Messages older than this many days are deleted by the retry entry. */
  retentionDays: number;
  /** Unset: the retry entry answers 404. */
  retrySecret?: string;
};

type PerWindow = { count: number; windowSeconds: number };

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

/** "count/seconds" (e.g. 5/600), or 0 for off. */
function parsePerWindow(name: string, value: string | undefined, fallback: PerWindow): PerWindow {
  if (value === undefined || value.trim() === '') return fallback;
  if (value.trim() === '0') return { count: 0, windowSeconds: 0 };
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
    throw new Error(
      `${name}: "${value}" is not "count/seconds" (e.g. ${fallback.count}/${fallback.windowSeconds}) or 0`,
    );
  return { count: Number(match[1]), windowSeconds: Number(match[2]) };
}

function parseDays(value: string | undefined) {
  if (value === undefined || value.trim() === '') return 730;
  if (!/^\s*\d+\s*$/.test(value) || Number(value) < 1)
    throw new Error(`CONTACT_RETENTION_DAYS: "${value}" is not a whole number of days`);
  return Number(value);
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
  if (!site)
    throw new Error(
      "neither ALLOWED_ORIGINS nor SITE_URL is set: set SITE_URL to the site's address (its origin may post; plain-HTML posts are redirected there)",
    );
  const siteOrigin = originOf(site, 'SITE_URL');
  const webhookUrl = get('CONTACT_WEBHOOK_URL');
  if (webhookUrl) originOf(webhookUrl, 'CONTACT_WEBHOOK_URL');
  const emailBudget = parsePerWindow('CONTACT_EMAIL_BUDGET', get('CONTACT_EMAIL_BUDGET'), {
    count: 30,
    windowSeconds: 3600,
  });
  // The retry entry keeps the budget's record for a day (contact_purge).
  if (emailBudget.windowSeconds > 86_400)
    throw new Error(`CONTACT_EMAIL_BUDGET: the window may be at most 86400 seconds (a day)`);
  const config: ContactConfig = {
    allowedOrigins: allowedOrigins.length ? allowedOrigins : [siteOrigin],
    siteUrl: siteOrigin + new URL(site).pathname.replace(/\/+$/, ''),
    contactTo: list(get('CONTACT_TO')),
    contactFrom: get('CONTACT_FROM') ?? '',
    rateLimit: parsePerWindow('CONTACT_RATE_LIMIT', get('CONTACT_RATE_LIMIT'), {
      count: 5,
      windowSeconds: 600,
    }),
    emailBudget,
    clientIpHeader: get('CONTACT_CLIENT_IP_HEADER')?.toLowerCase() || undefined,
    webhookUrl: webhookUrl || undefined,
    hashSecret: get('CONTACT_HASH_SECRET') || undefined,
    retentionDays: parseDays(get('CONTACT_RETENTION_DAYS')),
    retrySecret: get('CONTACT_RETRY_SECRET') || undefined,
  };
  return config;
}
