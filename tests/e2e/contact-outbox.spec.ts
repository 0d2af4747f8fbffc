/**
 * The contact outbox sent by two tabs and the service worker at once (docs/offline.md, "One
 * sender, nothing left behind"), in the full Chromium: the suite's headless shell answers
 * "Background Sync is disabled", so its worker would never get the sync.
 */
import sharp from 'sharp';
import type { BrowserContext, Page } from '@playwright/test';
import { findChromium } from '../../harness/browser';
import { hydrationTimeout } from '../../harness/e2e/island-helpers';
import { expect, test } from '../../harness/e2e/fixtures';
import { emlFor, site, throughNpmStart } from '../../harness/e2e/npm-start-contact';
import { functionPath } from '../../supabase/functions/_shared/contract';
import {
  fillContactForm,
  formHydrated,
  journalEntries,
  openContactPage,
  storedMessages,
  uniqueMessage,
  type Message,
} from '../../harness/e2e/contact-helpers';

// The rest of the suite blocks service workers (playwright.config.ts); this sends through one.
test.use({
  serviceWorkers: 'allow',
  launchOptions: [
    async ({ launchOptions }, provide) =>
      provide({ ...launchOptions, executablePath: findChromium() }),
    { scope: 'worker' },
  ],
});

const savedText =
  'No connection. Your request is saved on this phone and will be sent when you are back online.';

/**
 * What the outbox holds in this origin's IndexedDB (lib/outbox/outbox-store.ts), read in the page:
 * each record as stored, a photo (a Blob) as its size and type.
 */
const outboxRecords = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open('contact-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('requests')) return resolve([]);
          const read = db.transaction('requests').objectStore('requests').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            resolve(
              (read.result as Record<string, unknown>[]).map((record) => ({
                ...record,
                ...(Array.isArray(record.photos) && {
                  photos: (record.photos as Blob[]).map(({ size, type }) => ({ size, type })),
                }),
              })),
            );
          };
        };
      }),
  );

/** Whatever of the visitor's words and photos a record still holds. */
function personalData(records: Record<string, unknown>[], message: Message) {
  const text = JSON.stringify(records);
  return [
    ...[message.name, message.email, message.phone, message.message].filter((word) =>
      text.includes(word),
    ),
    ...records.flatMap((record) => ['message', 'photos'].filter((field) => field in record)),
  ];
}

/** The Background Sync tags registered and not yet answered with success. */
const syncTags = (page: Page) =>
  page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return registration.sync.getTags();
  });

/**
 * Whether the outbox's senders are all done: no page or worker holds or waits for the Web Lock
 * `contact-outbox`, and no Background Sync is pending.
 */
async function sendersDone(page: Page) {
  const { held = [], pending = [] } = await page.evaluate(() => navigator.locks.query());
  const locked = [...held, ...pending].some((lock) => lock.name === 'contact-outbox');
  return !locked && !(await syncTags(page)).length;
}

/** A photo as a phone's camera roll hands one over. */
const porchPhoto = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 90, b: 60 } } })
    .png()
    .toBuffer();

/**
 * On /contact/, once the site's worker is active: writes `message` with a photo and sends it
 * with the connection cut. Returns the key it is kept under, once IndexedDB holds it whole.
 */
async function saveOffline(page: Page, message: Message) {
  await openContactPage(page);
  // The site's worker is active, with Background Sync: the save registers a sync it answers.
  expect(await page.evaluate(async () => 'sync' in (await navigator.serviceWorker.ready))).toBe(
    true,
  );
  await fillContactForm(page, message);
  await page
    .getByLabel(/^Photos/)
    .setInputFiles([{ name: 'porch.png', mimeType: 'image/png', buffer: await porchPhoto() }]);
  await expect(
    page.getByRole('list', { name: 'Chosen photos' }).getByText('Ready to send'),
  ).toHaveCount(1);
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No connection' })).toHaveText(savedText);
  // Kept on the phone: everything the visitor wrote, and the photo.
  const [saved, ...more] = await outboxRecords(page);
  expect(more).toEqual([]);
  expect(saved).toMatchObject({
    message: { name: message.name, email: message.email, message: message.message },
    photos: [{ type: 'image/jpeg' }],
  });
  // The sync is registered, and waits for the connection.
  expect(await syncTags(page)).toEqual(['contact-outbox']);
  return String(saved!.key);
}

/** What reached the function for the message kept under `key`: its slot asks and its posts. */
async function reached(key: string) {
  const posts = (await journalEntries()).filter(
    (entry) => entry.method === 'POST' && entry.body.includes(key),
  );
  return {
    slotAsks: posts.filter((entry) => entry.url.endsWith('/photo-slots')).length,
    messages: posts.filter((entry) => !entry.url.endsWith('/photo-slots')).length,
  };
}

/**
 * Fires the site's service worker's Background Sync `contact-outbox` at once, through the
 * DevTools protocol (as DevTools' own "Sync" button does), whatever the browser would have
 * scheduled: the worker sends in the same moment as the tabs. Returns the function that fires it.
 */
async function workerSync(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const site = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
      if (site) resolve(site.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  return () =>
    cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId,
      tag: 'contact-outbox',
      lastChance: false,
    });
}

test.describe('one outbox, two tabs and the service worker', { tag: '@any-width' }, () => {
  // A photo prepared in the page, the worker installed, three senders: slow on a busy host.
  test.slow();

  test.describe('through npm start’s function, which has Storage', () => {
    // The pages (and so the worker) on npm start's server, whose function hands out real upload
    // slots: the photo is uploaded, as on Supabase (the suite's function has no Storage stand-in).
    test.use({ baseURL: site });

    test('the worker’s sync fired at the very moment both tabs come back online: one photo-slots ask, one upload of the photo, one stored message with that photo, and nothing the visitor wrote left in IndexedDB', async ({
      page,
      context,
    }) => {
      // Every call to the function and to Storage, from both tabs and the worker.
      const calls = await throughNpmStart(context);
      const message = uniqueMessage();
      const other = await context.newPage();
      await other.goto('/contact/');
      await formHydrated(other);
      const key = await saveOffline(page, message);
      // Offline, nothing went out.
      expect(calls).toEqual([]);
      const fireSync = await workerSync(context, page);

      // All three at once: both tabs get `online`, and the worker its sync.
      await Promise.all([context.setOffline(false), fireSync()]);

      // A tab tells the visitor it went, and then no sender holds or waits for the lock.
      const told = [page, other].map((tab) =>
        tab.getByRole('status').filter({ hasText: 'Your saved request was sent at' }),
      );
      const notices = async () => (await told[0]!.count()) + (await told[1]!.count());
      await expect.poll(notices).toBeGreaterThan(0);
      await expect.poll(() => sendersDone(page)).toBe(true);

      // One sender had it: one set of slots, uploads and posts among every call that went out...
      const slotAsks = calls.filter((call) => call.path === `${functionPath}/photo-slots`);
      const uploads = calls.filter((call) => call.method === 'PUT');
      const posts = calls.filter((call) => call.path === functionPath);
      expect({ slotAsks: slotAsks.length, uploads: uploads.length, posts: posts.length }).toEqual({
        slotAsks: 1,
        uploads: 1,
        posts: 1,
      });
      // ...the ask for this request's key, which got one slot...
      expect(slotAsks).toEqual([
        expect.objectContaining({
          method: 'POST',
          status: 200,
          body: expect.stringContaining(key),
        }),
      ]);
      const { slots } = JSON.parse(slotAsks[0]!.answer) as { slots: { id: string; url: string }[] };
      expect(slots).toHaveLength(1);
      // ...the upload, of the photo to that slot, which Storage took...
      expect(uploads.map(({ path, status }) => ({ path, status }))).toEqual([
        { path: slots[0]!.url, status: 200 },
      ]);
      // ...and the post of the message, naming that photo, which the function took.
      expect(posts[0]!.status).toBe(200);
      expect(JSON.parse(posts[0]!.body)).toMatchObject({
        message: message.message,
        idempotencyKey: key,
        photos: [slots[0]!.id],
        photosFailed: 0,
      });
      // Nothing else, and nothing went around the forwarding to the suite's own function.
      expect(calls).toHaveLength(3);
      expect(await reached(key)).toEqual({ slotAsks: 0, messages: 0 });

      // The function stored it once, with the photo: one e-mail to the owner, the photo attached.
      const email = await emlFor(message.message);
      expect(email.text).toContain('Photos: 1 photo attached (photo-1.jpg).');
      expect(email.images).toHaveLength(1);
      expect(email.images[0]!.headers).toContain('Content-Type: image/jpeg');

      // One tab told the visitor: the form that saved it, or the other tab's notice.
      expect(await notices()).toBe(1);

      // Nothing left on the phone: no record, so no name, e-mail, phone, message or photo.
      for (const tab of [page, other]) {
        const left = await outboxRecords(tab);
        expect(personalData(left, message)).toEqual([]);
        expect(left).toEqual([]);
      }
    });
  });

  test('with no page of the site open, the worker sends it and keeps only a note, which the next visit tells and deletes', async ({
    page,
    context,
  }) => {
    const message = uniqueMessage();
    // A plain file of the site, opened while online: a tab with no outbox loader, to read from.
    const reader = await context.newPage();
    await reader.goto('/robots.txt');
    const key = await saveOffline(page, message);
    // The form's tab is closed: only the worker is left to send.
    await page.close();
    await context.setOffline(false);

    // The worker's send leaves a note with nothing the visitor wrote.
    await expect
      .poll(() => outboxRecords(reader))
      .toEqual([{ key, queuedAt: expect.any(Number), outcome: 'sent', at: expect.any(Number) }]);
    await expect.poll(() => sendersDone(reader)).toBe(true);
    expect(await storedMessages(message.message)).toHaveLength(1);
    expect(await reached(key)).toEqual({ slotAsks: 1, messages: 1 });

    // The next visit to any page tells the visitor, and the note goes.
    await reader.goto('/');
    await expect(
      reader.getByRole('status').filter({ hasText: 'Your saved request was sent at' }),
    ).toBeVisible({ timeout: hydrationTimeout });
    await expect.poll(() => outboxRecords(reader)).toEqual([]);
    expect(await reached(key)).toEqual({ slotAsks: 1, messages: 1 });
  });
});
