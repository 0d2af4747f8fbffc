/** The parse stage: a request's body as a checked contact message, or a refusal. */
import type { ClientAddress } from '../http/client-address.ts';
import {
  contactSchema,
  fieldErrors,
  honeypotField,
  photoRefsOf,
  type ContactMessage,
  type PhotoRefs,
} from '../contact-schema.ts';
import { HttpError, pageOriginOf, readBody, type BodyKind } from '../http/request.ts';

/** The message's fields, in the order the content hash takes them. */
export const contactFields = ['name', 'email', 'phone', 'service', 'message'] as const;
/** An idempotency key: the message's, and its photo slots'. */
export const keyPattern = /^[\x21-\x7e]{8,200}$/;

/** A message that passed the checks, with what the store needs to know about its request. */
export type ParsedMessage = {
  message: ContactMessage;
  key: string | null;
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
): Promise<ParsedMessage | null> {
  const body = await readBody(request, kind);
  // A bot filled the field people never see: it is told "sent", and nothing is kept or sent.
  const trap = body[honeypotField];
  if (typeof trap === 'string' && trap.trim()) return null;
  const parsed = contactSchema.safeParse(
    Object.fromEntries(contactFields.map((field) => [field, body[field] ?? ''])),
  );
  if (!parsed.success)
    throw new HttpError(
      400,
      'invalid',
      'Please check the highlighted fields.',
      {},
      fieldErrors(parsed.error),
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
    key,
    client,
    pageOrigin: pageOriginOf(request, allowedOrigins),
    userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
    photos: kind === 'json' ? photoRefsOf(body) : null,
  };
}
