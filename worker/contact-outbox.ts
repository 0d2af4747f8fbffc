/*
 * The service worker's part of the contact outbox (docs/islands.md, "A request written offline"):
 * on Background Sync's `contact-outbox` event, sends the requests the form kept in IndexedDB while
 * there was no connection, holding the same Web Lock as the pages and claiming each request
 * first, so a page and the worker never send one together (docs/offline.md). The build bundles it
 * from lib/outbox/ into out/sw.js after offline-cache.js (pipeline/service-worker.ts), so the
 * database, the record and the order of the send are the pages' own.
 */
import { exclusively, sendWaiting } from '@/lib/outbox/contact-outbox';
import { indexedDbStore, syncTag } from '@/lib/outbox/outbox-store';
import { sendQueued } from '@/lib/outbox/send-queued';

/** Background Sync's event (the DOM types this project compiles with have no worker events). */
type SyncEvent = ExtendableEvent & { tag: string };
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  // A failed send fails the event, and the browser fires it again later.
  if (sync.tag === syncTag)
    sync.waitUntil(exclusively(() => sendWaiting(indexedDbStore, sendQueued)));
});
