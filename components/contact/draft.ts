/**
 * What the contact form keeps in sessionStorage, so a reload or a failed send loses nothing: the
 * draft of every field, and the idempotency key of the last message sent (a retry of the same
 * message reuses it, and the function answers without storing a second copy). Storage can be
 * disabled (private mode), full or hold junk: then the form works without it.
 */
import {
  serviceOptions as knownServices,
  type ContactMessage,
} from '@/supabase/functions/_shared/contract';
import { emptyValues, fieldNames, type ContactValues } from './contact-fields';
import { attemptKey, draftKey } from './draft-keys';

type Attempt = { key: string; message: ContactMessage };

function newKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; the page may be served over plain http on a LAN.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What sessionStorage holds under `key`, or null. */
function load(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` (null removes it). */
function store(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage a reload loses the draft, and a retry gets a new key (the function still
    // drops a repeat of the content).
  }
}

/** The saved draft, every field a string, or null. */
function readDraft(): ContactValues | null {
  const draft = load(draftKey) as Partial<ContactValues> | null;
  if (!draft || typeof draft !== 'object') return null;
  return Object.fromEntries(
    fieldNames.map((field) => [field, String(draft[field] ?? '')]),
  ) as ContactValues;
}

/** Saves the draft; null forgets it. */
export const writeDraft = (values: ContactValues | null) => store(draftKey, values);

/**
 * The values to start from once hydrated: what the server-rendered fields hold, filled in from
 * the saved draft, and the service a quote button names. Null when there is nothing to restore.
 */
export function startingValues(form: HTMLFormElement | null) {
  const draft = readDraft();
  const typed = fieldNames.map((field) => {
    const control = form?.elements.namedItem(field);
    return [field, control && 'value' in control ? String(control.value) : ''] as const;
  });
  let start = draft;
  if (typed.some(([, value]) => value)) {
    start = Object.fromEntries(
      typed.map(([field, value]) => [field, value || (draft?.[field] ?? '')]),
    ) as ContactValues;
    writeDraft(start);
  }
  // A quote button names its service (`?service=Retail%20Buildouts`, lib/quote-link.ts): the
  // visitor's latest choice, so it wins over a draft's, but not over one made on this page.
  const named = new URLSearchParams(location.search).get('service');
  const chosenHere = typed.some(([field, value]) => field === 'service' && value);
  if (named && (knownServices as readonly string[]).includes(named) && !chosenHere)
    start = { ...(start ?? emptyValues), service: named };
  return start;
}

/**
 * The idempotency key for sending `message`: the one already used for this exact message (a
 * retry after a failure or a reload), or a new one, kept until the message is sent.
 */
export function keyFor(message: ContactMessage) {
  const attempt = load(attemptKey) as Attempt | null;
  if (attempt?.key && JSON.stringify(attempt.message) === JSON.stringify(message))
    return attempt.key;
  const key = newKey();
  store(attemptKey, { key, message } satisfies Attempt);
  return key;
}

/** After a success: the draft and the key are done with. */
export function forgetSent() {
  writeDraft(null);
  store(attemptKey, null);
}
