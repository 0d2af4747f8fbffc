/**
 * The owner pages' calls to the function: the "Mark as called back" button's entry, and the
 * phone-alert page's (docs/contact-function.md#phone-alerts-web-push): the VAPID public key to
 * subscribe with, and the subscription saved, tested or removed under the alerts link's token.
 * Never throws: each answer comes back as a status the page can show.
 */
import { functionRoutes } from '@/supabase/functions/_shared/contract';
import { contactEndpoint, gatewayHeaders } from './outbox/send-contact';

/** The function's owner entries, below its own address (not pages of the site). */
const entries = {
  'push-key': functionRoutes.pushKey,
  'push-subscription': functionRoutes.pushSubscription,
  'push-test': functionRoutes.pushTest,
} as const;

const ownerEndpoint = (route: keyof typeof entries) => `${contactEndpoint}${entries[route]}`;

/** Where the called-back page's button posts its link's token (app/owner/contacted/page.tsx). */
export const contactedEndpoint = `${contactEndpoint}${functionRoutes.contacted}`;

/** The key the browser's push service checks our pushes against; null when push is off. */
export async function fetchPushKey(): Promise<string | null> {
  try {
    const response = await fetch(ownerEndpoint('push-key'), { headers: gatewayHeaders });
    if (!response.ok) return null;
    const { publicKey } = (await response.json()) as { publicKey?: unknown };
    return typeof publicKey === 'string' ? publicKey : null;
  } catch {
    return null;
  }
}

/** POST (or DELETE) with the token; the status, 0 for no answer at all. */
export async function ownerCall(
  route: 'push-subscription' | 'push-test',
  body: { token: string; subscription?: PushSubscriptionJSON },
  method: 'POST' | 'DELETE' = 'POST',
) {
  try {
    const response = await fetch(ownerEndpoint(route), {
      method,
      headers: { 'Content-Type': 'application/json', ...gatewayHeaders },
      body: JSON.stringify(body),
    });
    return response.status;
  } catch {
    return 0;
  }
}

/** The base64url key as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string) {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
