'use client';

import { useEffect, useState } from 'react';
import type { ownerAlertsPage } from '@/lib/content';
import {
  canPush,
  currentSubscription,
  deviceName,
  fetchPushKey,
  forgetDevice,
  isApple,
  isStandalone,
  keyMatches,
  ownerApi,
  readStoredDevice,
  storeDevice,
  subscribeBrowser,
  unsubscribeBrowser,
  type OwnerDevice,
  type StoredDevice,
} from '@/lib/owner-alerts';

export type AlertsCopy = Omit<typeof ownerAlertsPage, 'title' | 'description' | 'lead' | 'path'>;

/** What the status line says, and whether it is bad news. */
export type Note = { text: string; bad?: boolean };

/** Why this device needs "Turn on again": new keys from a setup run, or no subscription left. */
export type Again = 'keys' | 'lost' | null;

/** `{n}`-style blanks of the copy, filled. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

const counted = (n: number) => `${n} device${n === 1 ? '' : 's'}`;

/**
 * The alerts page's state and actions. With a device credential kept here: the list of devices,
 * the key check, a test, removing one, turning this one off. Without: turning on under the
 * link's one-use token, or asking for a new link.
 */
export function useOwnerAlerts(copy: AlertsCopy, worker: string, scope: string) {
  const [ready, setReady] = useState(false);
  const [stored, setStored] = useState<StoredDevice | null>(null);
  const [token, setToken] = useState('');
  const [iphone, setIphone] = useState(false);
  const [devices, setDevices] = useState<OwnerDevice[] | null>(null);
  const [again, setAgain] = useState<Again>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  /** The token was refused (used or expired): only a new link helps. */
  const [spent, setSpent] = useState(false);

  /** This browser no longer has a device: forgotten here, with what the page says. */
  function lose(said: Note) {
    forgetDevice();
    setStored(null);
    setDevices(null);
    setAgain(null);
    setNote(said);
  }

  async function refresh(mine: StoredDevice) {
    const [list, key, subscription] = await Promise.all([
      ownerApi.devices(mine.device),
      fetchPushKey(),
      currentSubscription(scope),
    ]);
    if (list.status === 403) return lose({ text: copy.removedHere, bad: true });
    if (list.status === 200 && Array.isArray(list.body.devices)) setDevices(list.body.devices);
    else setNote({ text: copy.listFailed, bad: true });
    const subscribed = subscription?.options?.applicationServerKey;
    if (key && !keyMatches(key, subscribed, mine.publicKey)) setAgain('keys');
    else if (!subscription && canPush()) setAgain('lost');
    else setAgain(null);
  }

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const mine = readStoredDevice();
    // Deferred a turn: state is set once the page is hydrated, not during the effect itself.
    queueMicrotask(() => {
      setToken(query.get('t') ?? '');
      setIphone(isApple(navigator.userAgent, navigator.maxTouchPoints) && !isStandalone());
      setStored(mine);
      setReady(true);
      if (mine) void refresh(mine);
    });
    // Once, on load: the page's own state drives everything after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function act(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch {
      setNote({ text: copy.failed, bad: true });
    } finally {
      setBusy(false);
    }
  }

  /** Subscribes under the token; a device kept from before is replaced once the new one is in. */
  const turnOn = () =>
    act(async () => {
      setNote(null);
      // Asked straight from the tap, as Safari requires.
      if ((await Notification.requestPermission()) !== 'granted')
        return setNote({ text: copy.denied, bad: true });
      const key = await fetchPushKey();
      if (!key) return setNote({ text: copy.failed, bad: true });
      const subscription = await subscribeBrowser(worker, scope, key);
      const name = deviceName(navigator.userAgent, navigator.maxTouchPoints, isStandalone());
      const { status, body } = await ownerApi.subscribe(token, subscription.toJSON(), name);
      if (status === 201 && typeof body.device === 'string') {
        if (stored) await ownerApi.turnOff(stored.device);
        const mine = { device: body.device, publicKey: key };
        storeDevice(mine);
        // The token is spent: out of the address bar (and the history).
        const url = new URL(location.href);
        url.searchParams.delete('t');
        history.replaceState(history.state, '', url);
        setToken('');
        setStored(mine);
        setNote({ text: copy.on });
        return refresh(mine);
      }
      await subscription.unsubscribe().catch(() => false);
      if (status === 403) setSpent(true);
      const said = status === 403 ? copy.expired : status === 409 ? body.message : undefined;
      setNote({ text: said ?? body.message ?? copy.failed, bad: true });
    });

  const turnOff = () =>
    act(async () => {
      if (!stored) return;
      const { status } = await ownerApi.turnOff(stored.device);
      if (status !== 200 && status !== 403) return setNote({ text: copy.failed, bad: true });
      await unsubscribeBrowser(scope);
      lose({ text: copy.off });
    });

  const test = () =>
    act(async () => {
      if (!stored) return;
      const { status, body } = await ownerApi.test(stored.device);
      if (status === 403) return lose({ text: copy.removedHere, bad: true });
      if (status !== 200 || typeof body.sent !== 'number')
        return setNote({ text: body.message ?? copy.failed, bad: true });
      const of = typeof body.devices === 'number' ? body.devices : body.sent;
      if (body.sent === 0) return setNote({ text: copy.testNone, bad: true });
      const missed =
        of > body.sent ? ` ${fill(copy.testSome, { n: counted(of - body.sent) })}` : '';
      setNote({ text: `${fill(copy.testSent, { n: counted(body.sent) })}${missed}` });
      void refresh(stored);
    });

  const remove = (target: OwnerDevice) =>
    target.self
      ? turnOff()
      : act(async () => {
          if (!stored) return;
          const { status, body } = await ownerApi.remove(stored.device, target.id);
          if (status === 403) return lose({ text: copy.removedHere, bad: true });
          if (status !== 200) return setNote({ text: body.message ?? copy.failed, bad: true });
          setNote({ text: fill(copy.removed, { name: target.name }) });
          await refresh(stored);
        });

  const blocker = !stored && ready ? (iphone ? 'iphone' : !canPush() ? 'unsupported' : null) : null;
  return {
    ready,
    stored,
    token: spent ? '' : token,
    blocker,
    devices,
    again,
    note,
    busy,
    setNote,
    turnOn,
    turnOff,
    test,
    remove,
  };
}
