'use client';

import { CheckCircle2 } from 'lucide-react';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-link';
import type { contactedPage } from '@/lib/content';

export type ContactedButtonProps = {
  /** The function's `contacted` entry; the link's token goes on it as `?t=`. */
  endpoint: string;
  copy: typeof contactedPage;
};

type State =
  | { kind: 'loading' | 'no-link' | 'ready' | 'sending' | 'refused' | 'gone' | 'failed' }
  | { kind: 'done'; at: string; already: boolean };

const shownTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The one button: it POSTs the link's token to the function with fetch and shows the time the
 * function recorded. Without fetch, the form posts itself and the function sends the browser back
 * here with `done=<time>`. The token is read from the address once hydrated, so the server-rendered
 * button waits disabled until then.
 */
const noSubscription = () => () => {};

export function ContactedButton({ endpoint, copy }: ContactedButtonProps) {
  // The address's query once hydrated; null in the server's HTML.
  const search = useSyncExternalStore(
    noSubscription,
    () => location.search,
    () => null,
  );
  const [sent, setState] = useState<State | null>(null);
  const query = new URLSearchParams(search ?? '');
  const token = query.get('t') ?? '';
  const done = query.get('done');
  const state: State =
    sent ??
    (search === null
      ? { kind: 'loading' }
      : !token
        ? { kind: 'no-link' }
        : done && !Number.isNaN(Date.parse(done))
          ? { kind: 'done', at: done, already: false }
          : { kind: 'ready' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (typeof fetch !== 'function') return;
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      const answer = await fetch(event.currentTarget.action, { method: 'POST' });
      if (answer.ok) {
        const body = (await answer.json()) as { contactedAt: string; already: boolean };
        setState({ kind: 'done', at: body.contactedAt, already: body.already });
      } else
        setState({
          kind: answer.status === 403 ? 'refused' : answer.status === 404 ? 'gone' : 'failed',
        });
    } catch {
      setState({ kind: 'failed' });
    }
  }

  if (state.kind === 'done')
    return (
      <p role="status" className="mt-8 flex items-start gap-3 text-xl font-semibold text-ink">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-success" />
        <span>
          {state.already ? copy.already : copy.done}: {shownTime(state.at)}
        </span>
      </p>
    );
  const notice =
    state.kind === 'no-link' ||
    state.kind === 'refused' ||
    state.kind === 'gone' ||
    state.kind === 'failed'
      ? { 'no-link': copy.noLink, refused: copy.refused, gone: copy.gone, failed: copy.failed }[
          state.kind
        ]
      : null;
  return (
    <form
      method="post"
      action={token ? `${endpoint}?t=${encodeURIComponent(token)}` : endpoint}
      onSubmit={onSubmit}
      className="mt-8"
    >
      <button
        type="submit"
        disabled={state.kind !== 'ready' && state.kind !== 'failed'}
        className={buttonClass(
          'primary',
          'w-full disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto',
        )}
      >
        <CheckCircle2 aria-hidden="true" className="size-5" />
        {state.kind === 'sending' ? copy.sending : copy.button}
      </button>
      <p role="status" className="mt-4 text-lg text-danger">
        {notice}
      </p>
    </form>
  );
}
