/**
 * The review pages' calls to the function (docs/contact-function.md): the called-back page's lead
 * and its review request, the review page's open and its words, the opt-out. Each carries the
 * link's token as `?t=`. Never throws: each answer comes back as a status (0 for none at all) and
 * its JSON body, `{}` when it had none.
 */
import { functionRoutes } from '@/supabase/functions/_shared/contract';
import { callFunction } from './function-call';
import { contactEndpoint } from './outbox/send-contact';

export type ReviewEntry = keyof Pick<
  typeof functionRoutes,
  'lead' | 'reviewRequest' | 'reviewOptOut' | 'reviewOpened' | 'reviewWords'
>;

/** An entry's address, with the link's token when there is one (a plain form's `action`). */
export function reviewEndpoint(entry: ReviewEntry, token?: string | null) {
  const url = `${contactEndpoint}${functionRoutes[entry]}`;
  return token ? `${url}?t=${encodeURIComponent(token)}` : url;
}

export type ReviewAnswer<Body> = { status: number; body: Partial<Body> & { error?: string } };

export const callReview = <Body extends object>(
  entry: ReviewEntry,
  method: 'GET' | 'POST',
  token: string | null,
  body?: object,
): Promise<ReviewAnswer<Body>> =>
  callFunction<ReviewAnswer<Body>['body']>(reviewEndpoint(entry, token), method, body);

/** The lead a called-back link is about, as `GET contacted/lead` answers. */
export type Lead = {
  name: string;
  service: string;
  receivedAt: string;
  contactedAt: string | null;
  review: { sentAt: string | null; optedOut: boolean; on: boolean };
};

/** A day as the lead line shows it: "Tue, Dec 1". */
export const shownDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** A time the function put in the address (`done=`, `review=`), when it is one. */
export const timeIn = (value: string | null) =>
  value && !Number.isNaN(Date.parse(value)) ? value : null;
