/**
 * The room photos may take in Storage (CONTACT_PHOTO_STORAGE_MB), through the function in real
 * Deno over PostgreSQL (as the contact_function role), uploads going to the Storage stand-in by
 * its signed-upload protocol: the bucket never holds more than the bound, the oldest photos
 * already e-mailed make room for a new visitor's once their upload URLs have expired, photos not
 * yet e-mailed are never deleted, nor those an e-mail named as kept before the date it gave, and
 * a message always goes. Then the same at the free plan's size (1 GB), with the bound full, and
 * the migration over what the previous release left. Time passes by moving the rows' times back.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { photoLimits } from '../../supabase/functions/_shared/contract';
import type { Database } from '../../supabase/functions/_shared/database/database';
import { loadPhotos } from '../../supabase/functions/_shared/delivery/photo-email';
import { storageClient } from '../../supabase/functions/_shared/photos/storage';
import { allowedOrigin, freshMessage } from '../../harness/function/contact-client';
import { largestPhoto } from '../../harness/function/storage-target';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import { poll } from '../../harness/poll';
import { applyMigrations, listMigrations } from '../../server/migrations';

const storageMb = 5;
const bound = storageMb * 1_000_000;
/** Every slot counts as the largest photo the bucket takes: 8 fit in 5 MB. */
const slotsInRoom = Math.floor(bound / photoLimits.maxBytes);

const { target, pg, fn, storage, startAnother, stopAfterAll } = setUpDenoTarget({
  storage: true,
  env: { CONTACT_PHOTO_STORAGE_MB: String(storageMb) },
});
const query = <Row>(text: string, params: unknown[] = []) => target.query<Row>(text, params);
/** Statements run as one, by the database's owner. */
const exec = (text: string) => pg.sql.unsafe(text).simple();
/** The stand-in as the function reaches it. */
const storageSettings = {
  get url() {
    return storage.url;
  },
  get serviceKey() {
    return storage.serviceKey;
  },
  bucket: 'contact-photos',
};

let network = 0;
/** A /24 of its own for each visitor, so no limit (per address, per /24) is shared. */
const newVisitor = () => `10.88.${++network}.1`;

const headers = (address: string) => ({
  'Content-Type': 'application/json',
  Origin: allowedOrigin,
  'X-Forwarded-For': address,
});

async function askSlots(
  address: string,
  count: number,
  key = crypto.randomUUID(),
  url: string = fn.url,
) {
  const response = await fetch(`${url}/photo-slots`, {
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

const upload = (url: string, body: Uint8Array) =>
  fetch(`${storage.url}${url}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/jpeg' },
    body: body as BodyInit,
  });

/** A photo of close to the largest size the bucket takes (noise does not compress). */
let photo: Buffer;
beforeAll(async () => {
  photo = await largestPhoto();
});

/** The bytes of the photos in the bucket, as the stand-in keeps them on disk. */
async function bucketBytes() {
  const dir = path.join(storage.dir, 'contact-photos');
  const names = await readdir(dir, { recursive: true }).catch(() => []);
  let total = 0;
  for (const name of names.map(String).filter((entry) => entry.endsWith('.img')))
    total += (await stat(path.join(dir, name)).catch(() => ({ size: 0 }))).size;
  return total;
}

/** Asserted after every step: the bucket within the bound, and the slots handed out too. */
async function expectWithinBound() {
  expect(await bucketBytes()).toBeLessThanOrEqual(bound);
  const [rows] = await query<{ count: string }>('select count(*) from public.contact_photos');
  expect(Number(rows!.count) * photoLimits.maxBytes).toBeLessThanOrEqual(bound);
}

async function sendMessage(address: string, extra: object, key = crypto.randomUUID()) {
  const message = freshMessage();
  const response = await fetch(fn.url, {
    method: 'POST',
    headers: headers(address),
    body: JSON.stringify({ ...message, idempotencyKey: key, ...extra }),
  });
  return { status: response.status, message };
}

const emailFor = async (text: string) =>
  (
    await poll(
      async () => target.resend.delivered.filter((email) => email.text.includes(text)),
      (found) => found.length > 0,
    )
  )[0]!;

/**
 * Time passes for the photos: their slots were handed out, and they became deletable, that much
 * earlier (an upload URL works for 2 hours after its slot).
 */
const timePasses = (interval: string) =>
  query(
    `update public.contact_photos set created_at = created_at - $1::interval,
       deletable_at = deletable_at - $1::interval, evicting_at = evicting_at - $1::interval`,
    [interval],
  );
const uploadUrlsExpire = () => timePasses('2 hours 6 minutes');

/** Waits until the message's row says its e-mail was sent (the trigger marks its photos then). */
const notified = (text: string) =>
  poll(
    () =>
      query<{ notified_at: Date | null }>(
        'select notified_at from public.contact_messages where message = $1',
        [text],
      ),
    (rows) => Boolean(rows[0]?.notified_at),
  );

/**
 * A visitor who attaches `count` photos, uploads them all and sends the message; then, unless
 * `young`, their upload URLs expire.
 */
async function visitorWithPhotos(count: number, { young = false } = {}) {
  const address = newVisitor();
  const asked = await askSlots(address, count);
  expect(asked.status).toBe(200);
  expect(asked.slots).toHaveLength(count);
  for (const slot of asked.slots) {
    expect((await upload(slot.url, photo)).status).toBe(200);
    await expectWithinBound();
  }
  const sent = await sendMessage(
    address,
    { photos: asked.slots.map((slot) => slot.id) },
    asked.key,
  );
  expect(sent.status).toBe(200);
  const email = await emailFor(sent.message.message);
  expect(email.attachments).toHaveLength(count);
  await notified(sent.message.message);
  if (!young) await uploadUrlsExpire();
  return { ids: asked.slots.map((slot) => slot.id), urls: asked.slots.map((slot) => slot.url) };
}

const pathsOf = async (ids: string[]) =>
  (
    await query<{ path: string }>('select path from public.contact_photos where id = any($1)', [
      ids,
    ])
  ).map((row) => row.path);

describe('the photos’ room in Storage', () => {
  it('asks once more after its last round of making room, rather than delete photos and give up', async () => {
    // The room full of photos e-mailed long ago (rows only), and another request that takes the
    // room made by each of the first two rounds, as a concurrent one would: the third round's
    // room is there for this request.
    await query(
      `insert into public.contact_photos (path, client_hash, keys, created_at, held, deletable_at)
       select 'filler/' || g || '.img', 'filler', '{}', now() - interval '3 days', false,
              now() - interval '3 days' + g * interval '1 minute'
       from generate_series(1, $1::integer) g`,
      [slotsInRoom],
    );
    await exec(`
      create sequence test_rounds;
      create function public.test_take_room() returns trigger language plpgsql
      security definer set search_path = '' as $$
      begin
        if nextval('public.test_rounds') <= 2 then
          insert into public.contact_photos (path, client_hash, keys)
          select 'other/' || gen_random_uuid() || '.img', 'other', '{}' from removed;
        end if;
        return null;
      end $$;
      create trigger test_take_room after delete on public.contact_photos
        referencing old table as removed
        for each statement execute function public.test_take_room();`);
    try {
      const asked = await askSlots(newVisitor(), 1);
      expect(asked.status).toBe(200);
      expect(asked.slots).toHaveLength(1);
      const [{ count }] = (await query<{ count: string }>(
        "select count(*) from public.contact_photos where path like 'filler/%'",
      )) as [{ count: string }];
      expect(Number(count)).toBe(slotsInRoom - 3);
      await expectWithinBound();
    } finally {
      await exec(`
        drop trigger test_take_room on public.contact_photos;
        drop function public.test_take_room();
        drop sequence test_rounds;
        delete from public.contact_photos;`);
    }
  });

  it('takes every new visitor’s photos, deleting the oldest e-mailed ones, within the bound', async () => {
    expect(photo.length).toBeGreaterThan(photoLimits.maxBytes * 0.9);
    expect(photo.length).toBeLessThanOrEqual(photoLimits.maxBytes);
    const visitors: string[][] = [];
    // Six visitors of 4 photos each, two hours apart: 24 photos, three times what the bound holds.
    for (let visitor = 0; visitor < 6; visitor += 1) {
      visitors.push((await visitorWithPhotos(4)).ids);
      await expectWithinBound();
    }
    // The last two visitors' photos are all there; the first ones' were deleted, rows and objects.
    const objects = await storage.objects();
    for (const ids of visitors.slice(-2)) {
      const paths = await pathsOf(ids);
      expect(paths).toHaveLength(4);
      for (const kept of paths) expect(objects).toContain(kept);
    }
    for (const ids of visitors.slice(0, 3)) expect(await pathsOf(ids)).toEqual([]);
    expect(objects.length).toBeLessThanOrEqual(slotsInRoom);
  });

  it('never deletes a photo while its upload URL works: the URL could put it back, uncounted', async () => {
    // Two visitors' photos e-mailed just now fill the room (the older ones make way).
    const first = await visitorWithPhotos(4, { young: true });
    await visitorWithPhotos(4, { young: true });
    await expectWithinBound();
    // Their upload URLs work for 2 hours: none of them is deleted for a new visitor yet.
    const early = await askSlots(newVisitor(), 1);
    expect(early.status).toBe(503);
    const firstPaths = await pathsOf(first.ids);
    expect(firstPaths).toHaveLength(4);
    for (const kept of firstPaths) expect(await storage.objects()).toContain(kept);
    // Uploading again through a first photo's URL changes nothing: the photo is still there.
    expect((await upload(first.urls[0]!, photo)).status).toBe(409);
    await expectWithinBound();
    // Two hours later the URLs have expired, and the oldest e-mailed photo makes room.
    await uploadUrlsExpire();
    await visitorWithPhotos(1);
    expect(await pathsOf(first.ids)).toHaveLength(3);
    await expectWithinBound();
  });

  it('lets parallel requests from many networks take no more than the room', async () => {
    // Every photo in the bucket is e-mailed and can go: at most the whole room is handed out.
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const address = newVisitor();
        return { address, ...(await askSlots(address, 1)) };
      }),
    );
    const handed = answers.filter((answer) => answer.status === 200);
    expect(handed.length).toBeGreaterThan(0);
    expect(handed.length).toBeLessThanOrEqual(slotsInRoom);
    for (const answer of answers) expect([200, 503]).toContain(answer.status);
    await Promise.all(
      handed.map(async (answer) => {
        expect((await upload(answer.slots[0]!.url, photo)).status).toBe(200);
      }),
    );
    await expectWithinBound();
    // Their messages go with their photos, which are then e-mailed like the others.
    for (const answer of handed) {
      const sent = await sendMessage(answer.address, { photos: [answer.slots[0]!.id] }, answer.key);
      expect(sent.status).toBe(200);
      expect((await emailFor(sent.message.message)).attachments).toHaveLength(1);
      await notified(sent.message.message);
    }
    await uploadUrlsExpire();
  });

  it('never deletes photos not yet e-mailed: then 503, and the message still goes', async () => {
    // A visitor uploads photos but has not sent the message yet: they take the room of five
    // e-mailed photos, which go.
    const waiting = newVisitor();
    const held = await askSlots(waiting, 5);
    expect(held.status).toBe(200);
    for (const slot of held.slots) expect((await upload(slot.url, photo)).status).toBe(200);
    await expectWithinBound();
    const heldPaths = await pathsOf(held.slots.map((slot) => slot.id));

    // A second visitor whose e-mail cannot go yet (Resend failing): their photos are not
    // e-mailed either.
    target.resend.setMode('error');
    const failing = newVisitor();
    const failingSlots = await askSlots(failing, 3);
    expect(failingSlots.status).toBe(200);
    for (const slot of failingSlots.slots) expect((await upload(slot.url, photo)).status).toBe(200);
    const unsent = await sendMessage(
      failing,
      { photos: failingSlots.slots.map((slot) => slot.id) },
      failingSlots.key,
    );
    expect(unsent.status).toBe(200);
    await expectWithinBound();
    const failingPaths = await pathsOf(failingSlots.slots.map((slot) => slot.id));

    // Eight photos not yet e-mailed fill the room: nothing can be deleted for the next one.
    const refused = await askSlots(newVisitor(), 1);
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatch(/your message can still be sent/);
    const objects = await storage.objects();
    for (const kept of [...heldPaths, ...failingPaths]) expect(objects).toContain(kept);
    await expectWithinBound();

    // The refused visitor's message goes, its photo counted as not arrived.
    target.resend.setMode('ok');
    const sent = await sendMessage(newVisitor(), { photosFailed: 1 });
    expect(sent.status).toBe(200);
    expect((await emailFor(sent.message.message)).text).toContain('1 photo did not arrive');

    // The waiting visitor sends: every photo is there to be e-mailed.
    const late = await sendMessage(
      waiting,
      { photos: held.slots.map((slot) => slot.id) },
      held.key,
    );
    expect(late.status).toBe(200);
    expect((await emailFor(late.message.message)).attachments).toHaveLength(5);
    await notified(late.message.message);
    // Now they are e-mailed, they make room for the next visitor once their URLs have expired.
    await uploadUrlsExpire();
    await visitorWithPhotos(2);
    await expectWithinBound();
  });

  it('never deletes photos an e-mail named as kept in the bucket before the date it gave', async () => {
    // A message whose photos Storage did not give on its first attempt: the attempt fails.
    const visitor = newVisitor();
    const asked = await askSlots(visitor, 2);
    expect(asked.status).toBe(200);
    for (const slot of asked.slots) expect((await upload(slot.url, photo)).status).toBe(200);
    storage.failReads(500);
    let sent: Awaited<ReturnType<typeof sendMessage>>;
    let id: string;
    try {
      sent = await sendMessage(visitor, { photos: asked.slots.map((slot) => slot.id) }, asked.key);
      expect(sent.status).toBe(200);
      const [row] = await poll(
        () =>
          query<{ id: string; attempts: number }>(
            'select id, attempts from public.contact_messages where message = $1',
            [sent.message.message],
          ),
        (rows) => (rows[0]?.attempts ?? 0) >= 1,
      );
      id = row!.id;
    } finally {
      storage.failReads(null);
    }
    // An e-mail that has no room left for them names them as kept in the bucket, and is sent.
    const db: Database = { query: (text, params) => target.query(text, params) };
    const photos = await loadPhotos(db, storageClient(storageSettings), id, '', { bytes: 0 });
    const paths = await pathsOf(asked.slots.map((slot) => slot.id));
    expect(photos.kept!.sort()).toEqual([...paths].sort());
    await query(
      "select public.contact_record_attempt(array[$1]::uuid[], 'sent', null, 0, false, 60)",
      [id],
    );
    const [notice] = await notified(sent.message.message);
    // The e-mail says until when they stay: 30 days, and no photo goes sooner.
    const days = (photos.keptUntil!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const rows = await query<{ deletable_at: Date }>(
      'select deletable_at from public.contact_photos where id = any($1)',
      [asked.slots.map((slot) => slot.id)],
    );
    for (const row of rows) {
      expect(row.deletable_at.getTime()).toBeGreaterThanOrEqual(photos.keptUntil!.getTime());
      expect(row.deletable_at.getTime() - notice!.notified_at!.getTime()).toBe(30 * 86_400_000);
    }
    // Everything else e-mailed goes to make room; those two stay, and then there is no room.
    await uploadUrlsExpire();
    for (;;) {
      const next = await askSlots(newVisitor(), 1);
      if (next.status !== 200) {
        expect(next.status).toBe(503);
        break;
      }
    }
    const objects = await storage.objects();
    for (const kept of paths) expect(objects).toContain(kept);
    expect(await pathsOf(asked.slots.map((slot) => slot.id))).toHaveLength(2);
    await expectWithinBound();

    // Thirty days later, the date the e-mail gave has passed: they make room for a new visitor.
    await timePasses('30 days');
    const next = await askSlots(newVisitor(), 2);
    expect(next.status).toBe(200);
    expect(await pathsOf(asked.slots.map((slot) => slot.id))).toEqual([]);
    const after = await storage.objects();
    for (const gone of paths) expect(after).not.toContain(gone);
    await expectWithinBound();
  });
});

describe('at the free plan’s size', () => {
  it('makes room in a full 1 GB bound through the index, well inside the CPU a request has', async () => {
    // The free plan's 1 GB of Storage, all of it photos: the bound full of e-mailed photos.
    const big = await startAnother({
      CONTACT_PHOTO_STORAGE_MB: '1000',
      SUPABASE_URL: storageSettings.url,
      SUPABASE_SERVICE_ROLE_KEY: storageSettings.serviceKey,
    });
    stopAfterAll({ stop: () => big.stop() } as never);
    const full = Math.floor(1_000_000_000 / photoLimits.maxBytes);
    await query(
      `insert into public.contact_photos (path, client_hash, keys, created_at, attached_at, held, deletable_at)
       select 'old/' || g || '.img', 'owner-test', '{}', now() - interval '300 days',
              now() - interval '300 days', false, now() - interval '300 days' + g * interval '1 minute'
       from generate_series(1, $1 - (select count(*) from public.contact_photos)) g`,
      [full],
    );
    await query('analyze public.contact_photos');
    const [counted] = await query<{ photos: string }>(
      'select photos from contact_private.photo_room',
    );
    expect(Number(counted!.photos)).toBe(full);
    const started = performance.now();
    const asked = await askSlots(newVisitor(), 5, crypto.randomUUID(), big.url);
    const took = performance.now() - started;
    expect(asked.status).toBe(200);
    expect(took).toBeLessThan(2_000);
    // The five oldest went, and only they.
    const gone = await query<{ path: string }>(
      "select 'old/' || g || '.img' as path from generate_series(1, 6) g where not exists (select from public.contact_photos p where p.path = 'old/' || g || '.img')",
    );
    expect(gone.map((row) => row.path)).toEqual([1, 2, 3, 4, 5].map((g) => `old/${g}.img`));

    // Read through the index of e-mailed photos, never by a scan of the table: the same call on a
    // connection of its own (its statistics are its own), as the function's role, rolled back.
    const own = postgres(pg.url, { max: 1, onnotice: () => {} });
    let reads: Record<string, string> | undefined;
    try {
      await own
        .begin(async (tx) => {
          await tx.unsafe('set local role contact_function');
          const victims = await tx.unsafe(
            "select path, refused from public.contact_photo_slots('scale-key', array['scale-own', 'scale-block'], array[25, 100], 5, 600, 200, 1000000000, $1)",
            [photoLimits.maxBytes],
          );
          expect(victims.map((row) => row.refused)).toEqual(Array(5).fill('make_room'));
          [reads] = await tx.unsafe(
            `select pg_stat_get_xact_numscans('public.contact_photos'::regclass) as table_scans,
                    pg_stat_get_xact_numscans('public.contact_photos_room'::regclass) as room_scans,
                    pg_stat_get_xact_tuples_returned('public.contact_photos_room'::regclass) as room_reads`,
          );
          throw new Error('roll back');
        })
        .catch((error: Error) => {
          if (error.message !== 'roll back') throw error;
        });
    } finally {
      await own.end();
    }
    expect(reads).toEqual({ table_scans: '0', room_scans: '1', room_reads: expect.any(String) });
    // A few index entries (those just deleted are still in it until a vacuum), not 1,627 rows.
    expect(Number(reads!.room_reads)).toBeLessThan(50);
    const [rows] = await query<{ count: string }>('select count(*) from public.contact_photos');
    expect(Number(rows!.count)).toBe(full);
  });
});

describe('the migration, over photos the previous release e-mailed', () => {
  it('holds those its e-mail may have left in the bucket (a digest, a late attempt) and lets a lone e-mail’s go; the previous release’s e-mails sent after it make no photo deletable', async () => {
    // A database of its own in the same cluster, at the schema before 20261207120000_photo_room.
    const admin = postgres(pg.url, { max: 1, onnotice: () => {} });
    const name = `photo_room_backfill_${process.pid}`;
    await admin.unsafe(`drop database if exists ${name}`);
    await admin.unsafe(`create database ${name}`);
    const url = new URL(pg.url);
    url.pathname = `/${name}`;
    const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const migrations = listMigrations();
    const room = migrations.findIndex((m) => m.name === '20261207120000_photo_room.sql');
    expect(room).toBeGreaterThan(0);
    const target = {
      exec: (text: string) => db.begin((tx) => tx.unsafe(text).simple()),
      query: (text: string) => db.unsafe(text),
    };
    try {
      await applyMigrations(target, migrations.slice(0, room));
      await db.unsafe(`
        insert into public.contact_messages
          (id, name, email, message, content_hash, client_hash, notified_at, attempts, digest_id)
        values
          ('00000000-0000-4000-8000-000000000001', 'Lone', 'a@example.com', 'm1', 'h1', 'c', now(), 1, null),
          ('00000000-0000-4000-8000-000000000002', 'Digest', 'b@example.com', 'm2', 'h2', 'c', now(), 1, gen_random_uuid()),
          ('00000000-0000-4000-8000-000000000003', 'Late', 'c@example.com', 'm3', 'h3', 'c', now(), 10, null),
          ('00000000-0000-4000-8000-000000000004', 'Unsent', 'd@example.com', 'm4', 'h4', 'c', null, 2, null);
        insert into public.contact_photos (path, client_hash, message_id) values
          ('lone.img', 'c', '00000000-0000-4000-8000-000000000001'),
          ('digest.img', 'c', '00000000-0000-4000-8000-000000000002'),
          ('late.img', 'c', '00000000-0000-4000-8000-000000000003'),
          ('unsent.img', 'c', '00000000-0000-4000-8000-000000000004');
      `);
      await applyMigrations(target, migrations.slice(0, room + 1));
      const photoRows = () => db<{ path: string; deletable: boolean; held: boolean | null }[]>`
        select path, deletable_at is not null as deletable, held
        from public.contact_photos order by path`;
      // Only the lone e-mail's photo can make room: the others' e-mails may have named them as
      // kept in the bucket, for no time they said, and the unsent message's photo is not in the
      // owner's inbox at all.
      expect((await photoRows()).map((row) => ({ ...row }))).toEqual([
        { path: 'digest.img', deletable: false, held: true },
        { path: 'late.img', deletable: false, held: true },
        { path: 'lone.img', deletable: true, held: false },
        { path: 'unsent.img', deletable: false, held: null },
      ]);
      const [counted] = await db<
        { photos: string }[]
      >`select photos from contact_private.photo_room`;
      expect(Number(counted!.photos)).toBe(4);

      // Until the new function is deployed, the previous release sends the unsent message, as a
      // digest that may name its photo as kept: notified_at set, the photo not examined.
      await db`update public.contact_messages set notified_at = now()
        where id = '00000000-0000-4000-8000-000000000004'`;
      expect((await photoRows()).find((row) => row.path === 'unsent.img')).toEqual({
        path: 'unsent.img',
        deletable: false,
        held: null,
      });
      // This release's e-mail says which it attached and which it kept: those go, the kept ones
      // 30 days after the e-mail.
      await db.unsafe(`
        insert into public.contact_messages (id, name, email, message, content_hash, client_hash)
        values ('00000000-0000-4000-8000-000000000005', 'New', 'e@example.com', 'm5', 'h5', 'c');
        insert into public.contact_photos (path, client_hash, message_id) values
          ('new-attached.img', 'c', '00000000-0000-4000-8000-000000000005'),
          ('new-kept.img', 'c', '00000000-0000-4000-8000-000000000005');
        select public.contact_photos_examined(
          array['new-attached.img', 'new-kept.img'], array['new-kept.img'], 30);
        update public.contact_messages set notified_at = now()
        where id = '00000000-0000-4000-8000-000000000005';`);
      const marked = await db<{ path: string; after: string }[]>`
        select p.path, (p.deletable_at - m.notified_at)::text as after
        from public.contact_photos p join public.contact_messages m on m.id = p.message_id
        where p.path like 'new-%' order by p.path`;
      expect(marked.map((row) => ({ ...row }))).toEqual([
        { path: 'new-attached.img', after: '00:00:00' },
        { path: 'new-kept.img', after: '30 days' },
      ]);
    } finally {
      await db.end();
      await admin.unsafe(`drop database if exists ${name}`);
      await admin.end();
    }
  });
});
