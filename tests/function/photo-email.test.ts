/** The photo rules that need no server: refs from a body, types by bytes, an e-mail's size. */
import type { Database } from '../../supabase/functions/_shared/database/database';
import { photoRefsOf } from '../../supabase/functions/_shared/contact-schema';
import {
  emailBytesLimit,
  loadPhotos,
  photoTypeOf,
  withPhotos,
} from '../../supabase/functions/_shared/photos/email';
import type { StorageClient } from '../../supabase/functions/_shared/photos/storage';

const MiB = 1024 * 1024;
const jpegOf = (size: number) => Object.assign(new Uint8Array(size), { 0: 0xff, 1: 0xd8, 2: 0xff });
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('photo refs in a message body', () => {
  it('keeps up to 5 slot ids and counts anything malformed as a failed photo', () => {
    expect(photoRefsOf({})).toBeNull();
    expect(photoRefsOf({ photos: [uuid(1), 'x', uuid(1)], photosFailed: 1 })).toEqual({
      ids: [uuid(1)],
      failed: 3,
    });
    expect(photoRefsOf({ photos: [1, 2, 3, 4, 5, 6, 7].map(uuid) })!.ids).toHaveLength(5);
    expect(photoRefsOf({ photos: 'nope', photosFailed: -4 })).toBeNull();
  });
});

describe('a photo type by its bytes', () => {
  it('is JPEG or WebP, whatever the file says it is', () => {
    expect(photoTypeOf(jpegOf(10))).toBe('image/jpeg');
    expect(photoTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(photoTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(photoTypeOf(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });
});

describe('the photos of a digest', () => {
  it('stay within one e-mail of 10 MiB: what does not fit is not downloaded, and is named as kept', async () => {
    const db: Database = {
      query: async <Row>(_: string, params: unknown[] = []) =>
        [1, 2, 3, 4, 5].map((n) => ({
          path: `${String(params[0])}/${n}.img`,
          announced: 5,
        })) as Row[],
    };
    let downloads = 0;
    const storage: StorageClient = {
      signedUploadUrl: async () => '',
      download: async () => {
        downloads += 1;
        return jpegOf(3 * MiB);
      },
      size: async () => 3 * MiB,
      remove: async () => {},
    };
    const room = { bytes: emailBytesLimit };
    const sets = [
      { name: 'Ana Ruiz', photos: await loadPhotos(db, storage, 'a', '1-', room) },
      { name: 'Bo Lee', photos: await loadPhotos(db, storage, 'b', '2-', room) },
    ];
    const email = withPhotos(
      {
        from: 'f',
        to: ['t'],
        subject: 's',
        html: '<p></p></body></html>',
        text: 't',
        idempotencyKey: 'k',
      },
      sets,
    );
    const total = email.attachments!.reduce((sum, photo) => sum + photo.content.byteLength, 0);
    expect(total).toBeLessThanOrEqual(emailBytesLimit);
    // 10 MiB takes three 3 MiB photos; the sizes Storage gives keep the rest from downloading.
    expect(email.attachments).toHaveLength(3);
    expect(downloads).toBe(3);
    expect(email.text).toContain(
      'Bo Lee: No photos attached; 5 photos not attached, to keep this e-mail within 10 MiB, and kept in the contact-photos bucket (b/1.img, b/2.img, b/3.img, b/4.img, b/5.img)',
    );
  });
});
