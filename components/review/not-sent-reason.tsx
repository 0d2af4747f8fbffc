'use client';

import { useLocationSearch } from '@/lib/use-location-search';

export type NotSentReasonProps = {
  /** Each reason the function's redirect names (`?reason=`), and the default. */
  reasons: Record<string, string> & { default: string };
};

/**
 * Why the words were not sent, from the address once the page's script runs; else the default.
 * Only a reason the page words itself is shown, never text from the address.
 */
export function NotSentReason({ reasons }: NotSentReasonProps) {
  const reason = useLocationSearch()?.get('reason') ?? 'default';
  return (
    <p className="mt-4 text-lg text-ink">
      {Object.hasOwn(reasons, reason) ? reasons[reason] : reasons.default}
    </p>
  );
}
