/**
 * POST .../send-contact-email/photo-slots  { "count": 1..5, "idempotencyKey": "<the message's>" }
 * -> { "slots": [{ "id": "<uuid>", "url": "<signed upload URL>" }, ...] }
 *
 * Hands a visitor's browser short-lived signed upload URLs into the private bucket, a few per
 * message, and no more per sender, or per /24, /56 or /48, than the photos of the messages the
 * fair limits allow there (each key's limit × 5 per window), nor more than a quarter of the
 * day's slots to any one of those keys, nor more than a twentieth of the room to their photos
 * not yet e-mailed or kept in the bucket, nor more project-wide per UTC day than
 * CONTACT_PHOTOS_PER_DAY. Every slot counts as the largest photo against CONTACT_PHOTO_STORAGE_MB
 * from the moment it is handed out; when it does not fit, the oldest photos the owner has by
 * e-mail (or was told would be kept only so long) are deleted from Storage first
 * (docs/contact-function.md#photos). When room cannot be made, or past the day's slots: 503
 * photos_unavailable, and the message still goes. The slots are bound to the idempotency key; the
 * message sent with that key then names the slots it filled.
 */
import { photoLimits } from '../contract.ts';
import { clientAddressOf } from '../http/client-address.ts';
import { HttpError, readBody } from '../http/request.ts';
import { json, type Reply, type RouteContext } from '../http/responses.ts';
import { keyPattern } from '../intake/parse-message.ts';
import { photoKeyOf, type PhotoDeps } from '../photos/attach.ts';

type SlotRow = {
  id: string | null;
  path: string | null;
  retry_after: number | null;
  refused:
    | 'rate_limited'
    | 'client_share'
    | 'client_room'
    | 'project_cap'
    | 'storage_full'
    | 'make_room'
    | null;
};

/**
 * Rounds of making room before a request gives up: others may take the room made meanwhile. The
 * room made by the last round is asked for once more before the answer.
 */
const roomRounds = 3;
/** How long Storage may take to delete the photos that make room. */
const removeTimeoutMs = 10_000;

const unavailable = (retryAfter?: number) =>
  new HttpError(
    503,
    'photos_unavailable',
    'Photos cannot be received just now; your message can still be sent.',
    retryAfter ? { 'Retry-After': String(retryAfter) } : {},
  );

/** The slots for one request, or a refusal as an HttpError. */
export async function photoSlots(
  { db, storage, config, log, keysOf }: PhotoDeps,
  request: Request,
  { remoteAddress, cors }: RouteContext,
): Promise<Reply> {
  const client = clientAddressOf(request.headers, config.clientIpHeader, remoteAddress);
  if ((request.headers.get('content-type') ?? '').split(';')[0]!.trim() !== 'application/json')
    throw new HttpError(415, 'bad_type', 'Ask for photo slots as JSON.');
  const { count, idempotencyKey } = await readBody(request, 'json');
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
  if (typeof idempotencyKey !== 'string' || !keyPattern.test(idempotencyKey))
    throw new HttpError(
      400,
      'bad_key',
      'Ask for photo slots with the idempotencyKey of the message they go with (8 to 200 visible ASCII characters).',
    );
  if (!storage) throw unavailable();
  // Each key's message limit times the photos a message may carry: its address or /64, and its
  // /24, or its /56 and /48, as the fair limits count messages (intake/limits.ts).
  const keys = await keysOf(client);
  const ask = () =>
    db.query<SlotRow>(
      "select id, path, retry_after, refused from public.contact_photo_slots($1, string_to_array($2, ','), string_to_array($3, ',')::integer[], $4, $5, $6, $7::bigint, $8)",
      [
        photoKeyOf(idempotencyKey),
        keys.map((key) => key.hash).join(','),
        keys.map((key) => key.limit * photoLimits.perMessage).join(','),
        count,
        config.rateLimit.windowSeconds || 1,
        config.photosPerDay,
        config.photoStorageMb * 1_000_000,
        photoLimits.maxBytes,
      ],
    );
  let rows = await ask();
  for (let round = 1; rows[0]?.refused === 'make_room'; round += 1) {
    // Checked before deleting: a round never deletes photos only to give up.
    if (round > roomRounds) throw unavailable();
    const paths = rows.map((row) => row.path!);
    try {
      await storage.remove(paths, AbortSignal.timeout(removeTimeoutMs));
    } catch (error) {
      // The photos stay marked and counted; a later request takes them again.
      log({
        event: 'contact_photo_room_failed',
        level: 'warning',
        error: String(error).slice(0, 200),
      });
      throw unavailable();
    }
    await db.query("select public.contact_photos_evicted(string_to_array($1, ','))", [
      paths.join(','),
    ]);
    log({ event: 'contact_photos_made_room', deleted: paths.length });
    rows = await ask();
  }
  if (rows[0]?.refused === 'storage_full') {
    log({
      event: 'contact_photo_storage_full',
      level: 'warning',
      storage_mb: config.photoStorageMb,
    });
    throw unavailable();
  }
  if (rows[0]?.refused === 'project_cap') {
    log({ event: 'contact_photos_cap_reached', level: 'warning', per_day: config.photosPerDay });
    throw unavailable(rows[0].retry_after ?? undefined);
  }
  if (rows[0] && !rows[0].id)
    throw new HttpError(
      429,
      'photos_rate_limited',
      rows[0].refused === 'client_share'
        ? 'Too many photos from your connection today; your message can still be sent.'
        : rows[0].refused === 'client_room'
          ? 'Too many photos from your connection are waiting to reach us; your message can still be sent.'
          : 'Too many photos from your connection. Please wait a few minutes, or call us.',
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
