'use client';

import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DoneNote, OneButtonForm } from '@/components/ui/one-button-form';
import type { contactedPage } from '@/lib/content';
import { shownTime } from '@/lib/function-call';

/** When the lead was marked called back, and whether it had been before this tap. */
export type Marked = { at: string; already: boolean };

export type ContactedButtonProps = {
  /** The function's `contacted` entry; the link's token goes on it as `?t=`. */
  endpoint: string;
  copy: typeof contactedPage;
  /** The link's token; null without one, undefined until hydrated (the button waits disabled). */
  token: string | null | undefined;
  /** The time recorded, from this button, the address (`done=`) or the lead. */
  marked: Marked | null;
  onMarked: (marked: Marked) => void;
};

type State = 'ready' | 'sending' | 'refused' | 'gone' | 'failed';

/**
 * Step 1, the one button: it POSTs the link's token to the function with fetch and hands on the
 * time the function recorded. Without fetch, the form posts itself and the function sends the
 * browser back here with `done=<time>`.
 */
export function ContactedButton({ endpoint, copy, token, marked, onMarked }: ContactedButtonProps) {
  const [state, setState] = useState<State>('ready');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (typeof fetch !== 'function') return;
    event.preventDefault();
    setState('sending');
    try {
      const answer = await fetch(event.currentTarget.action, { method: 'POST' });
      if (answer.ok) {
        const body = (await answer.json()) as { contactedAt: string; already: boolean };
        setState('ready');
        onMarked({ at: body.contactedAt, already: body.already });
      } else
        setState(answer.status === 403 ? 'refused' : answer.status === 404 ? 'gone' : 'failed');
    } catch {
      setState('failed');
    }
  }

  if (marked)
    return (
      <DoneNote>
        {marked.already ? copy.already : copy.done}: {shownTime(marked.at)}
      </DoneNote>
    );
  const notice =
    token === null ? copy.noLink : state === 'sending' || state === 'ready' ? null : copy[state];
  return (
    <OneButtonForm
      action={token ? `${endpoint}?t=${encodeURIComponent(token)}` : endpoint}
      onSubmit={onSubmit}
      disabled={!token || state === 'sending' || state === 'refused' || state === 'gone'}
      icon={CheckCircle2}
      label={state === 'sending' ? copy.sending : copy.button}
      notice={notice}
    />
  );
}
