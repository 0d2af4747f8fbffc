import {
  askAfterMs,
  claimMs,
  discard,
  exclusively,
  flushOutbox,
  keepUnsentMs,
  lockName,
  sendWaiting,
} from '@/lib/outbox/contact-outbox';
import { queueRequest } from '@/lib/outbox/queue-request';
import {
  keepUnsentDays,
  mayBeWaiting,
  type OutboxRecord,
  type OutboxStore,
  type QueuedRequest,
} from '@/lib/outbox/outbox-store';
import type { SendResult } from '@/lib/outbox/send-contact';
import { sendQueued } from '@/lib/outbox/send-queued';

/** A task later: IndexedDB answers each request in a task of its own. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * jsdom has no IndexedDB: the outbox's store as a map, with the same contract. Each call answers
 * a task later, so senders running side by side interleave as they do over IndexedDB; `update`
 * reads and writes at one moment, as one readwrite transaction does.
 */
function memoryStore(): OutboxStore & { keys(): string[]; records(): OutboxRecord[] } {
  const records = new Map<string, OutboxRecord>();
  // A copy in and out, as IndexedDB gives (a Blob is immutable, so the same one will do).
  const copy = (record: OutboxRecord): OutboxRecord =>
    'message' in record
      ? { ...record, message: { ...record.message }, photos: [...record.photos] }
      : { ...record };
  return {
    async all() {
      await tick();
      return [...records.values()].map(copy);
    },
    async update(key, change) {
      await tick();
      const current = records.get(key);
      const next = change(current && copy(current));
      if (next === null) records.delete(key);
      else if (next) records.set(key, copy(next));
      await tick();
    },
    keys: () => [...records.keys()],
    records: () => [...records.values()],
  };
}

const now = Date.UTC(2026, 9, 7, 15, 30);
const request = (key: string, overrides: Partial<QueuedRequest> = {}): QueuedRequest => ({
  key,
  message: {
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    phone: '(727) 555-0100',
    service: 'Permit Rescue',
    message: `Roof tarp after the storm (${key}).`,
  },
  photos: [],
  queuedAt: now - 60_000,
  ...overrides,
});

/** Whatever the store holds of what the visitor wrote or chose: none of it may stay once sent. */
function personalData(store: { records(): OutboxRecord[] }) {
  return store.records().flatMap((record) => {
    const text = JSON.stringify(record);
    const found = ['Ana Ruiz', 'ana@example.com', '555-0100', 'Roof tarp'].filter((word) =>
      text.includes(word),
    );
    const fields = ['message', 'photos'].filter((field) => field in record);
    return [...found, ...fields].map((what) => `${record.key}: ${what}`);
  });
}

const answers = (...results: SendResult[]) => {
  const send = jest.fn(async (_request: QueuedRequest) => results.shift() ?? { ok: true as const });
  return send;
};

beforeEach(() => localStorage.clear());

describe('contact outbox', () => {
  it('keeps a request by its key and marks that one waits', async () => {
    const store = memoryStore();
    await queueRequest(store, request('key-1'));
    // Send pressed twice offline: the same message has the same key, so it waits once.
    await queueRequest(store, request('key-1'));
    expect(store.keys()).toEqual(['key-1']);
    expect(mayBeWaiting()).toBe(true);
  });

  it('keeps the claim of the sender that has it when Send is pressed again, so it still goes once', async () => {
    const store = memoryStore();
    await queueRequest(store, request('key-1'));
    let answer = (_result: SendResult) => {};
    const send = jest.fn(() => new Promise<SendResult>((resolve) => (answer = resolve)));
    const sending = flushOutbox(store, send, now, 'this tab');
    await waitFor(() => send.mock.calls.length === 1);
    // Saved again (a second tap on Send offline) while the first send is out.
    await queueRequest(store, request('key-1'));
    expect(store.records()).toMatchObject([{ claim: { owner: 'this tab', at: now } }]);
    // Another tab finds it in hand and leaves it.
    expect((await flushOutbox(store, send, now, 'other tab')).sent).toEqual([]);
    answer({ ok: true });
    expect((await sending).sent).toEqual([{ key: 'key-1', sentAt: now }]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.keys()).toEqual([]);
  });

  it('sends a waiting request once, deletes it whole and reports when it went', async () => {
    const store = memoryStore();
    await queueRequest(store, request('key-1', { photos: [new Blob(['a'])] }));
    const send = answers({ ok: true });
    const report = await flushOutbox(store, send, now);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({ key: 'key-1' });
    expect(report.sent).toEqual([{ key: 'key-1', sentAt: now }]);
    expect(store.keys()).toEqual([]);
    expect(mayBeWaiting()).toBe(false);
    // A second flush (the next page, another online event) sends nothing again.
    expect(await flushOutbox(store, send, now)).toEqual({
      sent: [],
      refused: [],
      toAsk: [],
      expired: [],
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps a request the network or a busy function did not take, for the next try', async () => {
    const store = memoryStore();
    await queueRequest(store, request('key-1'));
    await queueRequest(store, request('key-2'));
    await queueRequest(store, request('key-3'));
    const report = await flushOutbox(
      store,
      answers(
        { ok: false, reason: 'network' },
        { ok: false, reason: 'http', status: 429 },
        { ok: false, reason: 'http', status: 503 },
      ),
      now,
    );
    expect(report).toEqual({ sent: [], refused: [], toAsk: [], expired: [] });
    expect(store.keys()).toEqual(['key-1', 'key-2', 'key-3']);
    // Given back: no claim left on them, so the next sender takes them at once.
    expect(store.records().some((record) => 'claim' in record)).toBe(false);
    expect(mayBeWaiting()).toBe(true);
  });

  it('drops a request the function refuses for good, and reports it', async () => {
    const store = memoryStore();
    await queueRequest(store, request('key-1'));
    const report = await flushOutbox(
      store,
      answers({ ok: false, reason: 'http', status: 400 }),
      now,
    );
    expect(report.refused).toEqual(['key-1']);
    expect(store.keys()).toEqual([]);
    expect(mayBeWaiting()).toBe(false);
  });

  it('asks before sending a request that waited more than a week; Discard deletes it', async () => {
    const store = memoryStore();
    await queueRequest(store, request('old', { queuedAt: now - askAfterMs - 1 }));
    await queueRequest(store, request('recent', { queuedAt: now - askAfterMs + 60_000 }));
    const send = answers({ ok: true });
    const report = await flushOutbox(store, send, now);
    expect(send.mock.calls.map(([sent]) => sent.key)).toEqual(['recent']);
    expect(report.toAsk).toMatchObject([{ key: 'old' }]);
    expect(store.keys()).toEqual(['old']);
    expect(mayBeWaiting()).toBe(true);
    await discard(store, 'old');
    expect(store.keys()).toEqual([]);
    expect(mayBeWaiting()).toBe(false);
  });

  it(`deletes a request never sent ${keepUnsentDays} days after Send was pressed, unsent, and says when it was written`, async () => {
    expect(keepUnsentMs).toBe(30 * 24 * 60 * 60 * 1000);
    const store = memoryStore();
    const writtenAt = now - keepUnsentMs - 1;
    await queueRequest(store, request('expired', { queuedAt: writtenAt }));
    await queueRequest(store, request('asked', { queuedAt: now - keepUnsentMs + 60_000 }));
    const send = answers();
    const report = await flushOutbox(store, send, now);
    expect(send).not.toHaveBeenCalled();
    expect(report.expired).toEqual([writtenAt]);
    expect(report.toAsk.map(({ key }) => key)).toEqual(['asked']);
    expect(store.keys()).toEqual(['asked']);
    // The worker deletes it too, where no page comes: a day later the other one goes.
    await sendWaiting(store, send, now + 24 * 60 * 60 * 1000);
    expect(send).not.toHaveBeenCalled();
    expect(store.keys()).toEqual([]);
  });

  it('reports what the worker sent since, without sending it again, and forgets its note', async () => {
    const store = memoryStore();
    await store.update('key-1', () => ({
      key: 'key-1',
      queuedAt: now - 60_000,
      outcome: 'sent',
      at: now - 5_000,
    }));
    await store.update('key-2', () => ({
      key: 'key-2',
      queuedAt: now - 60_000,
      outcome: 'refused',
      at: now - 5_000,
    }));
    const send = answers();
    const report = await flushOutbox(store, send, now);
    expect(send).not.toHaveBeenCalled();
    expect(report.sent).toEqual([{ key: 'key-1', sentAt: now - 5_000 }]);
    expect(report.refused).toEqual(['key-2']);
    expect(store.keys()).toEqual([]);
  });
});

describe('the service worker’s send, on Background Sync', () => {
  it('sends each waiting request younger than a week once, and leaves only a note with nothing the visitor wrote', async () => {
    const store = memoryStore();
    await queueRequest(store, request('waiting', { photos: [new Blob(['a'])] }));
    await queueRequest(store, request('old', { queuedAt: now - askAfterMs - 1 }));
    const send = answers({ ok: true });
    await sendWaiting(store, send, now);
    expect(send.mock.calls.map(([sent]) => sent.key)).toEqual(['waiting']);
    expect(store.records()).toEqual([
      { key: 'waiting', queuedAt: now - 60_000, outcome: 'sent', at: now },
      expect.objectContaining({ key: 'old', message: expect.anything() }),
    ]);
    // The next page reports it as sent and sends nothing again.
    const report = await flushOutbox(store, answers(), now);
    expect(report.sent).toEqual([{ key: 'waiting', sentAt: now }]);
    expect(store.keys()).toEqual(['old']);
  });

  it('fails the sync while one is worth another try, so the browser fires it again; a refusal is left for a page as a note', async () => {
    const store = memoryStore();
    await queueRequest(store, request('refused'));
    await queueRequest(store, request('busy'));
    await expect(
      sendWaiting(
        store,
        answers(
          { ok: false, reason: 'http', status: 400 },
          { ok: false, reason: 'http', status: 503 },
        ),
        now,
      ),
    ).rejects.toThrow('1 waiting request(s) not sent yet');
    expect(store.records()).toEqual([
      { key: 'refused', queuedAt: now - 60_000, outcome: 'refused', at: now },
      expect.objectContaining({ key: 'busy', message: expect.anything() }),
    ]);
    await expect(sendWaiting(store, answers({ ok: true }), now)).resolves.toBeUndefined();
    expect(personalData(store)).toEqual([]);
  });

  it('leaves a request claimed by another sender alone until the claim runs out', async () => {
    const store = memoryStore();
    await queueRequest(store, request('key-1'));
    await store.update('key-1', (current) => ({
      ...(current as QueuedRequest),
      claim: { owner: 'a closed tab', at: now },
    }));
    const send = answers();
    // Fails, so the browser tries again: the other sender may not get it through.
    await expect(sendWaiting(store, send, now + claimMs - 1)).rejects.toThrow();
    const report = await flushOutbox(store, send, now + claimMs - 1);
    expect(report.sent).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    expect(mayBeWaiting()).toBe(true);
    // That sender was killed mid-send: after `claimMs` the next one sends it.
    await sendWaiting(store, send, now + claimMs + 1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not write back a record deleted while it was sending', async () => {
    const store = memoryStore();
    await queueRequest(store, request('key-1', { photos: [new Blob(['a'])] }));
    let answer = (_result: SendResult) => {};
    const sending = sendWaiting(
      store,
      () => new Promise<SendResult>((resolve) => (answer = resolve)),
      now,
    );
    await waitFor(() => store.records().some((record) => 'claim' in record));
    // The visitor discards it on a page while the worker's post is out.
    await discard(store, 'key-1');
    answer({ ok: true });
    await sending;
    expect(store.keys()).toEqual([]);
  });
});

/** Resolves once `done()` holds, checking after each task. */
async function waitFor(done: () => boolean) {
  while (!done()) await tick();
}

/**
 * Web Locks as the browser grants them, for jsdom (which has none): one holder of a name at a
 * time, in the order asked. Remembers each name asked for.
 */
function installLocks() {
  const asked: string[] = [];
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    request(name: string, work: () => Promise<unknown>) {
      asked.push(name);
      const held = (queues.get(name) ?? Promise.resolve()).then(work);
      queues.set(
        name,
        held.catch(() => {}),
      );
      return held;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return asked;
}

describe('a page, another tab and the worker sending one outbox at the same moment', () => {
  const via = {
    endpoint: 'https://abcd.supabase.co/functions/v1/send-contact-email',
    uploadBase: 'https://abcd.supabase.co',
    headers: { 'Content-Type': 'application/json' },
  };
  /** The function: slots for each ask, each call a few tasks long, so the senders overlap. */
  const fetch = jest.fn(async (url: string, _init?: RequestInit) => {
    for (let i = 0; i < 5; i++) await tick();
    const body = url.endsWith('/photo-slots')
      ? {
          slots: [1, 2].map((n) => ({
            id: `slot-${fetch.mock.calls.length}-${n}`,
            url: `/storage/v1/object/upload/sign/${fetch.mock.calls.length}-${n}`,
          })),
        }
      : { ok: true };
    return {
      ok: true,
      status: 200,
      headers: new Headers(),
      json: async () => body,
      text: async () => JSON.stringify(body),
    };
  });
  const calls = () =>
    fetch.mock.calls.map(([url, init]) =>
      init?.method === 'PUT' ? 'upload' : url.endsWith('/photo-slots') ? 'slots' : 'message',
    );
  const send = (queued: QueuedRequest) => sendQueued(queued, via);

  beforeEach(() => {
    fetch.mockClear();
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    jest.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    delete (navigator as { locks?: unknown }).locks;
    jest.restoreAllMocks();
  });

  async function race() {
    const store = memoryStore();
    const photos = [
      new Blob(['a'], { type: 'image/jpeg' }),
      new Blob(['b'], { type: 'image/jpeg' }),
    ];
    await queueRequest(store, request('key-1', { photos }));
    const worker = exclusively(() => sendWaiting(store, send, now)).catch(() => 'retry');
    const tabs = [1, 2].map(() => exclusively(() => flushOutbox(store, send, now)));
    const [workerDone, ...reports] = await Promise.all([worker, ...tabs]);
    return { store, workerDone, reports: reports as Awaited<ReturnType<typeof flushOutbox>>[] };
  }

  it('with Web Locks: each takes the lock in turn, and one set of slots, uploads and message goes', async () => {
    const asked = installLocks();
    const { store, reports } = await race();
    expect(asked).toEqual([lockName, lockName, lockName]);
    expect(calls().sort()).toEqual(['message', 'slots', 'upload', 'upload']);
    // The worker went first and left a note; the first tab to follow told the visitor.
    expect(reports.flatMap((report) => report.sent)).toEqual([{ key: 'key-1', sentAt: now }]);
    expect(personalData(store)).toEqual([]);
    expect(store.keys()).toEqual([]);
  });

  it('without Web Locks: the claim in the record decides, and one set goes', async () => {
    expect((navigator as { locks?: unknown }).locks).toBeUndefined();
    const { store, workerDone } = await race();
    expect(calls().sort()).toEqual(['message', 'slots', 'upload', 'upload']);
    // The worker claimed it first (it started first); the tabs found it in hand. Its note holds
    // nothing the visitor wrote; the next page tells the visitor and deletes it.
    expect(workerDone).toBeUndefined();
    expect(personalData(store)).toEqual([]);
    const report = await flushOutbox(store, send, now);
    expect(report.sent).toEqual([{ key: 'key-1', sentAt: now }]);
    expect(store.keys()).toEqual([]);
    expect(calls()).toHaveLength(4);
  });
});

describe('sending a waiting request', () => {
  const via = {
    endpoint: 'https://abcd.supabase.co/functions/v1/send-contact-email',
    uploadBase: 'https://abcd.supabase.co',
    headers: { 'Content-Type': 'application/json', apikey: 'anon-key' },
  };
  /** An answer as fetch gives it, as far as the senders read one (jsdom has no Response). */
  const answer = (status: number, body: unknown = { ok: true }) => ({
    ok: status < 300,
    status,
    headers: new Headers(),
    json: async () => body,
    text: async () => JSON.stringify(body),
  });
  const slots = [
    { id: 'slot-1', url: '/storage/v1/object/upload/sign/1' },
    { id: 'slot-2', url: '/storage/v1/object/upload/sign/2' },
  ];
  // The second photo does not arrive.
  const fetch = jest.fn(async (url: string, _init?: RequestInit) =>
    url.endsWith('/photo-slots')
      ? answer(200, { slots })
      : url.endsWith('/sign/2')
        ? answer(500)
        : answer(200),
  );
  beforeEach(() => {
    fetch.mockClear();
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    jest.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('asks for slots bound to its key, puts each photo in its slot, then sends the message naming the filled ones, to the target it is given', async () => {
    const photos = [
      new Blob(['a'], { type: 'image/jpeg' }),
      new Blob(['b'], { type: 'image/jpeg' }),
    ];
    expect(await sendQueued(request('key-1', { photos }), via)).toEqual({ ok: true });
    const calls = fetch.mock.calls.map(([url, init]) => [init?.method, url]);
    expect(calls[0]).toEqual(['POST', `${via.endpoint}/photo-slots`]);
    expect(calls.slice(1, 3).sort()).toEqual([
      ['PUT', 'https://abcd.supabase.co/storage/v1/object/upload/sign/1'],
      ['PUT', 'https://abcd.supabase.co/storage/v1/object/upload/sign/2'],
    ]);
    expect(calls[3]).toEqual(['POST', via.endpoint]);
    expect(fetch.mock.calls[0]![1]!.headers).toEqual(via.headers);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      count: 2,
      idempotencyKey: 'key-1',
    });
    expect(JSON.parse(String(fetch.mock.calls[3]![1]!.body))).toMatchObject({
      idempotencyKey: 'key-1',
      photos: ['slot-1'],
      photosFailed: 1,
    });
  });

  it('tells the function the language of the form it was written in, whoever sends it', async () => {
    await sendQueued({ ...request('key-es'), language: 'es' }, { ...via, language: 'en' });
    await sendQueued(request('key-en'), { ...via, language: 'es' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`${via.endpoint}?lang=es`, via.endpoint]);
  });
});
