import {
  functionPath,
  type ContactLanguage,
  type ContactMessage,
} from '@/supabase/functions/_shared/contract';

const base = (process.env.NEXT_PUBLIC_SUPABASE_URL ?? '').replace(/\/+$/, '');
const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '';

/** What Supabase's gateway asks of a browser's request to the function (none for `npm start`). */
export const gatewayHeaders: Record<string, string> = anonKey
  ? { apikey: anonKey, Authorization: `Bearer ${anonKey}` }
  : {};

/**
 * The send-contact-email function. Without NEXT_PUBLIC_SUPABASE_URL the form posts to this
 * origin, answered by `npm start`. The form's plain-HTML `action` is the same URL.
 */
export const contactEndpoint = `${base}${functionPath}`;

/** This edition's language (lib/locale.ts; NEXT_PUBLIC_SITE_LOCALE is inlined at build). */
const language: ContactLanguage = process.env.NEXT_PUBLIC_SITE_LOCALE === 'es' ? 'es' : 'en';

/**
 * Where a message goes: the function, told the form's language when it is not English, so the
 * owner is told to answer in Spanish and a plain-HTML post lands on the Spanish result page.
 */
const messageUrl = (endpoint: string, of: ContactLanguage = 'en') =>
  of === 'en' ? endpoint : `${endpoint}?lang=${of}`;

/** The form's plain-HTML `action`: the function, in this edition's language. */
export const messageEndpoint = messageUrl(contactEndpoint, language);

const sendTimeoutMs = 15_000;

/** The headers every request to the function carries (Supabase's gateway wants the anon key). */
const sendHeaders: Record<string, string> = {
  'Content-Type': 'application/json',
  ...gatewayHeaders,
};

/**
 * Where and how a request goes: the function's URL, the origin its signed upload URLs are paths
 * on, and the headers: this build's, for the form and for a queued request alike.
 */
export type SendTarget = {
  endpoint: string;
  uploadBase: string;
  headers: Record<string, string>;
  /** The form's language; a queued request's own replaces it (lib/outbox/send-queued.ts). */
  language?: ContactLanguage;
};

/** This build's target. */
export const sendTarget: SendTarget = {
  endpoint: contactEndpoint,
  uploadBase: contactEndpoint.slice(0, -functionPath.length),
  headers: sendHeaders,
  language,
};

export type SendResult =
  | { ok: true }
  | {
      ok: false;
      reason: 'offline' | 'timeout' | 'network' | 'http';
      status?: number;
      /** Seconds to wait, when the function says so (429, 503). */
      retryAfter?: number;
    };

/**
 * Posts one message. Never throws: every failure comes back as a reason the form can show.
 * The same `idempotencyKey` on a retry makes the function answer "sent" without a second copy.
 * The key travels in the JSON body, not as a header: Supabase's gateway may answer the CORS
 * preflight allowing only `authorization, x-client-info, apikey, content-type` (supabase#41334).
 */
export async function sendContactMessage(
  message: ContactMessage,
  idempotencyKey: string,
  /** The photos' upload slots and how many failed (lib/outbox/send-photos.ts). */
  photos?: { photos: string[]; photosFailed: number },
  to: SendTarget = sendTarget,
): Promise<SendResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return { ok: false, reason: 'offline' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), sendTimeoutMs);
  try {
    const response = await fetch(messageUrl(to.endpoint, to.language), {
      method: 'POST',
      headers: to.headers,
      body: JSON.stringify({ ...message, ...photos, idempotencyKey }),
      signal: controller.signal,
    });
    // The answer is only logged; the form reads nothing from it but its status.
    console.info(
      'send-contact-email answered',
      response.status,
      await response.text().catch(() => ''),
    );
    if (response.ok) return { ok: true };
    const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
    return { ok: false, reason: 'http', status: response.status, retryAfter };
  } catch (error) {
    console.error('send-contact-email failed', error);
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
