/**
 * The owner's service worker (public/owner/owner-sw.js): what a tap on an alert opens. Run in a
 * fake worker scope: its listeners, a registration scoped to /owner/, and clients.openWindow.
 */
import { readFileSync } from 'node:fs';

type Listener = (event: Record<string, unknown>) => void;

function loadWorker() {
  const listeners = new Map<string, Listener>();
  const opened: string[] = [];
  const self = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { scope: 'https://www.example.com/owner/', showNotification: jest.fn() },
    clients: { openWindow: async (url: string) => void opened.push(url) },
  };
  new Function('self', readFileSync('public/owner/owner-sw.js', 'utf8'))(self);
  const tap = async (data: unknown, action = '') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('notificationclick')!({
      action,
      notification: { data, close: () => {} },
      waitUntil: (promise: Promise<unknown>) => (done = promise),
    });
    await done;
    return opened.at(-1);
  };
  return { tap };
}

describe("the owner's service worker", () => {
  it('opens the alerts page for a push with nothing to open (a test alert)', async () => {
    const { tap } = loadWorker();
    expect(await tap({ actions: [] })).toBe('https://www.example.com/owner/alerts/');
    expect(await tap(null)).toBe('https://www.example.com/owner/alerts/');
  });

  it("opens a lead's call-back through the alerts page, and its other links as they are", async () => {
    const { tap } = loadWorker();
    const data = {
      url: 'tel:+17275550142',
      actions: [
        { action: 'call', title: 'Call back', url: 'tel:+17275550142' },
        { action: 'called', title: 'Mark', url: 'https://www.example.com/owner/contacted/?t=x' },
      ],
    };
    expect(await tap(data)).toBe('https://www.example.com/owner/alerts/?call=tel%3A%2B17275550142');
    expect(await tap(data, 'called')).toBe('https://www.example.com/owner/contacted/?t=x');
  });
});
