'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

type Connection = { saveData?: boolean; effectiveType?: string };

/** Save-Data, or a connection too slow to spend on a page that may not be opened. */
function sparingData() {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

const intents = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Prepares the next page before the tap, so the tap renders it without a round trip: Next's
 * router fetches its payload and scripts. Any internal link when the visitor shows they are about
 * to open it (a pointer over it, a finger down on it, keyboard focus); with a mouse, also the
 * header's few links once the page is idle, since a pointer resting on one is not long enough for
 * Next's four requests on a slow connection. Phones keep those bytes until a finger is down. Nothing
 * for links merely in view (AppLink's prefetch is off), and nothing at all under Save-Data or on
 * 2G, or offline. Measured against Speculation Rules in docs/decisions.md.
 */
export function PrefetchOnIntent() {
  const router = useRouter();
  useEffect(() => {
    const prepared = new Set([location.pathname]);
    function prepare(link: Element | null) {
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
      if (link.target || link.hasAttribute('download') || prepared.has(link.pathname)) return;
      if (sparingData() || !navigator.onLine) return;
      prepared.add(link.pathname);
      router.prefetch(link.pathname);
    }
    const intent = (event: Event) =>
      prepare(event.target instanceof Element ? event.target.closest('a[href]') : null);
    for (const type of intents)
      document.addEventListener(type, intent, { capture: true, passive: true });
    // The islands hydrate in an idle moment already; this waits for the next one.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = matchMedia('(hover: hover) and (pointer: fine)').matches
      ? idle(() => document.querySelectorAll('header nav a[href]').forEach(prepare))
      : undefined;
    return () => {
      if (handle !== undefined) cancelIdle(handle);
      for (const type of intents) document.removeEventListener(type, intent, { capture: true });
    };
  }, [router]);
  return null;
}
