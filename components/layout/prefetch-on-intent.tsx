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
 * Prepares the next page when the visitor shows they are about to open it (a pointer over an
 * internal link, a finger down on one, keyboard focus): Next's router fetches its payload and
 * scripts, so the tap renders it without a round trip. Nothing on load (AppLink's prefetch is
 * off) and nothing under Save-Data or on 2G. Measured against Speculation Rules in
 * docs/decisions.md.
 */
export function PrefetchOnIntent() {
  const router = useRouter();
  useEffect(() => {
    const prepared = new Set([location.pathname]);
    function intent(event: Event) {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
      if (link.target || link.hasAttribute('download') || prepared.has(link.pathname)) return;
      if (sparingData()) return;
      prepared.add(link.pathname);
      router.prefetch(link.pathname);
    }
    for (const type of intents)
      document.addEventListener(type, intent, { capture: true, passive: true });
    return () => {
      for (const type of intents) document.removeEventListener(type, intent, { capture: true });
    };
  }, [router]);
  return null;
}
