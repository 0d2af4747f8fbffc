/**
 * The owner pages' calls to the function: the "Mark as called back" button's entry, and the
 * phone-alert page's (docs/contact-function.md#phone-alerts-web-push): the VAPID public key to
 * subscribe with, a subscription taken under the alerts link's one-use token, then everything
 * else under the device credential the function hands back (kept in this browser's storage):
 * the list of devices, removing one, a test alert, turning this device off, and a new alerts
 * link e-mailed to the office inbox. Never throws: each answer comes back as a status and body.
 */
import { functionRoutes } from '@/supabase/functions/_shared/contract';
import { callFunction } from './function-call';
import { contactEndpoint } from './outbox/send-contact';

/** The function's owner entries, below its own address (not pages of the site). */
const entries = {
  'push-key': functionRoutes.pushKey,
  'push-subscription': functionRoutes.pushSubscription,
  'push-test': functionRoutes.pushTest,
  'alerts-link': functionRoutes.alertsLink,
  devices: functionRoutes.devices,
} as const;
type Entry = keyof typeof entries;

/** Where the called-back page's button posts its link's token (app/owner/contacted/page.tsx). */
export const contactedEndpoint = `${contactEndpoint}${functionRoutes.contacted}`;

/** One subscribed device as the function lists it. */
export type OwnerDevice = {
  id: string;
  name: string;
  subscribedAt: string | null;
  lastAlertAt: string | null;
  self: boolean;
};

/** An answer: its status (0 for none at all) and its JSON body, `{}` when it had none. */
export type OwnerAnswer = {
  status: number;
  body: {
    error?: string;
    message?: string;
    device?: string;
    devices?: OwnerDevice[] | number;
    sent?: number;
    publicKey?: string;
  };
};

const call = (entry: Entry, method: string, body?: object): Promise<OwnerAnswer> =>
  callFunction(`${contactEndpoint}${entries[entry]}`, method, body);

/** The key the browser's push service checks our pushes against; null when push is off. */
export async function fetchPushKey(): Promise<string | null> {
  const { status, body } = await call('push-key', 'GET');
  return status === 200 && typeof body.publicKey === 'string' ? body.publicKey : null;
}

export const ownerApi = {
  subscribe: (token: string, subscription: PushSubscriptionJSON, name: string) =>
    call('push-subscription', 'POST', { token, subscription, name }),
  turnOff: (device: string) => call('push-subscription', 'DELETE', { device }),
  devices: (device: string) => call('devices', 'POST', { device }),
  remove: (device: string, id: string) => call('devices', 'DELETE', { device, id }),
  test: (device: string) => call('push-test', 'POST', { device }),
  // A subscribed device names itself, so its asks count apart from strangers' (owner-devices.ts).
  newLink: (device?: string) => call('alerts-link', 'POST', device ? { device } : {}),
};

/** Where this browser keeps its device credential and the key it subscribed with. */
export const deviceStorageKey = 'owner-alerts-device';
export type StoredDevice = { device: string; publicKey: string };

export function readStoredDevice(): StoredDevice | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(deviceStorageKey) ?? 'null');
    const { device, publicKey } = (stored ?? {}) as Partial<StoredDevice>;
    return typeof device === 'string' && device && typeof publicKey === 'string'
      ? { device, publicKey }
      : null;
  } catch {
    return null;
  }
}

export function storeDevice(stored: StoredDevice) {
  try {
    localStorage.setItem(deviceStorageKey, JSON.stringify(stored));
  } catch {
    // Storage refused (a private window): the device works until the page closes.
  }
}

export function forgetDevice() {
  try {
    localStorage.removeItem(deviceStorageKey);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The base64url key as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string) {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Bytes as base64url without padding, as the function writes its public key. */
export function base64url(bytes: ArrayBuffer | Uint8Array) {
  const binary = String.fromCharCode(...new Uint8Array(bytes));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Whether this browser's alerts still match the function's key: the subscription's own key where
 * the browser tells it (`options.applicationServerKey`), else the one kept when it subscribed.
 * A re-run of setup with new keys silences every device subscribed with the old ones.
 */
export function keyMatches(
  functionKey: string,
  subscriptionKey: ArrayBuffer | null | undefined,
  storedKey: string | undefined,
) {
  const mine = subscriptionKey ? base64url(subscriptionKey) : storedKey;
  return mine === undefined || mine === functionKey;
}

const browsers: [RegExp, string][] = [
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/OPR\//, 'Opera'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
];

/**
 * A short name for this device in the owner's list, from its browser: "Chrome on Android",
 * "Home Screen app on iPhone" (an iPad asking as a Mac counts as an iPad).
 */
export function deviceName(userAgent: string, touchPoints = 0, standalone = false) {
  const pick = (table: [RegExp, string][]) => table.find(([test]) => test.test(userAgent))?.[1];
  let system = pick(systems) ?? 'a computer';
  if (system === 'Mac' && touchPoints > 1) system = 'iPad';
  const apple = system === 'iPhone' || system === 'iPad';
  const browser = apple && standalone ? 'Home Screen app' : (pick(browsers) ?? 'Browser');
  return `${browser} on ${system}`;
}

/** An iPhone or iPad (one asking as a Mac too). */
export const isApple = (userAgent: string, touchPoints: number) =>
  /iPhone|iPad|iPod/.test(userAgent) || (userAgent.includes('Macintosh') && touchPoints > 1);

/** Opened from the home screen rather than a browser tab. */
export const isStandalone = () =>
  (navigator as Navigator & { standalone?: boolean }).standalone === true ||
  matchMedia('(display-mode: standalone)').matches;

/** Whether this browser can take pushes at all. */
export const canPush = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** This browser's subscription under the owner's worker, if any. */
export async function currentSubscription(scope: string) {
  try {
    const registration = await navigator.serviceWorker.getRegistration(scope);
    return (await registration?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/**
 * Subscribes this browser with the function's key under the owner's worker; an older
 * subscription (another key) is dropped first, as PushManager refuses a second key.
 */
export async function subscribeBrowser(worker: string, scope: string, publicKey: string) {
  const registration = await navigator.serviceWorker.register(worker, { scope });
  await navigator.serviceWorker.ready;
  const old = await registration.pushManager.getSubscription();
  if (old) await old.unsubscribe();
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
}

/** Ends this browser's subscription, if any. */
export async function unsubscribeBrowser(scope: string) {
  const subscription = await currentSubscription(scope);
  await subscription?.unsubscribe().catch(() => false);
}
