/** Reading a request to the contact entry: its kind, its body, and the page it came from. */

/** A refusal with the status and headers to answer it with. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly outcome: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly fields?: Partial<Record<string, string>>,
  ) {
    super(message);
  }
}

/** JSON from the form's fetch, or form-encoded from a plain HTML post. */
export type BodyKind = 'json' | 'form';

const maxBodyBytes = 64 * 1024;

/** The body's kind from its Content-Type; anything else is refused with 415. */
export function bodyKindOf(request: Request): BodyKind {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  throw new HttpError(415, 'bad_type', 'Send the message as JSON or as a form.', {
    Accept: 'application/json, application/x-www-form-urlencoded',
  });
}

/**
 * A body's bytes, read in chunks and given up past `maxBytes` (never read whole first): the
 * stream is cancelled and `tooLarge()` thrown.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  tooLarge: () => Error,
) {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as text, refusing more than `maxBytes` (64 KB) however it arrives. */
export async function readText(request: Request, maxBytes = maxBodyBytes) {
  const tooLarge = () => new HttpError(413, 'too_large', 'The message is too large.');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge();
  const bytes = await readCapped(request.body, maxBytes, tooLarge);
  try {
    // Not replacement characters in the owner's copy: a body that is not UTF-8 is refused.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'bad_encoding', 'The message must be sent as UTF-8 text.');
  }
}

/** The body's fields: a JSON object, or the form's name=value pairs. */
export async function readBody(request: Request, kind: BodyKind): Promise<Record<string, unknown>> {
  const text = await readText(request);
  if (kind === 'form') {
    // URLSearchParams turns a percent-encoded byte that is not UTF-8 into U+FFFD silently;
    // decodeURIComponent refuses it.
    try {
      for (const part of text.split('&')) decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      throw new HttpError(400, 'bad_encoding', 'The message must be sent as UTF-8 text.');
    }
    return Object.fromEntries(new URLSearchParams(text));
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'bad_json', 'The request body is not valid JSON.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'bad_json', 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/**
 * The page the message came from, for the e-mail's "Sent from": its origin only, and only an
 * origin allowed to post. A Referer (sent when Origin is not) is the client's own word.
 */
export function pageOriginOf(request: Request, allowedOrigins: string[]) {
  const value = request.headers.get('origin') ?? request.headers.get('referer');
  try {
    const origin = value ? new URL(value).origin : null;
    return origin && allowedOrigins.includes(origin) ? origin : null;
  } catch {
    return null;
  }
}
