'use client';

import { useSyncExternalStore } from 'react';

export type NotSentReasonProps = {
  /** Each reason the function's redirect names (`?reason=`), and the default. */
  reasons: Record<string, string> & { default: string };
};

const noSubscription = () => () => {};

/** Why the words were not sent, from the address once the page's script runs; else the default. */
export function NotSentReason({ reasons }: NotSentReasonProps) {
  const reason = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(location.search).get('reason') ?? 'default',
    () => 'default',
  );
  return <p className="mt-4 text-lg text-ink">{reasons[reason] ?? reasons.default}</p>;
}
