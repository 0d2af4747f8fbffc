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
import {
  fillContactForm,
  formHydrated,
  journalEntries,
  openContactPage,
  queryBackend,
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

  test('back online, both tabs and the worker send at once: one message and one set of photo slots reach the function, and nothing the visitor wrote stays in IndexedDB', async ({
    page,
    context,
  }) => {
    const message = uniqueMessage();
    const other = await context.newPage();
    await other.goto('/contact/');
    await formHydrated(other);
    const key = await saveOffline(page, message);

    // The connection comes back: both tabs get `online`, and the worker its sync.
    await context.setOffline(false);

    // One of the tabs tells the visitor: the form that saved it, or the other tab's notice.
    const told = [page, other].map((tab) =>
      tab.getByRole('status').filter({ hasText: 'Your saved request was sent at' }),
    );
    await expect.poll(async () => (await told[0]!.count()) + (await told[1]!.count())).toBe(1);
    await expect.poll(() => sendersDone(page)).toBe(true);

    expect(await storedMessages(message.message)).toHaveLength(1);
    // One ask for slots, one post of the message: one sender had it.
    expect(await reached(key)).toEqual({ slotAsks: 1, messages: 1 });
    // Whatever slots that ask got, each filled once: at most the one photo.
    const uploads = (await journalEntries()).filter(
      (entry) => entry.method === 'PUT' && entry.url.includes('/storage/'),
    );
    expect(uploads.length).toBeLessThanOrEqual(1);

    // Nothing left on the phone: no record, so no name, e-mail, phone, message or photo.
    for (const tab of [page, other]) {
      const left = await outboxRecords(tab);
      expect(personalData(left, message)).toEqual([]);
      expect(left).toEqual([]);
    }
  });

  test('the worker’s sync fired at the very moment both tabs come back online: one ask for photo slots, at most one upload and one message, and IndexedDB keeps nothing the visitor wrote', async ({
    page,
    context,
  }) => {
    const message = uniqueMessage();
    const other = await context.newPage();
    await other.goto('/contact/');
    await formHydrated(other);
    const key = await saveOffline(page, message);
    const fireSync = await workerSync(context, page);
    // What reached the function before: only what these three senders send is counted below.
    const before = (await journalEntries()).length;

    // All three at once: both tabs get `online`, and the worker its sync.
    await Promise.all([context.setOffline(false), fireSync()]);

    const told = [page, other].map((tab) =>
      tab.getByRole('status').filter({ hasText: 'Your saved request was sent at' }),
    );
    await expect.poll(async () => (await told[0]!.count()) + (await told[1]!.count())).toBe(1);
    await expect.poll(() => sendersDone(page)).toBe(true);

    const stored = await storedMessages(message.message);
    expect(stored).toHaveLength(1);
    expect(await reached(key)).toEqual({ slotAsks: 1, messages: 1 });
    // One photo, so at most one upload for the three senders together. (The suite's function has
    // no Storage stand-in: its photo-slots answers 503 and none is uploaded. The unit race counts
    // the uploads: tests/unit/contact-outbox.test.ts.) Each upload that went is the message's.
    const uploads = (await journalEntries())
      .slice(before)
      .filter((entry) => entry.method === 'PUT' && entry.url.includes('/storage/'));
    expect(uploads.length).toBeLessThanOrEqual(1);
    expect(
      await queryBackend('select id from public.contact_photos where message_id = $1', [
        stored[0]!.id,
      ]),
    ).toHaveLength(uploads.length);

    for (const tab of [page, other]) {
      const left = await outboxRecords(tab);
      expect(personalData(left, message)).toEqual([]);
      expect(left).toEqual([]);
    }
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
