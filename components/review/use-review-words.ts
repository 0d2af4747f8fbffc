'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { callReview } from '@/lib/review-calls';
import { useLocationSearch } from '@/lib/use-location-search';
import {
  checkReviewWords,
  honeypotField,
  type ReviewWordsField,
} from '@/supabase/functions/_shared/contract';

export type WordsValues = { words: string; name: string; town: string; consent: boolean };
export type WordsErrors = Partial<Record<ReviewWordsField, string>>;
/** The form, sent (the thank-you replaces it), or already sent for this request. */
export type WordsStage = 'form' | 'sent' | 'already';

/** The fields in the order the form shows them: the first refused one takes focus. */
export const wordsFields = ['words', 'name', 'town', 'consent'] as const;

/**
 * The review page's words form: the link's token (read once hydrated), the open it counts (once,
 * with the token), the fields, their errors and the send. Nothing typed is lost on a refusal;
 * `failed` is what a send says when the function gave no reason (none reached it).
 */
export function useReviewWords(failed: string) {
  const query = useLocationSearch();
  const token = query?.get('t') || null;
  const hydrated = query !== null;
  const [values, setValues] = useState<WordsValues>({
    words: '',
    name: '',
    town: '',
    consent: false,
  });
  const [errors, setErrors] = useState<WordsErrors>({});
  const [stage, setStage] = useState<WordsStage>('form');
  const [sending, setSending] = useState(false);
  /** The send's failure, and the refusal spoken once per refused submit. */
  const [notice, setNotice] = useState('');
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (!token || opened.current) return;
    opened.current = true;
    void callReview<{ words: boolean; name?: string }>('reviewOpened', 'POST', token).then(
      ({ status, body }) => {
        if (status !== 200) return;
        if (body.words === false) setStage('already');
        // The name to show, by default the first name and initial of the request's: the
        // customer's to change, and never over what they have typed already.
        const name = typeof body.name === 'string' ? body.name : '';
        if (name) setValues((current) => (current.name ? current : { ...current, name }));
      },
    );
  }, [token]);

  useEffect(() => {
    if (stage !== 'form') result.current?.focus();
  }, [stage]);

  function update<Field extends keyof WordsValues>(field: Field, value: WordsValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  function showErrors(found: WordsErrors) {
    flushSync(() => {
      setErrors(found);
      setRefusals((count) => count + 1);
    });
    const first = wordsFields.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#review-${first}`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (typeof fetch !== 'function') return;
    event.preventDefault();
    if (sending) return;
    // The function's own check (contract.ts), so the form refuses what the function would.
    const { entry, fields } = checkReviewWords(values);
    if (!entry) return showErrors(fields ?? {});
    const trap = form.current?.querySelector<HTMLInputElement>(`[name="${honeypotField}"]`);
    setSending(true);
    setNotice('');
    const { status, body } = await callReview<{ fields: WordsErrors }>(
      'reviewWords',
      'POST',
      token,
      { ...entry, consent: true, [honeypotField]: trap?.value ?? '' },
    );
    setSending(false);
    if (status === 202) return setStage('sent');
    if (status === 400 && body.fields && Object.keys(body.fields).length)
      return showErrors(body.fields);
    // 409 (already sent for this request), 429, 403 or the function's failure: said, text kept.
    setNotice(status !== 0 && body.error ? body.error : failed);
  }

  return {
    form,
    result,
    hydrated,
    values,
    errors,
    stage,
    sending,
    notice,
    refusals,
    update,
    onSubmit,
  };
}
