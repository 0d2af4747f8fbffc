/** The parse stage: a request's body as a checked contact message, or a refusal. */
import type { ClientAddress } from '../http/client-address.ts';
import {
  honeypotField,
  photoRefsOf,
  type ContactField,
  type ContactLanguage,
  type ContactMessage,
  type PhotoRefs,
  contactSchemaFor,
  fieldErrors,
  isStorableText,
} from '../contract.ts';
import { sha256Hex } from '../hash.ts';
import { HttpError, pageOriginOf, readBody, type BodyKind } from '../http/request.ts';

/** The message's fields, in the order the content hash takes them. */
export const contactFields = ['name', 'email', 'phone', 'service', 'message'] as const;
/** An idempotency key: the message's, and its photo slots'. */
export const keyPattern = /^[\x21-\x7e]{8,200}$/;

/** A message that passed the checks, with what the store needs to know about its request. */
export type ParsedMessage = {
  message: ContactMessage;
  /** The language of the form it came from (the site's Spanish pages send `es`): the owner's e-mail and push say it. */
  language: ContactLanguage;
  key: string | null;
  /**
   * The row id a message with a key takes, derived from the key: the stored message's e-mail
   * and the database-down e-mail of the same key then carry one Resend Idempotency-Key.
   */
  id: string | null;
  client: ClientAddress;
  pageOrigin: string | null;
  userAgent: string | null;
  /** The photo slots the message names (JSON only), and how many photos failed to upload. */
  photos: PhotoRefs | null;
};

/** The message and its key from the body, or a refusal; null when a bot filled the honeypot. */
export async function parseMessage(
  request: Request,
  kind: BodyKind,
  client: ClientAddress,
  allowedOrigins: string[],
  language: ContactLanguage,
): Promise<ParsedMessage | null> {
  const body = await readBody(request, kind);
  // A bot filled the field people never see: it is told "sent", and nothing is kept or sent.
  const trap = body[honeypotField];
  if (typeof trap === 'string' && trap.trim()) return null;
  if (carriesUnstorableText(body))
    throw new HttpError(
      400,
      'bad_text',
      'The request carries text that is not valid Unicode (a NUL, or half of a UTF-16 pair): remove it and send again.',
    );
  const parsed = contactSchemaFor(language).safeParse(
    Object.fromEntries(contactFields.map((field) => [field, body[field] ?? ''])),
  );
  if (!parsed.success)
    throw new HttpError(
      400,
      'invalid',
      'Please check the highlighted fields.',
      {},
      fieldErrors(parsed.error, language),
    );
  // The form sends its key in the body (a custom header needs a CORS preflight that Supabase's
  // gateway may not allow); the Idempotency-Key header is still accepted from other clients.
  const key =
    (typeof body.idempotencyKey === 'string' ? body.idempotencyKey : null) ??
    request.headers.get('idempotency-key');
  if (key !== null && !keyPattern.test(key))
    throw new HttpError(
      400,
      'bad_key',
      'The idempotency key must be 8 to 200 visible ASCII characters.',
    );
  return {
    message: parsed.data,
    language,
    key,
    id: key === null ? null : messageIdOf(key),
    client,
    pageOrigin: pageOriginOf(request, allowedOrigins),
    userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
    photos: kind === 'json' ? photoRefsOf(body) : null,
  };
}

/** Whether a string anywhere in a value (names too) is text PostgreSQL would refuse. */
function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value && typeof value === 'object')
    return Object.entries(value).some(
      ([name, item]) => !isStorableText(name) || hasUnstorableText(item),
    );
  return false;
}

/**
 * Text PostgreSQL would refuse, anywhere in the body, is the visitor's error, refused here rather
 * than failing in the database like an outage. The contact fields are left to the schema, which
 * names the field.
 */
const carriesUnstorableText = (body: Record<string, unknown>) =>
  Object.entries(body).some(
    ([name, value]) =>
      !isStorableText(name) ||
      (!contactFields.includes(name as ContactField) && hasUnstorableText(value)),
  );

/** A UUID (version 8, name-based) from the visitor's idempotency key. */
export function messageIdOf(key: string) {
  const hex = sha256Hex(`contact-message-id:${key}`);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
