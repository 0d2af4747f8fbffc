/**
 * What the form needs of the outbox: keeping a request the network did not take. The sending
 * (lib/outbox/contact-outbox.ts) loads only on a page that finds one waiting, so the contact
 * page does not carry it (docs/offline.md).
 */
import type { ContactMessage } from '@/supabase/functions/_shared/contract';
import {
  indexedDbStore,
  isNote,
  markWaiting,
  syncTag,
  type OutboxStore,
  type QueuedRequest,
} from './outbox-store';
import { sendTarget } from './send-contact';

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

/** Asks the service worker, where there is one with Background Sync, to send when it can. */
async function registerSync() {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      | SyncRegistration
      | undefined;
    await registration?.sync?.register(syncTag);
  } catch {
    // No worker, or no Background Sync: the pages send it (components/contact/outbox-loader.tsx).
  }
}

/** Keeps `request` until it can be sent; rejects when the browser cannot store it. */
export async function queueRequest(store: OutboxStore, request: QueuedRequest) {
  // The same message saved again (Send pressed twice offline) keeps a sender's claim on it.
  await store.update(request.key, (current) =>
    current && !isNote(current) && current.claim ? { ...request, claim: current.claim } : request,
  );
  markWaiting(true);
  void registerSync();
}

/** Keeps a request the network did not take, in IndexedDB; rejects when it cannot hold it. */
export const queueContactRequest = (key: string, message: ContactMessage, photos: Blob[]) =>
  queueRequest(indexedDbStore, {
    key,
    message,
    photos,
    queuedAt: Date.now(),
    language: sendTarget.language,
  });
