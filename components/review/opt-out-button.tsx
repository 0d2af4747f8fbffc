'use client';

import { BellOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DoneNote, OneButtonForm } from '@/components/ui/one-button-form';
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
      <DoneNote>
        {state.already ? copy.already : copy.done}: {shownTime(state.at)}
      </DoneNote>
    );
  const notice =
    token === null ? copy.noLink : state === 'refused' || state === 'failed' ? copy[state] : null;
  return (
    <OneButtonForm
      action={reviewEndpoint('reviewOptOut', token)}
      onSubmit={onSubmit}
      disabled={!token || state === 'sending' || state === 'refused'}
      icon={BellOff}
      label={state === 'sending' ? copy.sending : copy.button}
      notice={notice}
    />
  );
}
