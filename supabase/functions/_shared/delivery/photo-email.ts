/**
 * A message's photos in its e-mail (docs/contact-function.md#photos): fetched from the bucket,
 * checked by their bytes, carried as attachments, and named in a line of the e-mail.
 */
import { photoLimits } from '../contract.ts';
import type { Database } from '../database/database.ts';
import { checkedPhoto } from '../photos/checked-photo.ts';
import { StorageError, type StorageClient } from '../photos/storage.ts';
import { escapeHtml } from '../plain-text.ts';
import type { OutgoingEmail } from './contact-email.ts';

type Attachment = NonNullable<OutgoingEmail['attachments']>[number];

/**
 * A message's photos as they arrived: the good ones, how many of those announced did not, and the
 * objects a full e-mail left in the bucket (named in the e-mail, so the owner can fetch them).
 */
export type PhotoSet = {
  attachments: Attachment[];
  missing: number;
  kept?: string[];
  /** Photos Storage did not answer for on an attempt that may not wait for it (`holdForPhotos`). */
  unfetched?: string[];
  /** Until when the e-mail says the photos kept in the bucket stay there. */
  keptUntil?: Date;
};

/**
 * Bytes one e-mail carries at most, its text and its photos before Base64 (which adds a third):
 * 10 MiB is about 14 MB on the wire, inside Resend's 40 MB and every common mailbox's 20-25 MB
 * (docs/contact-function.md#photos).
 */
const emailBytesLimit = 10 * 1024 * 1024;
/**
 * Room kept for the photo line of each message (photoLine), in the text and the HTML, added after
 * the photos are chosen: five paths named as kept and the date they stay until.
 */
const photoLineBytes = 1_500;
/**
 * Days a photo named as kept stays in the bucket after its e-mail, as the e-mail says; then it
 * may be deleted to make room for new photos (routes/photo-slots.ts).
 */
const keptDays = 30;

/**
 * The photos of a message, fetched and checked (photos/checked-photo.ts): in the bucket, within
 * its size, and a JPEG by its bytes. A photo that fails any of these is counted missing; the
 * e-mail goes without it. The size is asked of Storage first, so a photo that cannot fit in the
 * room left is not downloaded: it is kept in the bucket and named. Storage failing to answer
 * throws: the attempt fails and is made again.
 */
export async function loadPhotos(
  db: Database,
  storage: StorageClient | undefined,
  messageId: string,
  prefix = '',
  room = { bytes: emailBytesLimit },
  holdForPhotos = true,
): Promise<PhotoSet> {
  const rows = await db.query<{ path: string | null; announced: number }>(
    'select path, announced from public.contact_message_photos($1)',
    [messageId],
  );
  const announced = rows[0]?.announced ?? 0;
  const attachments: Attachment[] = [];
  const kept: string[] = [];
  const unfetched: string[] = [];
  const examined: string[] = [];
  for (const { path } of rows) {
    if (!path || !storage) continue;
    examined.push(path);
    let bytes: Uint8Array | null;
    try {
      const size = await storage.size(path);
      if (size === null) continue;
      if (size > room.bytes && size <= photoLimits.maxBytes) {
        kept.push(path);
        continue;
      }
      bytes = await checkedPhoto(storage, path, size);
    } catch (error) {
      // Storage not answering fails the attempt while the quick attempts last; the last one
      // sends the request without the photo, named, rather than hold the lead back any longer.
      if (holdForPhotos || !(error instanceof StorageError)) throw error;
      unfetched.push(path);
      continue;
    }
    if (!bytes) continue;
    if (bytes.byteLength > room.bytes) {
      kept.push(path);
      continue;
    }
    room.bytes -= bytes.byteLength;
    attachments.push({
      filename: `${prefix}photo-${attachments.length + 1}.jpg`,
      contentType: 'image/jpeg',
      content: bytes,
    });
  }
  // Once the e-mail goes, the photos it attached may make room for new ones (the owner's inbox
  // holds them), and those it names as kept in the bucket after the days it gives them; no photo
  // goes sooner than the date the e-mail states, which is reckoned before it is sent.
  const keptUntil = new Date(Date.now() + keptDays * 86_400_000);
  if (examined.length)
    await db.query(
      "select public.contact_photos_examined(string_to_array($1, ','), string_to_array($2, ','), $3)",
      [examined.join(','), [...kept, ...unfetched].join(','), keptDays],
    );
  const arrived = attachments.length + kept.length + unfetched.length;
  return { attachments, missing: Math.max(0, announced - arrived), kept, unfetched, keptUntil };
}

const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * The e-mail of one message or a digest with the messages' photos, within `emailBytesLimit`
 * counting its text. The messages are taken one at a time, in order, so no more photos are held
 * than the e-mail carries; those that do not fit stay in the bucket and are named.
 */
export async function withMessagePhotos(
  email: OutgoingEmail,
  messages: { id: string; name: string; photos?: boolean }[],
  db: Database,
  storage: StorageClient | undefined,
  holdForPhotos = true,
) {
  const room = {
    bytes:
      emailBytesLimit -
      byteLength(email.html) -
      byteLength(email.text) -
      photoLineBytes * messages.length,
  };
  const sets: { name: string; photos: PhotoSet }[] = [];
  for (const [index, message] of messages.entries())
    sets.push({
      name: message.name,
      photos:
        message.photos === false
          ? { attachments: [], missing: 0 }
          : await loadPhotos(
              db,
              storage,
              message.id,
              messages.length > 1 ? `${index + 1}-` : '',
              room,
              holdForPhotos,
            ),
    });
  return withPhotos(email, sets);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const dayOf = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** One line about a message's photos, or none when it had none. */
function photoLine({ attachments, missing, kept = [], unfetched = [], keptUntil }: PhotoSet) {
  if (!attachments.length && !missing && !kept.length && !unfetched.length) return '';
  const sent = attachments.length
    ? `${plural(attachments.length, 'photo')} attached (${attachments.map((a) => a.filename).join(', ')})`
    : 'No photos attached';
  const notes = [
    kept.length &&
      `${plural(kept.length, 'photo')} not attached, to keep this e-mail within ${emailBytesLimit / 1024 / 1024} MiB, and kept in the contact-photos bucket (${kept.join(', ')})`,
    unfetched.length &&
      `${plural(unfetched.length, 'photo')} could not be fetched from Storage in time and ${unfetched.length === 1 ? 'is' : 'are'} kept in the contact-photos bucket (${unfetched.join(', ')})`,
    missing &&
      `${plural(missing, 'photo')} did not arrive: ask the visitor to send ${missing === 1 ? 'it' : 'them'} by reply`,
  ].filter(Boolean);
  const inBucket = kept.length + unfetched.length;
  const stay =
    inBucket && keptUntil
      ? ` ${inBucket === 1 ? 'It stays' : 'They stay'} in the bucket for ${keptDays} days, until ${dayOf(keptUntil)}, and may then be deleted to make room for new photos: download ${inBucket === 1 ? 'it' : 'them'} before then.`
      : '';
  return notes.length ? `${sent}; ${notes.join('; ')}.${stay}` : `${sent}.`;
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
