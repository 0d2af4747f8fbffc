/**
 * A message's photos in its e-mail (docs/contact-function.md#photos): fetched from the bucket,
 * checked by their bytes, carried as attachments, and named in a line of the e-mail.
 */
import { photoLimits } from '../contact-schema.ts';
import type { Database } from '../database/database.ts';
import { escapeHtml, type OutgoingEmail } from '../delivery/contact-email.ts';
import type { StorageClient } from './storage.ts';

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
