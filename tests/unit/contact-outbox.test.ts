import {
  askAfterMs,
  discard,
  flushOutbox,
  queueRequest,
  sendWaiting,
} from '@/lib/outbox/contact-outbox';
import { mayBeWaiting, type OutboxStore, type QueuedRequest } from '@/lib/outbox/outbox-store';
import type { SendResult } from '@/lib/outbox/send-contact';
import { sendQueued } from '@/lib/outbox/send-queued';

/** jsdom has no IndexedDB: the outbox's store as a map, with the same contract. */
function memoryStore(): OutboxStore & { keys(): string[] } {
  const records = new Map<string, QueuedRequest>();
  // A copy in and out, as IndexedDB gives (jsdom has no structuredClone; the records are JSON).
  const copy = (request: QueuedRequest): QueuedRequest => JSON.parse(JSON.stringify(request));
  return {
    all: async () => [...records.values()].map((record) => copy(record)),
    put: async (request) => void records.set(request.key, copy(request)),
    remove: async (key) => void records.delete(key),
    keys: () => [...records.keys()],
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

  it('sends a waiting request once, forgets it and reports when it went', async () => {
    const store = memoryStore();
    await queueRequest(store, request('key-1'));
    const send = answers({ ok: true });
    const report = await flushOutbox(store, send, now);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({ key: 'key-1' });
    expect(report.sent).toMatchObject([{ key: 'key-1', sentAt: now }]);
    expect(store.keys()).toEqual([]);
    expect(mayBeWaiting()).toBe(false);
    // A second flush (the next page, another online event) sends nothing again.
    expect(await flushOutbox(store, send, now)).toEqual({ sent: [], refused: [], toAsk: [] });
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
    expect(report).toEqual({ sent: [], refused: [], toAsk: [] });
    expect(store.keys()).toEqual(['key-1', 'key-2', 'key-3']);
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
    expect(report.refused).toMatchObject([{ key: 'key-1' }]);
    expect(store.keys()).toEqual([]);
    expect(mayBeWaiting()).toBe(false);
  });

  it('asks before sending a request that waited more than a week', async () => {
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

  it('reports what the worker sent since, without sending it again', async () => {
    const store = memoryStore();
    await queueRequest(store, request('key-1', { sentAt: now - 5_000 }));
    const send = answers();
    const report = await flushOutbox(store, send, now);
    expect(send).not.toHaveBeenCalled();
    expect(report.sent).toMatchObject([{ key: 'key-1', sentAt: now - 5_000 }]);
    expect(store.keys()).toEqual([]);
  });
});

describe('the service worker’s send, on Background Sync', () => {
  it('sends each waiting request younger than a week once, and keeps it marked sent for a page to tell', async () => {
    const store = memoryStore();
    await queueRequest(store, request('waiting'));
    await queueRequest(store, request('told-soon', { sentAt: now - 5_000 }));
    await queueRequest(store, request('old', { queuedAt: now - askAfterMs - 1 }));
    const send = answers({ ok: true });
    await sendWaiting(store, send, now);
    expect(send.mock.calls.map(([sent]) => sent.key)).toEqual(['waiting']);
    expect((await store.all()).map(({ key, sentAt }) => [key, sentAt])).toEqual([
      ['waiting', now],
      ['told-soon', now - 5_000],
      ['old', undefined],
    ]);
    // The next page reports it as sent and sends nothing again.
    const report = await flushOutbox(store, answers(), now);
    expect(report.sent.map(({ key }) => key)).toEqual(['waiting', 'told-soon']);
  });

  it('fails the sync while one is worth another try, so the browser fires it again; a refusal is left for a page', async () => {
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
    expect(await store.all()).toMatchObject([{ key: 'refused' }, { key: 'busy' }]);
    expect((await store.all()).some((stored) => stored.sentAt)).toBe(false);
    await expect(
      sendWaiting(store, answers({ ok: false, reason: 'http', status: 400 }, { ok: true }), now),
    ).resolves.toBeUndefined();
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
});
