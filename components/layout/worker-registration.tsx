'use client';

import { useEffect } from 'react';

/**
 * Registers the site's service worker (`worker`, docs/offline.md) once the page has hydrated and
 * the browser is idle again: its install downloads the precache, and begun any earlier it competed
 * with hydration for the phone's CPU and bandwidth (on a 4x-slowed phone it cost the home page
 * about 600 ms of Total Blocking Time, docs/performance.md). Not from the pages in `skip` (the
 * owner's, which register a worker of their own). A browser without service workers, or a refused
 * registration, changes nothing. Renders nothing.
 */
export function WorkerRegistration({ worker, skip }: { worker: string; skip: string[] }) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    if (skip.some((page) => location.pathname.startsWith(page))) return;
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
