/**
 * Photos with a quote request, after their upload (docs/contact-function.md#photos): the message
 * names the slots it uploaded to, they are tied to it once, checked by their bytes when its
 * e-mail is written, carried by that e-mail as attachments, and deleted by the purge.
 */
import { escapeHtml, type OutgoingEmail } from './contact-email.ts';
import type { Database } from './database.ts';
import { withTimeout } from './delivery.ts';
import type { ParsedMessage } from './parse-message.ts';
import type { PhotoDeps } from './photo-slots.ts';
import type { StorageClient } from './storage.ts';

/** How long tying the photos to their message may take before the message goes without them. */
const attachTimeoutMs = 3_000;

/** The bucket's own limits (supabase/migrations/20261125190000_contact_photos.sql), checked again here. */
export const photoLimits = {
  perMessage: 5,
  maxBytes: 1_048_576,
  types: ['image/jpeg', 'image/webp'],
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a message says about its photos: the slots it uploaded to, and how many failed. */
export type PhotoRefs = { ids: string[]; failed: number };

/** The photo fields of a message's body; anything malformed counts as a failed photo. */
export function photoRefsOf(body: Record<string, unknown>): PhotoRefs | null {
  const { photos, photosFailed } = body;
  if (photos === undefined && photosFailed === undefined) return null;
  const listed = Array.isArray(photos) ? photos.slice(0, photoLimits.perMessage) : [];
  const ids = [...new Set(listed.filter((id): id is string => uuidPattern.test(String(id))))];
  const failed = Math.min(
    photoLimits.perMessage,
    (Number.isInteger(photosFailed) ? Math.max(0, photosFailed as number) : 0) +
      listed.length -
      ids.length,
  );
  return ids.length || failed ? { ids, failed } : null;
}

/**
 * Ties the sender's slots to the stored message, once (a repeat of the message changes nothing).
 * A failure costs the photos, never the message: it is logged, and the slots are purged as strays.
 */
export async function attachPhotos(
  { db, log, clientHashOf }: Pick<PhotoDeps, 'db' | 'log' | 'clientHashOf'>,
  { photos, client }: Pick<ParsedMessage, 'photos' | 'client'>,
  messageId: string,
) {
  if (!photos) return;
  try {
    await withTimeout(attachTimeoutMs, async (signal) =>
      db.query(
        "select public.contact_attach_photos($1, $2, string_to_array($3, ',')::uuid[], $4)",
        [messageId, await clientHashOf(client), photos.ids.join(','), photos.failed],
        signal,
      ),
    );
  } catch (error) {
    log({
      event: 'contact_photos_unattached',
      message_id: messageId,
      error: String(error).slice(0, 200),
    });
  }
}

/** The type a file's first bytes say it is: JPEG or WebP, else null (whatever it is named). */
export function photoTypeOf(bytes: Uint8Array) {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

type Attachment = NonNullable<OutgoingEmail['attachments']>[number];

/**
 * A message's photos as they arrived: the good ones, how many of those announced did not, and how
 * many good ones a digest left out to stay under Resend's 40 MB an e-mail.
 */
export type PhotoSet = { attachments: Attachment[]; missing: number; left?: number };

/** Raw bytes of photos one e-mail carries at most: 40 MB after Base64 (4/3), with room for the text. */
export const emailPhotoBytes = 25 * 1024 * 1024;

/**
 * The photos of a message, fetched and checked: in the bucket, within its size, and JPEG or WebP by
 * its bytes. A photo that fails any of these is counted missing; the e-mail goes without it.
 */
export async function loadPhotos(
  db: Database,
  storage: StorageClient | undefined,
  messageId: string,
  prefix = '',
  room = { bytes: emailPhotoBytes },
): Promise<PhotoSet> {
  const rows = await db.query<{ path: string | null; announced: number }>(
    'select path, announced from public.contact_message_photos($1)',
    [messageId],
  );
  const announced = rows[0]?.announced ?? 0;
  const attachments: Attachment[] = [];
  let left = 0;
  for (const { path } of rows) {
    if (!path || !storage) continue;
    const bytes = await storage.download(path, photoLimits.maxBytes).catch(() => null);
    const type = bytes && photoTypeOf(bytes);
    if (!bytes || !type) continue;
    if (bytes.byteLength > room.bytes) {
      left += 1;
      continue;
    }
    room.bytes -= bytes.byteLength;
    const extension = type === 'image/jpeg' ? 'jpg' : 'webp';
    attachments.push({
      filename: `${prefix}photo-${attachments.length + 1}.${extension}`,
      contentType: type,
      content: bytes,
    });
  }
  return { attachments, missing: Math.max(0, announced - attachments.length - left), left };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One line about a message's photos, or none when it had none. */
function photoLine({ attachments, missing, left = 0 }: PhotoSet) {
  if (!attachments.length && !missing && !left) return '';
  const sent = attachments.length
    ? `${plural(attachments.length, 'photo')} attached (${attachments.map((a) => a.filename).join(', ')})`
    : 'No photos attached';
  const notes = [
    left &&
      `${plural(left, 'photo')} left out to keep this e-mail within its size limit, kept in the contact-photos bucket`,
    missing &&
      `${plural(missing, 'photo')} did not arrive: ask the visitor to send ${missing === 1 ? 'it' : 'them'} by reply`,
  ].filter(Boolean);
  return notes.length ? `${sent}; ${notes.join('; ')}.` : `${sent}.`;
}

/** The e-mail with its photos attached and a line (per message, in a digest) that says so. */
export function withPhotos(email: OutgoingEmail, sets: { name: string; photos: PhotoSet }[]) {
  const lines = sets
    .map(({ name, photos }) => [name, photoLine(photos)] as const)
    .filter(([, line]) => line)
    .map(([name, line]) => (sets.length > 1 ? `${name}: ${line}` : line));
  if (!lines.length) return email;
  const html = lines
    .map((line) => `<p><strong>Photos:</strong> ${escapeHtml(line)}</p>`)
    .join('\n');
  return {
    ...email,
    html: email.html.replace('</body></html>', `${html}\n</body></html>`),
    text: `${email.text}\n\n${lines.map((line) => `Photos: ${line}`).join('\n')}`,
    attachments: sets.flatMap(({ photos }) => photos.attachments),
  };
}

/**
 * Deletes from Storage the slots never attached after a day and the photos of deleted messages,
 * then forgets them; a Storage failure leaves them for the next purge.
 */
export async function purgePhotos(db: Database, storage: StorageClient | undefined) {
  if (!storage) return 0;
  let purged = 0;
  for (;;) {
    const rows = await db.query<{ path: string }>(
      'select path from public.contact_photos_expired($1)',
      [100],
    );
    if (!rows.length) return purged;
    const paths = rows.map((row) => row.path);
    await storage.remove(paths);
    const [row] = await db.query<{ forgotten: number }>(
      "select public.contact_photos_forget(string_to_array($1, ',')) as forgotten",
      [paths.join(',')],
    );
    purged += row?.forgotten ?? 0;
    if (rows.length < 100) return purged;
  }
}
