'use client';

import { CheckCircle2, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-link';
import { HoneypotField } from '@/components/ui/honeypot-field';
import type { reviewPages } from '@/lib/content';
import { reviewEndpoint } from '@/lib/review-calls';
import type { ReviewWordsField } from '@/supabase/functions/_shared/contract';
import { useReviewWords, wordsFields, type WordsErrors } from './use-review-words';

export type ReviewWordsProps = { copy: (typeof reviewPages)['review']['words'] };

const inputClass =
  'mt-1.5 block min-h-12 w-full rounded-md border border-concrete-400 bg-white px-3.5 py-2.5 text-base text-ink aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger';

/** A control's wiring: its id, name, error state and the ids of its hint and error. */
function wiring(field: ReviewWordsField, errors: WordsErrors, hint?: boolean) {
  const id = `review-${field}`;
  const describedBy = [errors[field] && `${id}-error`, hint && `${id}-hint`].filter(Boolean);
  return {
    id,
    name: field,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': describedBy.join(' ') || undefined,
  };
}

function FieldNote({ id, error, children }: { id: string; error?: boolean; children: ReactNode }) {
  return (
    <p id={id} className={`mt-1 text-sm ${error ? 'font-medium text-danger' : 'text-muted'}`}>
      {children}
    </p>
  );
}

/**
 * "A few words for our website": the customer's words, the name and town to show and their
 * consent, each required. Without JavaScript (or before it runs) the browser posts the form to
 * the function, which answers with the sent or not-sent page; once hydrated it is sent with
 * fetch, with the link's token when the page has one.
 */
export function ReviewWords({ copy }: ReviewWordsProps) {
  const { form, result, values, errors, update, ...state } = useReviewWords(copy.failed);
  if (state.stage !== 'form')
    return (
      <p
        ref={result}
        role="status"
        tabIndex={-1}
        className="flex items-start gap-3 text-xl font-semibold text-ink focus:outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-success" />
        <span>
          {state.stage === 'sent' ? copy.sent : copy.already}
          {state.stage === 'sent' && (
            <span className="mt-2 block text-lg font-normal text-muted">{copy.sentBody}</span>
          )}
        </span>
      </p>
    );
  const refused = wordsFields.filter((field) => errors[field]);
  return (
    <form
      ref={form}
      method="post"
      action={reviewEndpoint('reviewWords')}
      noValidate={state.hydrated}
      onSubmit={state.onSubmit}
      aria-label={copy.heading}
      className="relative space-y-5"
    >
      <p className="text-sm text-muted">{copy.required}</p>
      <div>
        <label htmlFor="review-words" className="block font-semibold text-ink">
          {copy.labels.words}{' '}
          <span aria-hidden="true" className="text-brand">
            *
          </span>
        </label>
        <textarea
          {...wiring('words', errors)}
          rows={5}
          required
          value={values.words}
          onChange={(event) => update('words', event.target.value)}
          className={inputClass}
        />
        {errors.words && (
          <FieldNote id="review-words-error" error>
            {errors.words}
          </FieldNote>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="review-name" className="block font-semibold text-ink">
            {copy.labels.name}{' '}
            <span aria-hidden="true" className="text-brand">
              *
            </span>
          </label>
          <input
            {...wiring('name', errors, true)}
            type="text"
            required
            autoComplete="off"
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
            className={inputClass}
          />
          <FieldNote id="review-name-hint">{copy.nameHint}</FieldNote>
          {errors.name && (
            <FieldNote id="review-name-error" error>
              {errors.name}
            </FieldNote>
          )}
        </div>
        <div>
          <label htmlFor="review-town" className="block font-semibold text-ink">
            {copy.labels.town}{' '}
            <span aria-hidden="true" className="text-brand">
              *
            </span>
          </label>
          <input
            {...wiring('town', errors, true)}
            type="text"
            required
            autoComplete="address-level2"
            value={values.town}
            onChange={(event) => update('town', event.target.value)}
            className={inputClass}
          />
          <FieldNote id="review-town-hint">{copy.townHint}</FieldNote>
          {errors.town && (
            <FieldNote id="review-town-error" error>
              {errors.town}
            </FieldNote>
          )}
        </div>
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            {...wiring('consent', errors)}
            type="checkbox"
            value="yes"
            required
            checked={values.consent}
            onChange={(event) => update('consent', event.target.checked)}
            className="mt-0.5 size-6 shrink-0 accent-brand"
          />
          <label htmlFor="review-consent" className="font-semibold text-ink">
            {copy.labels.consent}{' '}
            <span aria-hidden="true" className="text-brand">
              *
            </span>
          </label>
        </div>
        {errors.consent && (
          <FieldNote id="review-consent-error" error>
            {errors.consent}
          </FieldNote>
        )}
      </div>
      <HoneypotField id="review-hp" label={copy.honeypot} />
      <button
        type="submit"
        disabled={state.sending}
        className={buttonClass('primary', 'w-full disabled:opacity-70 sm:w-auto')}
      >
        <Send aria-hidden="true" className="size-5" />
        {state.sending ? copy.sending : copy.send}
      </button>
      {refused.length > 0 && (
        <p key={state.refusals} role="alert" className="sr-only">
          {copy.refusal} {refused.map((field) => copy.labels[field]).join(', ')}.
        </p>
      )}
      <p role="status" className="text-base font-medium text-danger empty:hidden">
        {state.notice}
      </p>
    </form>
  );
}
