/**
 * A message's photos in its e-mail (docs/contact-function.md#photos): fetched from the bucket,
 * checked by their bytes, carried as attachments, and named in a line of the e-mail.
 */
import type { Database } from '../database/database.ts';
import { escapeHtml, type OutgoingEmail } from '../delivery/contact-email.ts';
import { checkedPhoto } from './checked-photo.ts';
import type { StorageClient } from './storage.ts';

type Attachment = NonNullable<OutgoingEmail['attachments']>[number];

/**
 * A message's photos as they arrived: the good ones, how many of those announced did not, and how
 * many good ones a digest left out to stay under Resend's 40 MB an e-mail.
 */
export type PhotoSet = { attachments: Attachment[]; missing: number; left?: number };

/** Raw bytes of photos one e-mail carries at most: 40 MB after Base64 (4/3), with room for the text. */
export const emailPhotoBytes = 25 * 1024 * 1024;

/**
 * The photos of a message, fetched and checked (photos/checked-photo.ts): in the bucket, within
 * its size, and a JPEG by its bytes. A photo that fails any of these is counted missing; the
 * e-mail goes without it. Storage failing to answer throws: the attempt fails and is made again.
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
    const bytes = await checkedPhoto(storage, path);
    if (!bytes) continue;
    if (bytes.byteLength > room.bytes) {
      left += 1;
      continue;
    }
    room.bytes -= bytes.byteLength;
    attachments.push({
      filename: `${prefix}photo-${attachments.length + 1}.jpg`,
      contentType: 'image/jpeg',
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
