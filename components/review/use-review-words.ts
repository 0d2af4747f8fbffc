'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { callReview } from '@/lib/review-calls';
import {
  honeypotField,
  reviewWordsErrors,
  reviewWordsLimits,
  type ReviewWordsField,
} from '@/supabase/functions/_shared/contract';

export type WordsValues = { words: string; name: string; town: string; consent: boolean };
export type WordsErrors = Partial<Record<ReviewWordsField, string>>;
/** The form, sent (the thank-you replaces it), or already sent for this request. */
export type WordsStage = 'form' | 'sent' | 'already';

/** The fields in the order the form shows them: the first refused one takes focus. */
export const wordsFields = ['words', 'name', 'town', 'consent'] as const;

/** The function's limits, checked here first with its messages (contract.ts). */
function checkWords(values: WordsValues): WordsErrors {
  const errors: WordsErrors = {};
  const words = values.words.trim();
  if (!words || words.length > reviewWordsLimits.words) errors.words = reviewWordsErrors.words;
  const name = values.name.trim();
  if (!name || name.length > reviewWordsLimits.name) errors.name = reviewWordsErrors.name;
  if (values.town.trim().length > reviewWordsLimits.town) errors.town = reviewWordsErrors.town;
  if (!values.consent) errors.consent = reviewWordsErrors.consent;
  return errors;
}

const noSubscription = () => () => {};

/**
 * The review page's words form: the link's token (read once hydrated), the open it counts (once,
 * with the token), the fields, their errors and the send. Nothing typed is lost on a refusal;
 * `failed` is what a send says when the function gave no reason (none reached it).
 */
export function useReviewWords(failed: string) {
  const search = useSyncExternalStore(
    noSubscription,
    () => location.search,
    () => null,
  );
  const token = search === null ? null : new URLSearchParams(search).get('t') || null;
  const hydrated = search !== null;
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
    void callReview<{ words: boolean }>('reviewOpened', 'POST', token).then(({ status, body }) => {
      if (status === 200 && body.words === false) setStage('already');
    });
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
    const found = checkWords(values);
    if (Object.keys(found).length) return showErrors(found);
    const trap = form.current?.querySelector<HTMLInputElement>(`[name="${honeypotField}"]`);
    setSending(true);
    setNotice('');
    const { status, body } = await callReview<{ fields: WordsErrors }>(
      'reviewWords',
      'POST',
      token,
      {
        words: values.words.trim(),
        name: values.name.trim(),
        town: values.town.trim(),
        consent: true,
        [honeypotField]: trap?.value ?? '',
      },
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
