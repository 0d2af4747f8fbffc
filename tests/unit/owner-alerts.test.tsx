/**
 * The owner's alerts page (components/owner/alerts-setup.tsx, lib/owner-alerts.ts) against a fake
 * of the function's owner entries, kept in memory as the API in docs/contact-function.md says:
 * a one-use token, device credentials, the list, Remove, the test count, a new link, the key.
 * The browser's push (service worker, PushManager, Notification) is a fake too; the browser suite
 * (tests/e2e/owner-alerts.spec.ts) runs the page against the real function in Chromium.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertsSetup } from '@/components/owner/alerts-setup';
import { ownerAlertsPage } from '@/lib/content';
import {
  base64url,
  deviceName,
  deviceStorageKey,
  keyBytes,
  keyMatches,
  ownerApi,
  readStoredDevice,
} from '@/lib/owner-alerts';

const { title, description, lead, path, ...copy } = ownerAlertsPage;
const keyA = base64url(Uint8Array.from({ length: 65 }, (_, i) => i + 1));
const keyB = base64url(Uint8Array.from({ length: 65 }, (_, i) => 200 - i));

type Row = { id: string; device: string; name: string; at: string; last: string | null };
type Call = { method: string; route: string; body: Record<string, unknown> };

/** The function's owner entries, in memory. */
function fakeFunction() {
  const state = {
    publicKey: keyA,
    tokens: new Set(['fresh-token']),
    rows: [] as Row[],
    calls: [] as Call[],
    testAnswer: null as null | { status: number; body: object },
    linkStatus: 202,
    cap: 20,
  };
  const answer = (status: number, body: object) => ({ status, json: async () => body });
  const byDevice = (device: unknown) => state.rows.find((row) => row.device === device);
  state.rows.push({
    id: 'other1',
    device: 'cred-other',
    name: 'Chrome on Windows',
    at: '2026-12-01T10:00:00Z',
    last: null,
  });
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const route = url.replace(/^.*\/owner\//, '');
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    state.calls.push({ method, route, body });
    if (route === 'push-key') return answer(200, { publicKey: state.publicKey });
    if (route === 'alerts-link')
      return state.linkStatus === 202
        ? answer(202, { ok: true })
        : answer(429, { error: 'too_many', message: 'Three links were sent today. Try tomorrow.' });
    if (route === 'push-subscription' && method === 'POST') {
      if (!state.tokens.delete(String(body.token)))
        return answer(403, { error: 'bad_token', message: 'This link is not valid.' });
      if (state.rows.length >= state.cap)
        return answer(409, {
          error: 'devices_full',
          message: 'Twenty devices get alerts: remove one first.',
        });
      const row = {
        id: `id${state.rows.length}`,
        device: `cred-${state.rows.length}`,
        name: String(body.name),
        at: '2026-12-07T08:00:00Z',
        last: null,
      };
      state.rows.push(row);
      return answer(201, { device: row.device });
    }
    const mine = byDevice(body.device);
    if (!mine) return answer(403, { error: 'bad_device', message: 'Unknown device.' });
    if (route === 'push-subscription') {
      state.rows = state.rows.filter((row) => row !== mine);
      return answer(200, { ok: true, dropped: 1 });
    }
    if (route === 'devices' && method === 'POST')
      return answer(200, {
        devices: state.rows.map((row) => ({
          id: row.id,
          name: row.name,
          subscribedAt: row.at,
          lastAlertAt: row.last,
          self: row === mine,
        })),
      });
    if (route === 'devices') {
      state.rows = state.rows.filter((row) => row.id !== body.id);
      return answer(200, { ok: true, dropped: 1 });
    }
    if (route === 'push-test')
      return state.testAnswer
        ? answer(state.testAnswer.status, state.testAnswer.body)
        : answer(200, { ok: true, sent: state.rows.length, devices: state.rows.length });
    return answer(404, {});
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return state;
}

/** The browser's push: one subscription at a time, with the key it was made with. */
function fakePush(permission: NotificationPermission = 'granted') {
  const push = { subscription: null as null | { key: ArrayBuffer; unsubscribed: boolean } };
  const subscriptionOf = (key: ArrayBuffer) => {
    const made = { key, unsubscribed: false };
    return {
      endpoint: 'https://fcm.googleapis.com/fcm/send/unit',
      options: { applicationServerKey: key },
      toJSON: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/unit',
        keys: { p256dh: 'p', auth: 'a' },
      }),
      unsubscribe: async () => {
        made.unsubscribed = true;
        push.subscription = null;
        return true;
      },
      made,
    };
  };
  let current: ReturnType<typeof subscriptionOf> | null = null;
  const pushManager = {
    getSubscription: async () => (push.subscription ? current : null),
    subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      current = subscriptionOf(applicationServerKey.slice().buffer);
      push.subscription = current.made;
      return current;
    },
  };
  const registration = { pushManager };
  Object.assign(window, {
    PushManager: function PushManager() {},
    Notification: { requestPermission: async () => permission },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async () => registration,
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
  return {
    get subscription() {
      return push.subscription;
    },
    /** A subscription already here, made with `key`. */
    subscribeWith: (key: string) => pushManager.subscribe({ applicationServerKey: keyBytes(key) }),
  };
}

/** This phone has alerts on: its row at the function, its credential kept, its subscription. */
async function alertsOnHere(last: string | null = null) {
  const fn = fakeFunction();
  const push = fakePush();
  fn.rows.push({
    id: 'me',
    device: 'cred-me',
    name: 'Chrome on Android',
    at: '2026-12-02T09:00:00Z',
    last,
  });
  localStorage.setItem(deviceStorageKey, JSON.stringify({ device: 'cred-me', publicKey: keyA }));
  await push.subscribeWith(keyA);
  return { fn, push };
}

function openPage(search = '') {
  history.replaceState(null, '', `/owner/alerts/${search}`);
  return render(<AlertsSetup copy={copy} worker="/owner/owner-sw.js" scope="/owner/" />);
}

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
  })) as unknown as typeof window.matchMedia;
});
beforeEach(() => localStorage.clear());

describe('the alerts page', () => {
  it('turns on under the token, keeps the device and the key, and drops the spent token from the address', async () => {
    const fn = fakeFunction();
    fakePush();
    openPage('?t=fresh-token');
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    await screen.findByText('Chrome on Windows');
    const subscribed = fn.calls.find((call) => call.route === 'push-subscription');
    expect(subscribed?.body).toEqual({
      token: 'fresh-token',
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/unit',
        keys: { p256dh: 'p', auth: 'a' },
      },
      name: expect.stringMatching(/ on /),
    });
    expect(JSON.parse(localStorage.getItem(deviceStorageKey)!)).toEqual({
      device: 'cred-1',
      publicKey: keyA,
    });
    expect(location.search).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent(copy.on);
    expect(screen.getByRole('button', { name: /\(this device\)$/ })).toBeInTheDocument();
  });

  it('lists the devices; Remove drops another one; the test says how many took it, and 0 is a failure', async () => {
    const { fn } = await alertsOnHere('2026-12-06T15:30:00Z');
    openPage();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Chrome on Android (this device)')).toBeInTheDocument();
    expect(within(list).getByText(/Dec 6, 2026/)).toBeInTheDocument();
    expect(within(list).getByText(/no alert yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send a test alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent to 2 devices.');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Chrome on Windows' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(fn.calls).toContainEqual({
      method: 'DELETE',
      route: 'devices',
      body: { device: 'cred-me', id: 'other1' },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Chrome on Windows no longer gets alerts.',
    );

    fn.testAnswer = { status: 200, body: { ok: true, sent: 0, devices: 1 } };
    await userEvent.click(screen.getByRole('button', { name: 'Send a test alert' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(copy.testNone));
    expect(screen.getByRole('status')).toHaveClass('text-danger');

    fn.testAnswer = {
      status: 429,
      body: { error: 'too_many', message: 'Five tests an hour: try later.' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Send a test alert' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Five tests an hour: try later.'),
    );
  });

  it('with alerts on, e-mails a link for another phone to the office inbox, never to this page', async () => {
    const { fn } = await alertsOnHere();
    openPage();
    await screen.findByRole('list');
    expect(screen.getByRole('status')).toHaveTextContent(copy.on);
    // Not the button of a device that needs a link for itself.
    expect(screen.queryByRole('button', { name: copy.newLink })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: copy.newLinkAnother }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(copy.newLinkAnotherSent),
    );
    // Asked as this device, whose asks count apart from a stranger's.
    expect(fn.calls.at(-1)).toEqual({
      method: 'POST',
      route: 'alerts-link',
      body: { device: 'cred-me' },
    });
    // This device keeps its alerts, and the page keeps no token.
    expect(readStoredDevice()).toEqual({ device: 'cred-me', publicKey: keyA });
    expect(location.search).toBe('');
    fn.linkStatus = 429;
    await userEvent.click(screen.getByRole('button', { name: copy.newLinkAnother }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Three links were sent today. Try tomorrow.',
      ),
    );
    expect(screen.getByRole('status')).toHaveClass('text-danger');
  });

  it('turns off on this device: the function drops it, the browser unsubscribes, the credential goes', async () => {
    const { fn, push } = await alertsOnHere();
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off on this device' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(copy.off));
    expect(fn.rows.map((row) => row.id)).toEqual(['other1']);
    expect(push.subscription).toBeNull();
    expect(readStoredDevice()).toBeNull();
    expect(screen.getByRole('button', { name: copy.newLink })).toBeInTheDocument();
  });

  it('says when the function has new keys and turns on again under a new token, replacing the old device', async () => {
    const { fn } = await alertsOnHere();
    fn.publicKey = keyB;
    const page = openPage();
    expect(await screen.findByText(copy.keysChanged)).toBeInTheDocument();
    // No token here: only a new link can turn it on again.
    expect(screen.queryByRole('button', { name: copy.turnOnAgain })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: copy.newLink }));
    expect(await screen.findByText(copy.newLinkSent)).toBeInTheDocument();
    page.unmount();

    openPage('?t=fresh-token');
    await userEvent.click(await screen.findByRole('button', { name: copy.turnOnAgain }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(copy.on));
    expect(readStoredDevice()).toEqual({ device: 'cred-2', publicKey: keyB });
    expect(fn.rows.map((row) => row.device)).toEqual(['cred-other', 'cred-2']);
    expect(screen.queryByRole('button', { name: copy.turnOnAgain })).toBeNull();
  });

  it('without a token or a device, offers a new link: 202 and 429 each shown', async () => {
    const fn = fakeFunction();
    fakePush();
    openPage();
    expect(await screen.findByText(copy.noLink)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.turnOn })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: copy.newLink }));
    expect(await screen.findByText(copy.newLinkSent)).toBeInTheDocument();
    expect(fn.calls.at(-1)).toEqual({ method: 'POST', route: 'alerts-link', body: {} });
    fn.linkStatus = 429;
    await userEvent.click(screen.getByRole('button', { name: copy.newLink }));
    expect(
      await screen.findByText('Three links were sent today. Try tomorrow.'),
    ).toBeInTheDocument();
  });

  it('a used token says so and offers a new link; a full list shows its message and unsubscribes', async () => {
    const fn = fakeFunction();
    const push = fakePush();
    openPage('?t=used-token');
    await userEvent.click(await screen.findByRole('button', { name: copy.turnOn }));
    expect(await screen.findByText(copy.expired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.newLink })).toBeInTheDocument();
    expect(push.subscription).toBeNull();
    cleanupPage();

    fn.cap = 1;
    openPage('?t=fresh-token');
    await userEvent.click(await screen.findByRole('button', { name: copy.turnOn }));
    expect(
      await screen.findByText('Twenty devices get alerts: remove one first.'),
    ).toBeInTheDocument();
    expect(push.subscription).toBeNull();
    expect(readStoredDevice()).toBeNull();
  });

  it('a device removed elsewhere is forgotten here', async () => {
    fakeFunction();
    fakePush();
    localStorage.setItem(
      deviceStorageKey,
      JSON.stringify({ device: 'cred-gone', publicKey: keyA }),
    );
    openPage();
    expect(await screen.findByText(copy.removedHere)).toBeInTheDocument();
    expect(readStoredDevice()).toBeNull();
  });

  it('on an iPhone outside the home screen, says where alerts live, with or without a token', async () => {
    fakeFunction();
    fakePush();
    const agent = jest.spyOn(navigator, 'userAgent', 'get');
    agent.mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    openPage('?t=fresh-token');
    expect(await screen.findByText(copy.iphone)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.turnOn })).toBeNull();
    // Kept in the address: Add to Home Screen takes this page's address, token and all.
    expect(location.search).toBe('?t=fresh-token');
    cleanupPage();
    openPage();
    expect(await screen.findByText(copy.iphoneNoLink)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.newLink })).toBeInTheDocument();
    agent.mockRestore();
  });
});

function cleanupPage() {
  document.body.innerHTML = '';
}

describe('lib/owner-alerts', () => {
  it('names the device from its browser', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        5,
        true,
      ),
    ).toBe('Home Screen app on iPhone');
    expect(
      deviceName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        5,
      ),
    ).toBe('Safari on iPad');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox on Linux');
    expect(deviceName('')).toBe('Browser on a computer');
  });

  it('compares the subscription key (or the stored one) with the function key', () => {
    expect(keyMatches(keyA, keyBytes(keyA).buffer, keyB)).toBe(true);
    expect(keyMatches(keyB, keyBytes(keyA).buffer, keyB)).toBe(false);
    expect(keyMatches(keyB, null, keyA)).toBe(false);
    expect(keyMatches(keyA, undefined, keyA)).toBe(true);
    expect(base64url(keyBytes(keyB))).toBe(keyB);
  });

  it('a stored device that is not one reads as none; no answer at all is status 0', async () => {
    localStorage.setItem(deviceStorageKey, '{"device":');
    expect(readStoredDevice()).toBeNull();
    localStorage.setItem(deviceStorageKey, JSON.stringify({ device: 7, publicKey: keyA }));
    expect(readStoredDevice()).toBeNull();
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    expect(await ownerApi.test('cred')).toEqual({ status: 0, body: {} });
  });
});
