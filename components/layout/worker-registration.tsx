'use client';

import { useEffect } from 'react';

export type WorkerRegistrationProps = {
  /** The worker's script, registered with the whole site as its scope. */
  worker: string;
  /** Pages (paths ending in `/`) that register no worker of the site's: the owner's. */
  skip: string[];
};

/**
 * Registers the site's service worker (docs/offline.md) once the page has hydrated and the browser
 * is idle again: its install downloads the precache, and begun any earlier it competed with
 * hydration for the phone's CPU and bandwidth (on a 4x-slowed phone it cost the home page about
 * 400 ms of Total Blocking Time, docs/performance.md). Not from the pages in `skip`, however their
 * address is written: without its last slash or with a doubled one, the servers answer with the
 * page too.
 * A browser without service workers, or a refused registration, changes nothing. Renders nothing.
 */
export function WorkerRegistration({ worker, skip }: WorkerRegistrationProps) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const here = `${location.pathname.replace(/\/+/g, '/')}/`;
    if (skip.some((page) => here.startsWith(page))) return;
    const register = () => void navigator.serviceWorker.register(worker).catch(() => {});
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(register, 1_000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(register, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }, [worker, skip]);
  return null;
}
