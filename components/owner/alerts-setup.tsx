'use client';

import { BellOff, BellRing, Phone, Send } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { buttonClass } from '@/components/ui/button-link';
import { fetchPushKey, keyBytes, ownerCall } from '@/lib/owner-alerts';

type AlertsCopy = {
  turnOn: string;
  turningOn: string;
  on: string;
  test: string;
  testSent: string;
  turnOff: string;
  off: string;
  iphone: string;
  denied: string;
  unsupported: string;
  noLink: string;
  expired: string;
  failed: string;
  callBack: string;
};

export type AlertsSetupProps = {
  copy: AlertsCopy;
  /** The owner's service worker and the scope it controls (public/owner/). */
  worker: string;
  scope: string;
};

type State =
  | 'checking'
  | 'ready'
  | 'busy'
  | 'on'
  | 'off'
  | 'tested'
  | 'iphone'
  | 'denied'
  | 'unsupported'
  | 'noLink'
  | 'expired'
  | 'failed';

/** The states that are a sentence of the copy and nothing more. */
const said = ['iphone', 'denied', 'unsupported', 'noLink', 'expired', 'failed'] as const;

/** An iPhone or iPad in Safari's tab, not opened from the home screen: Web Push needs the latter. */
function iPhoneInBrowser() {
  const apple =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    matchMedia('(display-mode: standalone)').matches;
  return apple && !standalone;
}

/**
 * Turns alerts on for this device: permission on a tap, the owner's service worker, a push
 * subscription with the function's key, saved under the e-mail link's token.
 */
const noSubscription = () => () => {};
/** The page's query; null while rendering on the server (the browser's own checks wait for it). */
const readSearch = () => location.search;

/** What stops this device before any tap: no token, an iPhone outside the home screen, no push. */
function blockerOf(token: string): State | null {
  if (!token) return 'noLink';
  if (iPhoneInBrowser()) return 'iphone';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return null;
}

export function AlertsSetup({ copy, worker, scope }: AlertsSetupProps) {
  const search = useSyncExternalStore(noSubscription, readSearch, () => null);
  const query = new URLSearchParams(search ?? '');
  const token = query.get('t') ?? '';
  // A tap on an alert's call-back button lands here (public/owner/owner-sw.js).
  const call = /^tel:\+?\d{7,15}$/.test(query.get('call') ?? '') ? query.get('call')! : '';
  const blocker = search === null || call ? null : blockerOf(token);
  const [state, setState] = useState<State>('checking');

  useEffect(() => {
    if (search === null || call || blocker) return;
    void navigator.serviceWorker
      .getRegistration(scope)
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => setState(subscription ? 'on' : 'ready'))
      .catch(() => setState('ready'));
  }, [search, call, blocker, scope]);

  const outcome = (status: number, success: State) =>
    setState(status === 403 ? 'expired' : status >= 200 && status < 300 ? success : 'failed');

  async function turnOn() {
    setState('busy');
    // Asked straight from the tap, as Safari requires.
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return setState('denied');
    try {
      const key = await fetchPushKey();
      if (!key) return setState('failed');
      const registration = await navigator.serviceWorker.register(worker, { scope });
      await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key),
      });
      outcome(
        await ownerCall('push-subscription', { token, subscription: subscription.toJSON() }),
        'on',
      );
    } catch {
      setState('failed');
    }
  }

  async function turnOff() {
    setState('busy');
    const registration = await navigator.serviceWorker.getRegistration(scope);
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      await ownerCall(
        'push-subscription',
        { token, subscription: subscription.toJSON() },
        'DELETE',
      );
      await subscription.unsubscribe();
    }
    setState('off');
  }

  if (call)
    return (
      <a href={call} className={buttonClass('primary', 'mt-8')}>
        <Phone aria-hidden="true" className="size-5" />
        {copy.callBack} {call.slice(4)}
      </a>
    );
  const shown = blocker ?? state;
  const on = shown === 'on' || shown === 'tested';
  const message = (said as readonly string[]).includes(shown)
    ? copy[shown as (typeof said)[number]]
    : null;
  return (
    <div className="mt-8 space-y-4">
      <p role="status" className="text-lg text-ink">
        {on ? copy.on : null}
        {shown === 'tested' ? ` ${copy.testSent}` : null}
        {shown === 'off' ? copy.off : null}
        {message}
      </p>
      <div className="flex flex-wrap gap-3">
        {on ? (
          <>
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={async () => outcome(await ownerCall('push-test', { token }), 'tested')}
            >
              <Send aria-hidden="true" className="size-5" />
              {copy.test}
            </button>
            <button type="button" className={buttonClass('outline')} onClick={turnOff}>
              <BellOff aria-hidden="true" className="size-5" />
              {copy.turnOff}
            </button>
          </>
        ) : ['ready', 'busy', 'off', 'denied', 'failed'].includes(shown) ? (
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={state === 'busy'}
            onClick={turnOn}
          >
            <BellRing aria-hidden="true" className="size-5" />
            {state === 'busy' ? copy.turningOn : copy.turnOn}
          </button>
        ) : null}
      </div>
    </div>
  );
}
