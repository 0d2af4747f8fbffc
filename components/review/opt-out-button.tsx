'use client';

import { BellOff, CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-link';
import type { reviewPages } from '@/lib/content';
import { shownTime } from '@/lib/function-call';
import { callReview, reviewEndpoint, timeIn } from '@/lib/review-calls';
import { useLocationSearch } from '@/lib/use-location-search';

export type OptOutButtonProps = { copy: (typeof reviewPages)['optOut'] };

type State = 'ready' | 'sending' | 'refused' | 'failed' | { at: string; already: boolean };

/**
 * The opt-out's one button: it POSTs the e-mail link's token to the function's `review-opt-out`
 * entry (whose GET, opened by mail scanners, changes nothing) and shows the time recorded.
 * Without fetch the form posts itself and the function sends the browser back with `done=`.
 */
export function OptOutButton({ copy }: OptOutButtonProps) {
  const query = useLocationSearch();
  const token = query === null ? undefined : query.get('t') || null;
  const done = timeIn(query?.get('done') ?? null);
  const [sent, setState] = useState<State | null>(null);
  const state: State = sent ?? (done ? { at: done, already: false } : 'ready');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (typeof fetch !== 'function') return;
    event.preventDefault();
    setState('sending');
    const { status, body } = await callReview<{ optedOutAt: string; already: boolean }>(
      'reviewOptOut',
      'POST',
      token ?? null,
    );
    if (status === 200 && body.optedOutAt)
      setState({ at: body.optedOutAt, already: Boolean(body.already) });
    else setState(status === 403 ? 'refused' : 'failed');
  }

  if (typeof state === 'object')
    return (
      <p role="status" className="mt-8 flex items-start gap-3 text-xl font-semibold text-ink">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-success" />
        <span>
          {state.already ? copy.already : copy.done}: {shownTime(state.at)}
        </span>
      </p>
    );
  const notice =
    token === null ? copy.noLink : state === 'refused' || state === 'failed' ? copy[state] : null;
  return (
    <form
      method="post"
      action={reviewEndpoint('reviewOptOut', token)}
      onSubmit={onSubmit}
      className="mt-8"
    >
      <button
        type="submit"
        disabled={!token || state === 'sending' || state === 'refused'}
        className={buttonClass(
          'primary',
          'w-full disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto',
        )}
      >
        <BellOff aria-hidden="true" className="size-5" />
        {state === 'sending' ? copy.sending : copy.button}
      </button>
      <p role="status" className="mt-4 text-lg text-danger">
        {notice}
      </p>
    </form>
  );
}
