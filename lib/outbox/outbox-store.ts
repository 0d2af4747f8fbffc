/**
 * Where a contact request written without a connection waits: IndexedDB on the visitor's phone,
 * one record per idempotency key, with the photos already made smaller as Blobs. The pages and
 * the service worker's `sync` handler (worker/contact-outbox.ts, bundled from this module) open
 * it here, so its name, store and record shape are written once.
 */
import type { ContactLanguage, ContactMessage } from '@/supabase/functions/_shared/contract';

/**
 * A request never sent is deleted this many days after Send was pressed, by the first page or
 * worker that opens the outbox then (the privacy page says so, from this figure).
 */
export const keepUnsentDays = 30;

/** Who is sending a waiting request, and since when: the other senders leave it alone meanwhile. */
type Claim = { owner: string; at: number };

/** A request waiting to be sent: everything the visitor wrote and the photos they chose. */
export type QueuedRequest = {
  /** The message's idempotency key: the function stores and e-mails a key once. */
  key: string;
  message: ContactMessage;
  /** The photos, prepared (scaled, re-encoded) before the send was tried. */
  photos: Blob[];
  /** When the visitor pressed Send, in ms since the epoch. */
  queuedAt: number;
  /**
   * The language of the form it was written in (the Spanish pages' is `es`), which the function
   * is told whoever sends it; none on a request kept before the Spanish edition: English.
   */
  language?: ContactLanguage;
  /** Set by the sender that has it in hand (lib/outbox/contact-outbox.ts, `claim`). */
  claim?: Claim;
};

/**
 * What stays of a request the service worker sent or saw refused, until a page has told the
 * visitor: the key, the times and the outcome. Nothing the visitor wrote, no photo.
 */
export type OutboxNote = {
  key: string;
  queuedAt: number;
  outcome: 'sent' | 'refused';
  at: number;
};

export type OutboxRecord = QueuedRequest | OutboxNote;

export const isNote = (record: OutboxRecord): record is OutboxNote => 'outcome' in record;

/** What a page tells the visitor of a request that went: its key and when. */
export type SentRequest = { key: string; sentAt: number };

/**
 * What a change makes of the record under a key: a record to write, `null` to delete it, or
 * `undefined` to leave it as it is.
 */
type Change = (current: OutboxRecord | undefined) => OutboxRecord | null | undefined;

/** What the queue needs of its storage: the unit tests give it a map, the browser IndexedDB. */
export type OutboxStore = {
  all(): Promise<OutboxRecord[]>;
  /**
   * Reads the record under `key` and writes what `change` makes of it in one readwrite
   * transaction, so no other sender's write falls between the read and the write; resolves once
   * the transaction has committed. Every write goes through here: none writes a copy read before.
   */
  update(key: string, change: Change): Promise<void>;
};

/**
 * Fired on `window` when a waiting request has been sent, with a `SentRequest` as its detail. The
 * form that queued it cancels the event and says so itself; otherwise the outbox loader does.
 */
export const outboxSentEvent = 'contact-outbox-sent';

/** The Background Sync tag; the worker's handler (worker/contact-outbox.ts) answers it. */
export const syncTag = 'contact-outbox';

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
    // Without localStorage (the service worker has none) every page looks in IndexedDB (below).
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

/** The outbox in this browser's IndexedDB. */
export const indexedDbStore: OutboxStore = {
  async all() {
    const db = await open();
    try {
      const store = db.transaction(storeName, 'readonly').objectStore(storeName);
      return (await done(store.getAll())) as OutboxRecord[];
    } finally {
      db.close();
    }
  },
  async update(key, change) {
    const db = await open();
    try {
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction(storeName, 'readwrite');
        const store = transaction.objectStore(storeName);
        const read = store.get(key);
        // The write is made in the read's success callback, while the transaction is active: a
        // later task would find it committed. A `change` that throws aborts the transaction.
        read.onsuccess = () => {
          const next = change(read.result as OutboxRecord | undefined);
          if (next === null) store.delete(key);
          else if (next) store.put(next);
        };
        transaction.oncomplete = () => resolve();
        transaction.onerror = transaction.onabort = () =>
          reject(transaction.error ?? new Error('contact outbox: the transaction was aborted'));
      });
    } finally {
      db.close();
    }
  },
};
