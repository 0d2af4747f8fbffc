/**
 * One call of the function from a page of the site (the owner's pages and the review pages):
 * JSON in and out, with the gateway's headers. Never throws: the answer comes back as its status
 * (0 for none at all) and its JSON body, `{}` when it had none.
 */
import { gatewayHeaders } from './outbox/send-contact';

export type FunctionAnswer<Body> = { status: number; body: Body };

export async function callFunction<Body extends object>(
  url: string,
  method: string,
  body?: object,
): Promise<FunctionAnswer<Body>> {
  try {
    const response = await fetch(url, {
      method,
      headers: body ? { 'Content-Type': 'application/json', ...gatewayHeaders } : gatewayHeaders,
      ...(body && { body: JSON.stringify(body) }),
    });
    const parsed: unknown = await response.json().catch(() => ({}));
    return {
      status: response.status,
      body: (parsed && typeof parsed === 'object' ? parsed : {}) as Body,
    };
  } catch {
    return { status: 0, body: {} as Body };
  }
}

/** A time as the owner's pages show it: "Dec 7, 2026, 2:33 PM". */
export const shownTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
