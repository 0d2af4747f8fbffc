/**
 * Photos that cannot make room at once, through the function in real Deno over PostgreSQL (as the
 * contact_function role), with the Storage stand-in and an e-mail budget that holds every message
 * back for a digest: one client holds at most a twentieth of the room (at least one message's 5)
 * with photos not yet e-mailed or kept in the bucket, so a stranger past its e-mail share cannot
 * fill the room with them; and a digest's photos named as kept in the bucket stay for the 30 days
 * the digest says, then make room for a new visitor's. Time passes by moving the rows' times back.
 */
import { photoLimits } from '../../supabase/functions/_shared/contract';
import { allowedOrigin, freshMessage, runRetry } from '../../harness/function/contact-client';
import { largestPhoto } from '../../harness/function/storage-target';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';

const storageMb = 15;
/** 24 photos fit: each client may hold 5 of them waiting (a twentieth is less than a message). */
const slotsInRoom = Math.floor((storageMb * 1_000_000) / photoLimits.maxBytes);

const suite = setUpDenoTarget({
  storage: true,
  env: {
    CONTACT_PHOTO_STORAGE_MB: String(storageMb),
    CONTACT_EMAIL_BUDGET: '1/3600',
    CONTACT_RATE_LIMIT: '20/600',
  },
});
const { target, fn, storage } = suite;
const query = <Row>(text: string, params: unknown[] = []) => target.query<Row>(text, params);

const headers = (address: string) => ({
  'Content-Type': 'application/json',
  Origin: allowedOrigin,
  'X-Forwarded-For': address,
});

async function askSlots(address: string, count: number, key = crypto.randomUUID()) {
  const response = await fetch(`${fn.url}/photo-slots`, {
    method: 'POST',
    headers: headers(address),
    body: JSON.stringify({ count, idempotencyKey: key }),
  });
  const body = (await response.json()) as {
    slots?: { id: string; url: string }[];
    error?: string;
  };
  return { status: response.status, slots: body.slots ?? [], body, key };
}

async function send(address: string, extra: object, key = crypto.randomUUID()) {
  const message = freshMessage();
  const response = await fetch(fn.url, {
    method: 'POST',
    headers: headers(address),
    body: JSON.stringify({ ...message, idempotencyKey: key, ...extra }),
  });
  expect(response.status).toBe(200);
  return message;
}

/** A photo of close to the largest size the bucket takes (noise does not compress). */
let photo: Buffer;
beforeAll(async () => {
  photo = await largestPhoto();
  expect(photo.length).toBeGreaterThan(photoLimits.maxBytes * 0.9);
  expect(photo.length).toBeLessThanOrEqual(photoLimits.maxBytes);
});

/** A message with `count` photos uploaded through its slots; the slots' answer if refused. */
async function sendWithPhotos(address: string, count: number) {
  const asked = await askSlots(address, count);
  if (asked.status !== 200) return asked;
  for (const slot of asked.slots) {
    const put = await fetch(`${storage.url}${slot.url}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg' },
      body: photo as BodyInit,
    });
    expect(put.status).toBe(200);
  }
  await send(address, { photos: asked.slots.map((slot) => slot.id) }, asked.key);
  return asked;
}

/** The budget's window and the digest's turn, over: the next retry run sends a digest. */
const digestDue = async () => {
  await suite.pg.sql`update public.contact_email_sends set at = at - interval '2 hours'`;
  await suite.pg.sql`update contact_private.marks set at = at - interval '2 hours'`;
};

/** Time passes for the photos: slots handed out, and photos deletable, that much earlier. */
const timePasses = (interval: string) =>
  query(
    `update public.contact_photos set created_at = created_at - $1::interval,
       deletable_at = deletable_at - $1::interval, evicting_at = evicting_at - $1::interval`,
    [interval],
  );

const roomUsed = async () =>
  Number(
    (await query<{ photos: string }>('select photos from contact_private.photo_room'))[0]!.photos,
  );

let network = 0;
const newNetwork = () => `10.77.${++network}`;

describe('photos that cannot make room at once', () => {
  it('are at most a twentieth of the room, or one message’s, for a client past its e-mail share; another client’s photos are still taken', async () => {
    // The budget's one e-mail goes to a message of its own; everything after waits for a digest.
    await send(`${newNetwork()}.1`, {});
    // A stranger sends one-photo messages from the addresses of one /24.
    const stranger = newNetwork();
    for (let host = 1; host <= 5; host += 1)
      expect((await sendWithPhotos(`${stranger}.${host}`, 1)).status).toBe(200);
    // Five of its photos wait for the digest: the sixth is refused, and the message still goes.
    const refused = await askSlots(`${stranger}.6`, 1);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/waiting to reach us; your message can still be sent/);
    await send(`${stranger}.6`, { photosFailed: 1 });
    // The room has space, and another client's photos are taken.
    expect((await sendWithPhotos(`${newNetwork()}.1`, 5)).status).toBe(200);

    // The digest carries the stranger's photos to the owner: they wait no more, and the stranger
    // may send photos again.
    await digestDue();
    expect(await (await runRetry(target)).json()).toMatchObject({ digests: 1 });
    expect((await askSlots(`${stranger}.7`, 1)).status).toBe(200);
  });

  it('named as kept by a digest, fill the room until the 30 days the digest gave have passed; then a new visitor’s are taken', async () => {
    // What the last test left makes room once its upload URLs have expired; then the room is
    // filled with messages of five photos, from networks of their own, waiting for a digest.
    await timePasses('2 hours 6 minutes');
    for (;;) {
      const asked = await sendWithPhotos(`${newNetwork()}.1`, 5);
      if (asked.status !== 200) {
        expect(asked.status).toBe(503);
        break;
      }
    }
    expect(await roomUsed()).toBeGreaterThan(slotsInRoom - 5);

    // The digest: what does not fit in its 10 MiB is named as kept in the bucket, with the date
    // until which it stays.
    await digestDue();
    const before = target.resend.delivered.length;
    expect(await (await runRetry(target)).json()).toMatchObject({ digests: 1 });
    const digest = target.resend.delivered.slice(before).at(-1)!;
    const kept = [...digest.text.matchAll(/pending\/[\w-]+\.img/g)].map((match) => match[0]);
    expect(kept.length).toBeGreaterThan(0);
    const until = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(digest.text).toContain(`They stay in the bucket for 30 days, until ${until}`);

    // Two hours on, new visitors take the room of the photos the digest attached, and then
    // there is none: what is left is the kept photos and the new visitors' own.
    await timePasses('2 hours 6 minutes');
    for (;;) {
      const asked = await askSlots(`${newNetwork()}.1`, 1);
      if (asked.status !== 200) {
        expect(asked.status).toBe(503);
        break;
      }
    }
    const objects = await storage.objects();
    for (const name of kept) expect(objects).toContain(name);

    // Thirty days later the date the digest gave has passed: a new visitor's photos are taken,
    // in the room of the kept photos, and the bucket holds no more than the bound.
    await timePasses('30 days');
    const count = Math.min(5, kept.length);
    expect((await sendWithPhotos(`${newNetwork()}.1`, count)).status).toBe(200);
    const after = await storage.objects();
    expect(kept.filter((name) => !after.includes(name))).toHaveLength(count);
    expect(await roomUsed()).toBeLessThanOrEqual(slotsInRoom);
  });
});
