/**
 * The review pages' calls to the function (docs/contact-function.md): the called-back page's lead
 * and its review request, the review page's open and its words, the opt-out. Each carries the
 * link's token as `?t=`. Never throws: each answer comes back as a status (0 for none at all) and
 * its JSON body, `{}` when it had none.
 */
import { functionRoutes } from '@/supabase/functions/_shared/contract';
import { contactEndpoint, gatewayHeaders } from './outbox/send-contact';

const entries = {
  lead: functionRoutes.lead,
  reviewRequest: functionRoutes.reviewRequest,
  reviewOptOut: functionRoutes.reviewOptOut,
  reviewOpened: functionRoutes.reviewOpened,
  reviewWords: functionRoutes.reviewWords,
} as const;
export type ReviewEntry = keyof typeof entries;

/** An entry's address, with the link's token when there is one (a plain form's `action`). */
export function reviewEndpoint(entry: ReviewEntry, token?: string | null) {
  const url = `${contactEndpoint}${entries[entry]}`;
  return token ? `${url}?t=${encodeURIComponent(token)}` : url;
}

export type ReviewAnswer<Body> = { status: number; body: Partial<Body> & { error?: string } };

export async function callReview<Body extends object>(
  entry: ReviewEntry,
  method: 'GET' | 'POST',
  token: string | null,
  body?: object,
): Promise<ReviewAnswer<Body>> {
  try {
    const response = await fetch(reviewEndpoint(entry, token), {
      method,
      headers: body ? { 'Content-Type': 'application/json', ...gatewayHeaders } : gatewayHeaders,
      ...(body && { body: JSON.stringify(body) }),
    });
    const parsed: unknown = await response.json().catch(() => ({}));
    return {
      status: response.status,
      body: parsed && typeof parsed === 'object' ? (parsed as ReviewAnswer<Body>['body']) : {},
    };
  } catch {
    return { status: 0, body: {} };
  }
}

/** The lead a called-back link is about, as `GET contacted/lead` answers. */
export type Lead = {
  name: string;
  service: string;
  receivedAt: string;
  contactedAt: string | null;
  review: { sentAt: string | null; optedOut: boolean; on: boolean };
};

/** A time as the owner's pages show it: "Dec 7, 2026, 2:33 PM". */
export const shownTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A day as the lead line shows it: "Tue, Dec 1". */
export const shownDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** A time the function put in the address (`done=`, `review=`), when it is one. */
export const timeIn = (value: string | null) =>
  value && !Number.isNaN(Date.parse(value)) ? value : null;
