'use client';

import { useEffect } from 'react';
import { countEvent } from '@/components/contact/count-event';

/**
 * Counts taps on a phone (tel:), text (sms:) or directions link (`data-count="directions_tap"`)
 * on every page, once React has loaded (after the first paint, pipeline/load-after-paint.ts): a
 * tap before that is not counted. Renders nothing.
 */
export function TapCounter() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link) return;
      const href = link.getAttribute('href')!;
      if (href.startsWith('tel:')) countEvent('call_tap');
      else if (href.startsWith('sms:')) countEvent('text_tap');
      else if (link.getAttribute('data-count') === 'directions_tap') countEvent('directions_tap');
    }
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
  return null;
}
