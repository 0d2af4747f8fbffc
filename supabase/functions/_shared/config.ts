import { functionPath, parseDays } from './contract.ts';

/**
 * The function's settings, read from the same variable names in Supabase secrets (Deno.env) and
 * for `npm start` (process.env). A malformed value throws at start, naming the variable and never
 * its value: a value may be a secret (a webhook URL carries its token).
 */
export type ContactConfig = {
  /**
   * Origins allowed to post from a browser: ALLOWED_ORIGINS, else SITE_URL's origin and its other
   * form (www. added or removed: both serve the site). Never `*`.
   */
  allowedOrigins: string[];
  /** Where plain-HTML posts are redirected: SITE_URL + the form's result page (contract.ts). */
  siteUrl: string;
  contactTo: string[];
  contactFrom: string;
  /** Messages per window per client address; 0 turns the limit off. */
  rateLimit: PerWindow;
  /** E-mails per window; past it messages wait for a digest. 0 turns the budget off. */
  emailBudget: PerWindow;
  /** E-mails one sender may have in the budget's window; past it only theirs wait. */
  senderShare: number;
  /** Undelivered messages past which a visitor is asked to call; 0 turns it off. */
  undeliveredCeiling: number;
  /** Photo slots handed out project-wide per UTC day; past it, photo-slots answers 503. 0: off. */
  photosPerDay: number;
  /**
   * Megabytes (10^6 bytes) the photos may hold in Storage, slots not yet uploaded included; past
   * it the oldest e-mailed photos are deleted to make room, else photo-slots answers 503.
   */
  photoStorageMb: number;
  /** The header the platform writes the client address in; unset: the default chain. */
  clientIpHeader?: string;
  /** Where owner alerts are POSTed (Slack or Discord style JSON); unset: no alerts. */
  webhookUrl?: string;
  /** The client-hash HMAC key; unset: the one the migration generated. */
  hashSecret?: string;
  /** Messages older than this many days (at least 30) are deleted by the retry entry, once the owner was told of them. */
  retentionDays: number;
  /** Unset: the retry entry answers 404 (and on the platform the start log says so). */
  retrySecret?: string;
  /**
   * The HMAC key of the links the function signs for the owner (owner/signed-link.ts); unset:
   * the e-mail carries none.
   */
  linkSecret?: string;
  /**
   * The function's public address, for the links it signs: SUPABASE_URL (Supabase sets it) +
   * its path (contract.ts). Unset: the e-mail links the site's page instead.
   */
  functionUrl?: string;
  /** Minutes after its e-mail a request not marked called back is brought back once. */
  followUpMinutes: number;
  /** Days after a review request its one reminder goes, when the review page was not opened. */
  reviewReminderDays: number;
  /** Web Push to the owner's phones (owner/push.ts); unset: no push, and no alerts link. */
  vapid?: VapidKeys;
  /** Hosts a push endpoint may also be on, over http too: the tests' and `npm start`'s stand-ins. */
  pushTestHosts: string[];
};

/** The application server's P-256 key pair (base64url, raw) and its contact (RFC 8292). */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

type PerWindow = { count: number; windowSeconds: number };

export type EnvReader = (name: string) => string | undefined;

function originOf(value: string, name: string) {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    return url.origin;
  } catch {
    throw new Error(`${name}: not an http(s) URL`);
  }
}

/**
 * The origin and its other form: https://www.example.com and https://example.com, either way
 * round. An address that is not a domain name (an IP, localhost) has none.
 */
function withOtherForm(origin: string) {
  const url = new URL(origin);
  const host = url.hostname;
  if (!/\.[a-z]/i.test(host)) return [origin];
  url.hostname = /^www\.[^.]+\./.test(host) ? host.slice(4) : `www.${host}`;
  return [origin, url.origin];
}

/** "count/seconds" (e.g. 5/600), or 0 for off. */
function parsePerWindow(name: string, value: string | undefined, fallback: PerWindow): PerWindow {
  if (value === undefined || value.trim() === '') return fallback;
  if (value.trim() === '0') return { count: 0, windowSeconds: 0 };
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
    throw new Error(
      `${name}: not "count/seconds" (e.g. ${fallback.count}/${fallback.windowSeconds}) or 0`,
    );
  return { count: Number(match[1]), windowSeconds: Number(match[2]) };
}

/** A whole number, at least `min`, or the fallback when unset. */
function parseCount(name: string, value: string | undefined, fallback: number, min = 0) {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\s*\d+\s*$/.test(value) || Number(value) < min)
    throw new Error(`${name}: not a whole number of at least ${min}`);
  return Number(value);
}

/** The bytes of a base64url value, or null when it is not one. */
function base64urlBytes(value: string) {
  if (!/^[\w-]+={0,2}$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * The three VAPID settings, all or none: a raw uncompressed P-256 public key (65 bytes, 0x04
 * first), its 32-byte private scalar, and a mailto: or https: contact for the push services.
 */
function readVapid(get: (name: string) => string | undefined): VapidKeys | undefined {
  const names = ['CONTACT_VAPID_PUBLIC_KEY', 'CONTACT_VAPID_PRIVATE_KEY', 'CONTACT_VAPID_SUBJECT'];
  const [publicKey, privateKey, subject] = names.map(get);
  if (!publicKey && !privateKey && !subject) return undefined;
  const missing = names.find((name) => !get(name));
  if (missing) throw new Error(`${missing}: not set (the three VAPID settings go together)`);
  const point = base64urlBytes(publicKey!);
  if (point?.length !== 65 || point[0] !== 4)
    throw new Error('CONTACT_VAPID_PUBLIC_KEY: not a base64url raw P-256 public key (65 bytes)');
  if (base64urlBytes(privateKey!)?.length !== 32)
    throw new Error('CONTACT_VAPID_PRIVATE_KEY: not a base64url raw P-256 private key (32 bytes)');
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject!))
    throw new Error('CONTACT_VAPID_SUBJECT: not a mailto: address or an https: URL');
  return { publicKey: publicKey!, privateKey: privateKey!, subject: subject! };
}

/**
 * CONTACT_FROM as a mailbox: `Name <address>` with any display name a mailbox takes, in double
 * quotes or not, or the address alone. A name with one of RFC 5322's specials (a comma, a full
 * stop, a colon…) goes out in double quotes; an apostrophe needs none (Joe's Concrete <…>).
 */
function parseMailbox(value: string | undefined) {
  if (!value) return '';
  const address = '([^<>\\s@"]+@[^<>\\s@"]+)';
  const match = new RegExp(`^(?:(.*?)\\s*<${address}>|${address})$`).exec(value.trim());
  if (!match)
    throw new Error(
      "CONTACT_FROM: not a name and an address (Joe's Concrete <leads@example.com>) or an address",
    );
  if (match[3]) return match[3];
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(match[1]!);
  const name = quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : match[1]!;
  if (!name.trim()) return match[2]!;
  const phrase = /^[^()<>[\]:;@\\,."\p{Cc}]+$/u.test(name);
  return `${phrase ? name : `"${name.replace(/["\\]/g, '\\$&')}"`} <${match[2]}>`;
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
  // Resend's free plan sends 100 e-mails a day and 3,000 a month: 80 a day leaves room for the
  // owner's own mail, and a flood that lasts the whole month still spends at most 2,400.
  const emailBudget = parsePerWindow('CONTACT_EMAIL_BUDGET', get('CONTACT_EMAIL_BUDGET'), {
    count: 80,
    windowSeconds: 86_400,
  });
  // The retry entry keeps the budget's record for a day (contact_purge).
  if (emailBudget.windowSeconds > 86_400)
    throw new Error(`CONTACT_EMAIL_BUDGET: the window may be at most 86400 seconds (a day)`);
  const rateLimit = parsePerWindow('CONTACT_RATE_LIMIT', get('CONTACT_RATE_LIMIT'), {
    count: 5,
    windowSeconds: 600,
  });
  // The retry entry keeps counted posts for a day (contact_forget_hits).
  if (rateLimit.windowSeconds > 86_400)
    throw new Error(`CONTACT_RATE_LIMIT: the window may be at most 86400 seconds (a day)`);
  const linkSecret = get('CONTACT_LINK_SECRET');
  if (linkSecret && linkSecret.length < 32)
    throw new Error('CONTACT_LINK_SECRET: shorter than 32 characters');
  const pushTestHosts = list(get('CONTACT_PUSH_TEST_HOSTS')).map((host) => {
    if (!/^[a-z0-9.-]+$/i.test(host))
      throw new Error(
        'CONTACT_PUSH_TEST_HOSTS: not a comma-separated list of host names (no port)',
      );
    return host.toLowerCase();
  });
  const config: ContactConfig = {
    allowedOrigins: allowedOrigins.length ? allowedOrigins : withOtherForm(siteOrigin),
    siteUrl: siteOrigin + new URL(site).pathname.replace(/\/+$/, ''),
    contactTo: list(get('CONTACT_TO')),
    contactFrom: parseMailbox(get('CONTACT_FROM')),
    rateLimit,
    emailBudget,
    // An eighth of the budget (10 of 80 a day): far more than one visitor writes, and a flood
    // from one sender leaves the rest of the day's e-mails to everyone else.
    senderShare: parseCount(
      'CONTACT_SENDER_SHARE',
      get('CONTACT_SENDER_SHARE'),
      Math.max(1, Math.ceil(emailBudget.count / 8)),
      1,
    ),
    // About 2,000 rows of at most 6 KB: 12 MB, far from the free plan's 500 MB.
    undeliveredCeiling: parseCount(
      'CONTACT_UNDELIVERED_CEILING',
      get('CONTACT_UNDELIVERED_CEILING'),
      2_000,
    ),
    // 200 photos of at most 600 KiB: 123 MB a day. Unattached uploads go a day after their slot,
    // so a flood holds at most two days' worth (246 MB) of the free plan's 1 GB at once.
    photosPerDay: parseCount('CONTACT_PHOTOS_PER_DAY', get('CONTACT_PHOTOS_PER_DAY'), 200),
    // 600 MB of the free plan's 1 GB of Storage: the rest is the owner's, whatever else is there.
    photoStorageMb: parseCount('CONTACT_PHOTO_STORAGE_MB', get('CONTACT_PHOTO_STORAGE_MB'), 600, 1),
    clientIpHeader: get('CONTACT_CLIENT_IP_HEADER')?.toLowerCase() || undefined,
    webhookUrl: webhookUrl || undefined,
    hashSecret: get('CONTACT_HASH_SECRET') || undefined,
    retentionDays: parseDays(get('CONTACT_RETENTION_DAYS')),
    retrySecret: get('CONTACT_RETRY_SECRET') || undefined,
    linkSecret: linkSecret || undefined,
    functionUrl: get('SUPABASE_URL')
      ? `${originOf(get('SUPABASE_URL')!, 'SUPABASE_URL')}${functionPath}`
      : undefined,
    followUpMinutes: parseCount(
      'CONTACT_FOLLOW_UP_MINUTES',
      get('CONTACT_FOLLOW_UP_MINUTES'),
      60,
      1,
    ),
    reviewReminderDays: parseCount(
      'CONTACT_REVIEW_REMINDER_DAYS',
      get('CONTACT_REVIEW_REMINDER_DAYS'),
      5,
      1,
    ),
    vapid: readVapid(get),
    pushTestHosts,
  };
  return config;
}

/** Supabase's hosted runtime, as its documentation tells it apart: SB_REGION and SB_EXECUTION_ID. */
export const onSupabase = (env: EnvReader) => Boolean(env('SB_REGION') || env('SB_EXECUTION_ID'));

/**
 * The database URL: CONTACT_DB_URL. Without it, SUPABASE_DB_URL (the owner's direct connection),
 * with a warning, except on Supabase's hosted runtime, where that needs
 * CONTACT_ALLOW_OWNER_CONNECTION=true: a missing or misspelt secret must not silently run the
 * function as the owner.
 */
export function databaseUrlFrom(env: EnvReader): { url: string; warning?: string } {
  const url = env('CONTACT_DB_URL')?.trim();
  if (url) return { url };
  const owner = env('SUPABASE_DB_URL')?.trim();
  if (!owner) throw new Error('CONTACT_DB_URL: not set (nor SUPABASE_DB_URL)');
  if (onSupabase(env) && env('CONTACT_ALLOW_OWNER_CONNECTION')?.trim() !== 'true')
    throw new Error(
      'CONTACT_DB_URL: not set. Set it to the transaction pooler URL of the contact_function role (docs/contact-function.md), or set CONTACT_ALLOW_OWNER_CONNECTION=true to run as the owner',
    );
  return {
    url: owner,
    warning:
      'CONTACT_DB_URL is not set: using SUPABASE_DB_URL, the owner role on a direct connection. Set CONTACT_DB_URL to the transaction pooler URL of the contact_function role (docs/contact-function.md).',
  };
}
