import type { ContactMessage } from '@/supabase/functions/_shared/contact-schema';

const base = (process.env.NEXT_PUBLIC_SUPABASE_URL ?? '').replace(/\/+$/, '');
const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '';

/** Without NEXT_PUBLIC_SUPABASE_URL the form posts to this origin, answered by `npm start`. */
const contactEndpoint = `${base}/functions/v1/send-contact-email`;

const sendTimeoutMs = 15_000;

export type SendResult =
  { ok: true } | { ok: false; reason: 'offline' | 'timeout' | 'network' | 'http'; status?: number };

/** Posts one message. Never throws: every failure comes back as a reason the form can show. */
export async function sendContactMessage(message: ContactMessage): Promise<SendResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return { ok: false, reason: 'offline' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), sendTimeoutMs);
  try {
    const response = await fetch(contactEndpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(anonKey ? { apikey: anonKey, Authorization: `Bearer ${anonKey}` } : {}),
      },
      body: JSON.stringify(message),
      signal: controller.signal,
    });
    // The answer is only logged; the form reads nothing from it.
    console.info(
      'send-contact-email answered',
      response.status,
      await response.text().catch(() => ''),
    );
    return response.ok ? { ok: true } : { ok: false, reason: 'http', status: response.status };
  } catch (error) {
    console.error('send-contact-email failed', error);
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
