/**
 * POST .../send-contact-email/photo-slots  { "count": 1..5 }
 * -> { "slots": [{ "id": "<uuid>", "url": "<signed upload URL>" }, ...] }
 *
 * Hands a visitor's browser short-lived signed upload URLs into the private bucket, a few per
 * message, and no more per sender, or per /24, /56 or /48, than the photos of the messages the
 * fair limits allow there (each key's limit × 5 per window). The message then names the slots it
 * filled.
 */
import { photoLimits } from '../contact-schema.ts';
import { clientAddressOf } from '../http/client-address.ts';
import { HttpError, readBody } from '../http/request.ts';
import { json, type Reply, type RouteContext } from '../http/responses.ts';
import type { PhotoDeps } from '../photos/attach.ts';

type SlotRow = { id: string | null; path: string | null; retry_after: number | null };

/** The slots for one request, or a refusal as an HttpError. */
export async function photoSlots(
  { db, storage, config, keysOf }: PhotoDeps,
  request: Request,
  { remoteAddress, cors }: RouteContext,
): Promise<Reply> {
  const client = clientAddressOf(request.headers, config.clientIpHeader, remoteAddress);
  if ((request.headers.get('content-type') ?? '').split(';')[0]!.trim() !== 'application/json')
    throw new HttpError(415, 'bad_type', 'Ask for photo slots as JSON.');
  const { count } = await readBody(request, 'json');
  if (
    !Number.isInteger(count) ||
    (count as number) < 1 ||
    (count as number) > photoLimits.perMessage
  )
    throw new HttpError(
      400,
      'too_many_photos',
      `Please choose at most ${photoLimits.perMessage} photos.`,
    );
  if (!storage)
    throw new HttpError(
      503,
      'photos_unavailable',
      'Photos cannot be received just now; your message can still be sent.',
    );
  // Each key's message limit times the photos a message may carry: its address or /64, and its
  // /24, or its /56 and /48, as the fair limits count messages (intake/limits.ts).
  const keys = await keysOf(client);
  const rows = await db.query<SlotRow>(
    "select id, path, retry_after from public.contact_photo_slots(string_to_array($1, ','), string_to_array($2, ',')::integer[], $3, $4)",
    [
      keys.map((key) => key.hash).join(','),
      keys.map((key) => key.limit * photoLimits.perMessage).join(','),
      count,
      config.rateLimit.windowSeconds || 1,
    ],
  );
  if (rows[0] && !rows[0].id)
    throw new HttpError(
      429,
      'photos_rate_limited',
      'Too many photos from your connection. Please wait a few minutes, or call us.',
      { 'Retry-After': String(rows[0].retry_after ?? 600) },
    );
  const slots = await Promise.all(
    rows.map(async (row) => ({ id: row.id!, url: await storage.signedUploadUrl(row.path!) })),
  );
  return {
    response: json(200, { slots, maxBytes: photoLimits.maxBytes, types: photoLimits.types }, cors),
    outcome: 'photo_slots',
    clientIpFrom: client.source,
  };
}
