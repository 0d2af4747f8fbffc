/**
 * Where a contact request written without a connection waits: IndexedDB on the visitor's phone,
 * one record per idempotency key, with the photos already made smaller as Blobs. The pages and
 * the service worker's `sync` handler (worker/contact-outbox.ts, bundled from this module) open
 * it here, so its name, store and record shape are written once.
 */
import type { ContactMessage } from '@/supabase/functions/_shared/contract';

export type QueuedRequest = {
  /** The message's idempotency key: the function stores and e-mails a key once. */
  key: string;
  message: ContactMessage;
  /** The photos, prepared (scaled, re-encoded) before the send was tried. */
  photos: Blob[];
  /** When the visitor pressed Send, in ms since the epoch. */
  queuedAt: number;
  /** Set once the function took it (by the page or the worker), until the visitor is told. */
  sentAt?: number;
};

/** What the queue needs of its storage: the unit tests give it a map, the browser IndexedDB. */
export type OutboxStore = {
  all(): Promise<QueuedRequest[]>;
  put(request: QueuedRequest): Promise<void>;
  remove(key: string): Promise<void>;
};

/**
 * Fired on `window` when a waiting request has been sent, with the request as its detail. The
 * form that queued it cancels the event and says so itself; otherwise the outbox loader does.
 */
export const outboxSentEvent = 'contact-outbox-sent';

const dbName = 'contact-outbox';
const storeName = 'requests';
/**
 * Set while a request waits, so a page can tell without opening IndexedDB. The worker cannot
 * clear it: a page that finds it set with an empty store clears it.
 */
const waitingFlag = 'contact-outbox-waiting';

export function markWaiting(waiting: boolean) {
  try {
    if (waiting) localStorage.setItem(waitingFlag, '1');
    else localStorage.removeItem(waitingFlag);
  } catch {
    // Without localStorage every page looks in IndexedDB (below).
  }
}

/** Whether a request may be waiting: true when localStorage cannot say. */
export function mayBeWaiting() {
  try {
    return localStorage.getItem(waitingFlag) !== null;
  } catch {
    return true;
  }
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function open() {
  const request = indexedDB.open(dbName, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(storeName, { keyPath: 'key' });
  return done(request);
}

async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  try {
    return await done(act(db.transaction(storeName, mode).objectStore(storeName)));
  } finally {
    db.close();
  }
}

/** The outbox in this browser's IndexedDB. */
export const indexedDbStore: OutboxStore = {
  all: () => inStore('readonly', (store) => store.getAll() as IDBRequest<QueuedRequest[]>),
  put: async (request) => void (await inStore('readwrite', (store) => store.put(request))),
  remove: async (key) => void (await inStore('readwrite', (store) => store.delete(key))),
};
