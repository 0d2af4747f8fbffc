import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import {
  type ContactField,
  type ContactLanguage,
  type ContactMessage,
  contactErrors,
  contactSchemaFor,
} from '@/supabase/functions/_shared/contract';
import { formLabels } from '@/lib/form-labels';
import { outboxSentEvent, type SentRequest } from '@/lib/outbox/outbox-store';
import { queueContactRequest } from '@/lib/outbox/queue-request';
import { sendContactMessage, type SendResult } from '@/lib/outbox/send-contact';
import {
  emptyValues,
  fieldLabels,
  fieldNames,
  type ContactErrors,
  type ContactValues,
} from './contact-fields';
import { countEvent } from './count-event';
import { forgetSent, keyFor, startingValues, writeDraft } from './draft';
import { usePhotos } from './use-photos';

/** `saved`: kept on the phone for want of a connection; `sentLater`: that request has gone. */
export type Outcome = 'sent' | 'failed' | 'saved' | 'sentLater' | null;

/** The form's language (its words' module says which): its checks speak it. */
const language: ContactLanguage = formLabels.language === 'es' ? 'es' : 'en';

const { failure, offline, tooMany } = formLabels.contactForm;

function failureNotice(result: Exclude<SendResult, { ok: true }>) {
  if (result.reason === 'offline') return `${failure} ${offline}`;
  if (result.status === 429) {
    const minutes = Math.max(1, Math.ceil((result.retryAfter ?? 600) / 60));
    return `${failure} ${tooMany(minutes)}`;
  }
  return failure;
}

/**
 * The contact form's state: the fields and their draft, the errors and the refusal spoken for
 * them, the send and its outcome, and the photos. `sentNotice` is the success notice's text.
 */
export function useContactForm(sentNotice: { title: string; lead: string }) {
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  // Marks the hand-over from the browser's own post to fetch (tests wait for it).
  const [hydrated, setHydrated] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** When the request saved on the phone was sent (shown with `sentLater`). */
  const [sentAt, setSentAt] = useState(0);
  /** The key of the request this page saved to the outbox, until it is sent. */
  const savedKey = useRef<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const invalidPending = useRef(false);
  // Spoken once per refused submit, even when focus is already on the first invalid field.
  const [refusal, setRefusal] = useState({ count: 0, text: '' });
  const honeypot = useRef<HTMLInputElement>(null);
  const photos = usePhotos();
  const [photosMissing, setPhotosMissing] = useState(0);

  // sessionStorage only exists in the browser, so the draft is read after hydration. Anything
  // typed (or autofilled) into the server-rendered fields before then wins over the draft: the
  // first render after hydration would otherwise reset the fields to the empty state.
  useEffect(() => {
    const start = startingValues(form.current);
    if (start) setValues(start);
    setHydrated(true);
  }, []);

  /** The first field a visitor changes counts the form as started, once per page. */
  const started = useRef(false);
  // The outbox loader (components/contact/outbox-loader.tsx) sent the request saved here: say when.
  useEffect(() => {
    function onSent(event: Event) {
      const request = (event as CustomEvent<SentRequest>).detail;
      if (request.key !== savedKey.current) return;
      event.preventDefault();
      savedKey.current = null;
      photos.clear();
      forgetSent();
      setValues(emptyValues);
      setSentAt(request.sentAt ?? Date.now());
      setOutcome('sentLater');
    }
    window.addEventListener(outboxSentEvent, onSent);
    return () => window.removeEventListener(outboxSentEvent, onSent);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- photos.clear reads a ref
  }, []);

  function update(field: ContactField, value: string) {
    if (!started.current) {
      started.current = true;
      countEvent('form_start');
    }
    const next = { ...values, [field]: value };
    setValues(next);
    writeDraft(next);
    setOutcome(null);
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  function showErrors(found: ContactErrors) {
    const invalid = fieldNames.filter((field) => found[field]);
    // Rendered before focus moves, so the field is announced with its error.
    flushSync(() => {
      setErrors(found);
      setRefusal(({ count }) => ({
        count: count + 1,
        text: formLabels.contactForm.check(invalid.map((field) => fieldLabels[field])),
      }));
    });
    if (invalid[0]) form.current?.querySelector<HTMLElement>(`#contact-${invalid[0]}`)?.focus();
  }

  /**
   * The browser's own checks (required, type="email") still stop a bad submit, but its bubbles
   * are suppressed: each field shows one message, ours, inline. A field the browser refuses and
   * the schema accepts keeps the browser's wording, so a refusal is never silent.
   */
  function onInvalid(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invalidPending.current) return;
    invalidPending.current = true;
    // One invalid event fires per field (a microtask would run after the first); report once
    // they all have.
    setTimeout(() => {
      invalidPending.current = false;
      const found = contactErrors(values, language) ?? {};
      for (const field of fieldNames) {
        const control = form.current?.elements.namedItem(field);
        if (control instanceof HTMLElement && 'validity' in control && !found[field]) {
          const { validity, validationMessage } = control as HTMLInputElement;
          if (!validity.valid) found[field] = validationMessage;
        }
      }
      showErrors(found);
    });
  }

  /**
   * Brings focus to the result line once it has rendered, unless the visitor has moved on to a
   * field while the send was out: focus is on nothing then (the disabled button lost it), or on
   * the button.
   */
  function focusResult() {
    const at = document.activeElement;
    if (!at || at === document.body || (at as HTMLElement).matches?.('button[type="submit"]'))
      status.current?.focus();
  }

  function succeed() {
    // Only the outcome of this send shows: an earlier failure's notice would say the opposite.
    toast.dismiss();
    toast.success(sentNotice.title, { description: sentNotice.lead });
    photos.clear();
    forgetSent();
    // The fields just emptied; keep keyboard and screen-reader users anchored on the result
    // (rendered first, so the line has its text when it takes focus).
    flushSync(() => {
      setValues(emptyValues);
      setOutcome('sent');
    });
    focusResult();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = contactErrors(values, language);
    if (found) return showErrors(found);
    setErrors({});
    const message: ContactMessage = contactSchemaFor(language).parse(values);

    // A bot filled the hidden field: look successful, send nothing.
    if (honeypot.current?.value) return succeed();

    inFlight.current = true;
    setSending(true);
    toast.dismiss();
    setOutcome(null);
    // Without photos nothing is awaited first: the post leaves in the same task as the submit.
    const key = keyFor(message);
    let result: SendResult = { ok: false, reason: 'offline' };
    if (navigator.onLine !== false) {
      const sentPhotos = photos.photos.length ? await photos.upload(key) : null;
      setPhotosMissing(sentPhotos?.photosFailed ?? 0);
      result = await sendContactMessage(message, key, sentPhotos ?? undefined);
    }
    // No connection, as the browser tells it: keep the request on the phone. A network error
    // while the browser says it is online (a reset, a refused CORS answer) is a failure to show,
    // with every field kept, as before: Send again may work at once.
    const saved =
      !result.ok &&
      (result.reason === 'offline' ||
        (result.reason === 'network' && navigator.onLine === false)) &&
      (await queueContactRequest(key, message, await photos.blobs()).then(
        () => true,
        () => false,
      ));
    inFlight.current = false;
    setSending(false);

    if (result.ok) {
      countEvent('form_sent');
      return succeed();
    }
    if (saved) {
      savedKey.current = key;
      flushSync(() => setOutcome('saved'));
      return focusResult();
    }
    console.error('Contact message not sent', result);
    toast.error(formLabels.contactForm.errorTitle, {
      description: failureNotice(result),
      duration: 12_000,
    });
    // The button was disabled while sending, so focus fell to the page: bring it to the result.
    flushSync(() => setOutcome('failed'));
    focusResult();
  }

  return {
    form,
    status,
    honeypot,
    values,
    errors,
    update,
    hydrated,
    sending,
    outcome,
    sentAt,
    refusal,
    photos,
    photosMissing,
    onSubmit,
    onInvalid,
  };
}
