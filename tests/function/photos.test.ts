/**
 * Photos with a quote request, through the function in real Deno over PostgreSQL (as the
 * contact_function role), uploads going to the Storage stand-in by its signed-upload protocol.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { photoLimits } from '../../supabase/functions/_shared/contract';
import {
  allowedOrigin,
  freshMessage,
  retrySecret,
  runRetry,
} from '../../harness/function/contact-client';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import { poll } from '../../harness/poll';

const { target, fn, storage } = setUpDenoTarget({
  storage: true,
  env: { CONTACT_RATE_LIMIT: '2/600' },
});
const query = <Row>(text: string, params: unknown[] = []) => target.query<Row>(text, params);

let sender = 0;
/** A /24 of its own for each sender, so no limit (per address or per /24) is shared. */
const newBlock = () => `10.77.${++sender}`;
const newSender = () => `${newBlock()}.1`;

const headers = (address: string) => ({
  'Content-Type': 'application/json',
  Origin: allowedOrigin,
  'X-Forwarded-For': address,
});

async function askSlots(address: string, count: number, idempotencyKey = crypto.randomUUID()) {
  const response = await fetch(`${fn.url}/photo-slots`, {
    method: 'POST',
    headers: headers(address),
    body: JSON.stringify({ count, idempotencyKey }),
  });
  const body = (await response.json()) as { slots?: { id: string; url: string }[] };
  return { status: response.status, slots: body.slots ?? [], response };
}

/** A PUT to the signed URL, as the form's browser does it (no key, the token in the URL). */
const upload = (url: string, body: Uint8Array, type = 'image/jpeg') =>
  fetch(`${storage.url}${url}`, {
    method: 'PUT',
    headers: { 'Content-Type': type },
    body: body as BodyInit,
  });

const jpeg = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

async function sendMessage(
  address: string,
  extra: object,
  key = crypto.randomUUID(),
  message = freshMessage(),
) {
  const response = await fetch(fn.url, {
    method: 'POST',
    headers: headers(address),
    body: JSON.stringify({ ...message, idempotencyKey: key, ...extra }),
  });
  return { response, message, key };
}

const emailFor = (text: string) =>
  poll(
    async () => target.resend.delivered.filter((email) => email.text.includes(text)),
    (found) => found.length > 0,
  );

describe('photo upload slots', () => {
  it('hands out signed upload URLs, at most 5 a request and 5 per allowed message per sender', async () => {
    const address = newSender();
    expect((await askSlots(address, 6)).status).toBe(400);
    const first = await askSlots(address, 5);
    expect(first.status).toBe(200);
    expect(first.slots).toHaveLength(5);
    expect(first.slots[0]!.url).toMatch(
      /^\/storage\/v1\/object\/upload\/sign\/contact-photos\/pending\/[\w-]+\.img\?token=/,
    );
    expect((await askSlots(address, 5)).status).toBe(200);
    // CONTACT_RATE_LIMIT is 2 messages per 10 minutes here: 10 photos.
    const over = await askSlots(address, 1);
    expect(over.status).toBe(429);
    expect(Number(over.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another sender is not held back by the first.
    expect((await askSlots(newSender(), 1)).status).toBe(200);
  });

  it('limits a /24 as the fair limits do: 4 times an address', async () => {
    const block = newBlock();
    // 2 messages per 10 minutes per address, 8 per /24: 40 photos for the whole block.
    for (let host = 1; host <= 4; host += 1)
      for (const count of [5, 5])
        expect((await askSlots(`${block}.${host}`, count)).status).toBe(200);
    const over = await askSlots(`${block}.5`, 1);
    expect(over.status).toBe(429);
    expect(Number(over.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await askSlots(`${newBlock()}.5`, 1)).status).toBe(200);
  });
});

describe('the bucket', () => {
  it('has the limits the function checks', async () => {
    const [bucket] = await query<{
      public: boolean;
      file_size_limit: string;
      allowed_mime_types: string[];
    }>(
      "select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'contact-photos'",
    );
    expect(bucket).toEqual({
      public: false,
      file_size_limit: String(photoLimits.maxBytes),
      allowed_mime_types: [...photoLimits.types],
    });
  });

  it('refuses what the function refuses: too large, another type, a bad token, a second upload', async () => {
    const { slots } = await askSlots(newSender(), 1);
    const url = slots[0]!.url;
    expect((await upload(url, new Uint8Array(photoLimits.maxBytes + 1))).status).toBe(413);
    expect((await upload(url, await jpeg(), 'image/gif')).status).toBe(415);
    expect(
      (
        await upload(
          url,
          await sharp(await jpeg())
            .webp()
            .toBuffer(),
          'image/webp',
        )
      ).status,
    ).toBe(415);
    expect((await upload(url.replace(/token=.{8}/, 'token=AAAAAAAA'), await jpeg())).status).toBe(
      400,
    );
    expect(await storage.objects()).toHaveLength(0);
    expect((await upload(url, await jpeg())).status).toBe(200);
    expect((await upload(url, await jpeg())).status).toBe(409);
  });
});

/** A PUT that sends half its declared body, then drops the connection. */
function cutUpload(url: string, body: Buffer) {
  return new Promise<void>((resolve) => {
    const request = httpRequest(`${storage.url}${url}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg', 'Content-Length': body.length },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(body.subarray(0, body.length / 2), () => setImmediate(() => request.destroy()));
  });
}

describe('an upload cut half-way', () => {
  it('keeps nothing, and the same URL takes the whole photo afterwards', async () => {
    const { slots } = await askSlots(newSender(), 1);
    const before = await storage.objects();
    const photo = await jpeg(1600, 1200);
    await cutUpload(slots[0]!.url, photo);
    await poll(
      async () =>
        (await readdir(storage.dir, { recursive: true })).filter((name) =>
          /\.part$/.test(String(name)),
        ),
      (partial) => partial.length === 0,
    );
    expect(await storage.objects()).toEqual(before);
    expect((await upload(slots[0]!.url, photo)).status).toBe(200);
    expect(await storage.objects()).toHaveLength(before.length + 1);
  });
});

describe('a message with photos', () => {
  it('e-mails the photos that arrived as attachments, once, and says how many did not', async () => {
    const address = newSender();
    const key = crypto.randomUUID();
    const { slots } = await askSlots(address, 3, key);
    expect((await upload(slots[0]!.url, await jpeg())).status).toBe(200);
    // Named and typed as a JPEG, but not one: the bucket takes it, the function does not.
    expect(
      (await upload(slots[1]!.url, new TextEncoder().encode('not a photo at all'))).status,
    ).toBe(200);
    // slots[2] never uploaded (an upload interrupted half-way keeps nothing), and a fourth photo
    // failed in the browser before it had a slot.
    const ids = slots.map((slot) => slot.id);
    const { response, message } = await sendMessage(address, { photos: ids, photosFailed: 1 }, key);
    expect(response.status).toBe(200);
    const [email] = await emailFor(message.message);
    expect(email!.attachments).toHaveLength(1);
    expect(email!.attachments[0]).toMatchObject({
      filename: 'photo-1.jpg',
      content_type: 'image/jpeg',
    });
    expect(Buffer.from(email!.attachments[0]!.content, 'base64').subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    expect(email!.text).toContain('1 photo attached (photo-1.jpg); 3 photos did not arrive');
    // The same message again (its answer lost): stored and e-mailed once, photos unchanged.
    const again = await sendMessage(address, { photos: ids.slice(0, 1) }, key, message);
    expect(again.response.status).toBe(200);
    const rows = await query<{ id: string }>(
      'select id from public.contact_messages where message = $1',
      [message.message],
    );
    expect(rows).toHaveLength(1);
    expect(
      target.resend.delivered.filter((sent) => sent.text.includes(message.message)),
    ).toHaveLength(1);
    const [attached] = await query<{ count: string }>(
      'select count(*) from public.contact_photos where message_id = $1',
      [rows[0]!.id],
    );
    expect(attached!.count).toBe('3');
    // The object that failed the byte check is deleted from the bucket; the good one stays.
    const paths = await query<{ id: string; path: string }>(
      'select id, path from public.contact_photos where id = any($1)',
      [ids],
    );
    const pathOf = (id: string) => paths.find((row) => row.id === id)!.path;
    const objects = await storage.objects();
    expect(objects).toContain(pathOf(ids[0]!));
    expect(objects).not.toContain(pathOf(ids[1]!));
  });

  it('asks for slots only with the idempotency key of their message', async () => {
    const response = await fetch(`${fn.url}/photo-slots`, {
      method: 'POST',
      headers: headers(newSender()),
      body: JSON.stringify({ count: 1 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/idempotencyKey/) });
  });

  it('reaches the owner from a phone that changed address, once Storage answers again', async () => {
    const key = crypto.randomUUID();
    const { slots } = await askSlots(newSender(), 1, key);
    expect((await upload(slots[0]!.url, await jpeg())).status).toBe(200);
    storage.failReads(500);
    let message: ReturnType<typeof freshMessage>;
    try {
      // Sent from another network under the same key, while Storage fails every read.
      const sent = await sendMessage(newSender(), { photos: [slots[0]!.id] }, key);
      message = sent.message;
      expect(sent.response.status).toBe(200);
      const [row] = await poll(
        () =>
          query<{ attempts: number; notified_at: Date | null }>(
            'select attempts, notified_at from public.contact_messages where message = $1',
            [message.message],
          ),
        (rows) => (rows[0]?.attempts ?? 0) > 0,
      );
      expect(row!.notified_at).toBeNull();
      expect(
        target.resend.delivered.filter((email) => email.text.includes(message.message)),
      ).toEqual([]);
    } finally {
      storage.failReads(null);
    }
    await query('update public.contact_messages set next_attempt_at = now() where message = $1', [
      message.message,
    ]);
    expect((await runRetry(target, retrySecret)).status).toBe(200);
    const emails = await emailFor(message.message);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.attachments).toHaveLength(1);
    expect(emails[0]!.text).toContain('1 photo attached (photo-1.jpg).');
  });

  it('attaches a photo without its EXIF, and never downloads one over the size limit', async () => {
    const address = newSender();
    const key = crypto.randomUUID();
    const { slots } = await askSlots(address, 2, key);
    const tagged = await sharp(await jpeg())
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Serial-0042' } })
      .toBuffer();
    expect(tagged.includes('PhoneMaker')).toBe(true);
    expect((await upload(slots[0]!.url, tagged)).status).toBe(200);
    // Too large for the bucket, so put there behind its back (as before the limit was lowered).
    const [big] = await query<{ path: string }>(
      'select path from public.contact_photos where id = $1',
      [slots[1]!.id],
    );
    const file = path.join(storage.dir, 'contact-photos', big!.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.alloc(photoLimits.maxBytes + 1, 0xff));
    await writeFile(`${file}.type`, 'image/jpeg');
    const { message } = await sendMessage(address, { photos: slots.map((slot) => slot.id) }, key);
    const [email] = await emailFor(message.message);
    expect(email!.attachments).toHaveLength(1);
    const attached = Buffer.from(email!.attachments[0]!.content, 'base64');
    expect(attached.includes('PhoneMaker')).toBe(false);
    expect((await sharp(attached).metadata()).exif).toBeUndefined();
    expect(email!.text).toContain('1 photo attached (photo-1.jpg); 1 photo did not arrive');
    const object = `/storage/v1/object/authenticated/contact-photos/${big!.path}`;
    expect(storage.requests).toContain(`HEAD ${object}`);
    expect(storage.requests).not.toContain(`GET ${object}`);
    expect(await storage.objects()).not.toContain(big!.path);
  });

  it('ignores slots asked for under another idempotency key', async () => {
    const address = newSender();
    const { slots } = await askSlots(address, 1);
    expect((await upload(slots[0]!.url, await jpeg())).status).toBe(200);
    const { message } = await sendMessage(address, { photos: [slots[0]!.id] });
    const [email] = await emailFor(message.message);
    expect(email!.attachments).toHaveLength(0);
    expect(email!.text).toContain('No photos attached; 1 photo did not arrive');
  });
});

describe('the purge', () => {
  it('deletes stray uploads after a day, and the photos of a deleted message', async () => {
    const address = newSender();
    const key = crypto.randomUUID();
    const { slots } = await askSlots(address, 2, key);
    for (const slot of slots) expect((await upload(slot.url, await jpeg())).status).toBe(200);
    const { message } = await sendMessage(address, { photos: [slots[0]!.id] }, key);
    await emailFor(message.message);
    const kept = async () =>
      (
        await query<{ id: string }>('select id from public.contact_photos where id = any($1)', [
          slots.map((slot) => slot.id),
        ])
      ).map((row) => row.id);
    const before = (await storage.objects()).length;

    // Not yet a day old: the stray stays.
    expect(await (await runRetry(target, retrySecret)).json()).toMatchObject({ photos_purged: 0 });
    await query(
      "update public.contact_photos set created_at = now() - interval '25 hours' where id = $1",
      [slots[1]!.id],
    );
    expect(await (await runRetry(target)).json()).toMatchObject({ photos_purged: 1 });
    expect(await kept()).toEqual([slots[0]!.id]);
    expect(await storage.objects()).toHaveLength(before - 1);

    await query('delete from public.contact_messages where message = $1', [message.message]);
    expect(await (await runRetry(target)).json()).toMatchObject({ photos_purged: 1 });
    expect(await kept()).toEqual([]);
    expect(await storage.objects()).toHaveLength(before - 2);
  });

  it('keeps the photos of a message never e-mailed, however old, as it keeps the message', async () => {
    const address = newSender();
    const key = crypto.randomUUID();
    const { slots } = await askSlots(address, 1, key);
    expect((await upload(slots[0]!.url, await jpeg())).status).toBe(200);
    target.resend.setMode('error');
    try {
      const { response, message } = await sendMessage(address, { photos: [slots[0]!.id] }, key);
      expect(response.status).toBe(200);
      const [photo] = await query<{ message_id: string; path: string }>(
        'select message_id, path from public.contact_photos where id = $1',
        [slots[0]!.id],
      );
      await query(
        `update public.contact_messages set received_at = now() - interval '800 days', next_attempt_at = null where id = $1`,
        [photo!.message_id],
      );
      await query(
        "update public.contact_photos set created_at = now() - interval '800 days' where id = $1",
        [slots[0]!.id],
      );
      expect((await runRetry(target)).status).toBe(200);
      expect(
        await query('select id from public.contact_messages where message = $1', [message.message]),
      ).toHaveLength(1);
      expect(
        await query('select id from public.contact_photos where message_id = $1', [
          photo!.message_id,
        ]),
      ).toHaveLength(1);
      expect(await storage.objects()).toContain(photo!.path);
    } finally {
      target.resend.setMode('ok');
    }
  });
});
