/** The photo rules that need no server: refs from a body, the JPEG check, an e-mail's size. */
import sharp from 'sharp';
import type { Database } from '../../supabase/functions/_shared/database/database';
import { photoRefsOf } from '../../supabase/functions/_shared/contract';
import { encodeBase64Portable } from '../../supabase/functions/_shared/delivery/base64';
import { loadPhotos, withPhotos } from '../../supabase/functions/_shared/delivery/photo-email';
import { cleanJpeg } from '../../supabase/functions/_shared/photos/jpeg';
import { StorageError, type StorageClient } from '../../supabase/functions/_shared/photos/storage';

const KiB = 1024;
/** The smallest whole JPEG the check takes: SOI, a frame, a scan of `size` bytes in all, EOI. */
function jpegOf(size: number) {
  const head = [0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0];
  const scan = [0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0];
  const bytes = new Uint8Array(size);
  bytes.set([...head, ...scan]);
  bytes.set([0xff, 0xd9], size - 2);
  return bytes;
}
const bytesOf = (text: string) => new TextEncoder().encode(text);
const contains = (haystack: Uint8Array, needle: string) =>
  Buffer.from(haystack).includes(Buffer.from(needle));
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

describe('the JPEG check', () => {
  const photo = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#c87828' } })
      .jpeg({ quality: 80 })
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Serial-0042' } })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 7/1 0/1' } })
      .toBuffer();

  it('keeps the pixels and strips EXIF (GPS, camera) and comments', async () => {
    const original = new Uint8Array(await photo());
    // A comment segment (FF FE) right after SOI.
    const withComment = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xfe,
      0,
      9,
      ...bytesOf('secret!'),
      ...original.subarray(2),
    ]);
    expect(contains(withComment, 'Exif')).toBe(true);
    const clean = cleanJpeg(withComment)!;
    expect(clean).not.toBeNull();
    for (const text of ['Exif', 'PhoneMaker', 'Serial-0042', 'secret!'])
      expect(contains(clean, text)).toBe(false);
    const meta = await sharp(clean).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
  });

  it('drops whatever follows the end of the image', async () => {
    const original = new Uint8Array(await photo());
    const polyglot = new Uint8Array([...original, ...bytesOf('PK\x03\x04 a zip after the JPEG')]);
    const clean = cleanJpeg(polyglot)!;
    expect(contains(clean, 'PK')).toBe(false);
    expect(clean.subarray(-2)).toEqual(new Uint8Array([0xff, 0xd9]));
  });

  it('refuses anything that is not one whole JPEG, whatever its first bytes', async () => {
    const original = new Uint8Array(await photo());
    const webp = new Uint8Array(await sharp(original).webp().toBuffer());
    const png = new Uint8Array(await sharp(original).png().toBuffer());
    for (const bytes of [
      webp,
      png,
      bytesOf('%PDF-1.7'),
      new Uint8Array([0xff, 0xd8, 0xff, ...bytesOf('<script>alert(1)</script>')]),
      original.subarray(0, original.length - 100),
      jpegOf(100).subarray(0, 15),
      new Uint8Array(0),
    ])
      expect(cleanJpeg(bytes)).toBeNull();
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
      size: async () => 500 * KiB,
      download: async () => {
        downloads += 1;
        return jpegOf(500 * KiB);
      },
      remove: async () => {},
    };
    const room = { bytes: 8 * 500 * KiB };
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
    expect(total).toBeLessThanOrEqual(8 * 500 * KiB);
    expect(email.attachments).toHaveLength(8);
    // The sizes Storage gives keep the two that do not fit from downloading.
    expect(downloads).toBe(8);
    expect(email.text).toContain(
      'Bo Lee: 3 photos attached (2-photo-1.jpg, 2-photo-2.jpg, 2-photo-3.jpg); 2 photos not attached, to keep this e-mail within 10 MiB, and kept in the contact-photos bucket (b/4.img, b/5.img)',
    );
  });
});

describe('a photo Storage does not answer for', () => {
  const db: Database = {
    query: async <Row>() => [{ path: 'k/1.img', announced: 1 }] as Row[],
  };
  const storage: StorageClient = {
    signedUploadUrl: async () => '',
    size: async () => {
      throw new StorageError('Storage HEAD answered 500');
    },
    download: async () => null,
    remove: async () => {},
  };

  it('fails the attempt while quick attempts remain', async () => {
    await expect(loadPhotos(db, storage, 'm')).rejects.toThrow(StorageError);
  });

  it('on the last one, is named as kept in the bucket, not as missing, and the e-mail goes', async () => {
    const photos = await loadPhotos(db, storage, 'm', '', undefined, false);
    expect(photos).toMatchObject({ attachments: [], missing: 0, unfetched: ['k/1.img'] });
    const email = withPhotos(
      {
        from: 'f',
        to: ['t'],
        subject: 's',
        html: '</body></html>',
        text: 't',
        idempotencyKey: 'k',
      },
      [{ name: 'Ana Ruiz', photos }],
    );
    expect(email.text).toContain(
      'No photos attached; 1 photo could not be fetched from Storage in time and is kept in the contact-photos bucket (k/1.img).',
    );
    expect(email.text).not.toContain('did not arrive');
  });
});

describe('Base64 where the runtime has no toBase64', () => {
  it('encodes every length and byte as Node does', () => {
    const random = Uint8Array.from({ length: 70_001 }, (_, i) => (i * 7919 + (i >> 3)) % 256);
    for (const length of [0, 1, 2, 3, 4, 5, 57, 58, 59, 70_001]) {
      const bytes = random.subarray(0, length);
      expect(encodeBase64Portable(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
  });
});
