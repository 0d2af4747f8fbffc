'use client';

import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { toast, Toaster } from 'sonner';
import {
  contactErrors,
  contactLimits,
  contactSchema,
  honeypotField,
  serviceOptions as knownServices,
  type ContactField,
  type ContactMessage,
} from '@/supabase/functions/_shared/contact-schema';
import { contactEndpoint, sendContactMessage, type SendResult } from '@/lib/send-contact';
import { forgetSent, keyFor, readDraft, writeDraft } from './draft';
import { contactFields, emptyValues, fieldLabels, fieldNames, type ContactValues } from './fields';
import { controlFor, renderControl } from './field-control';
import { FormField } from './form-field';
import { PhotoField } from './photo-field';
import { usePhotos } from './use-photos';

export type ContactFormProps = {
  serviceOptions: readonly string[];
  /** Offered beside a failure, so a visitor always has a way through. */
  phone: { display: string; e164: string };
  /** The success notice: the thank-you page's title and lead, which a plain-HTML post lands on. */
  sentNotice: { title: string; lead: string };
  /** The company's e-mail, for photos the form cannot take. */
  email: string;
};

const failureText = 'There was a problem sending your message. Please try again.';

function failureNotice(result: Exclude<SendResult, { ok: true }>) {
  if (result.reason === 'offline')
    return `${failureText} You appear to be offline: check your connection, then press Send Message again.`;
  if (result.status === 429) {
    const minutes = Math.max(1, Math.ceil((result.retryAfter ?? 600) / 60));
    return `${failureText} You have sent several messages in the last few minutes: please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} first, or call us.`;
  }
  return failureText;
}

export function ContactForm({ serviceOptions, phone, sentNotice, email }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [sending, setSending] = useState(false);
  // Marks the hand-over from the browser's own post to fetch (tests wait for it).
  const [hydrated, setHydrated] = useState(false);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
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
    const draft = readDraft();
    const typed = fieldNames.map((field) => {
      const control = form.current?.elements.namedItem(field);
      return [field, control && 'value' in control ? String(control.value) : ''] as const;
    });
    let start = draft;
    if (typed.some(([, value]) => value)) {
      start = Object.fromEntries(
        typed.map(([field, value]) => [field, value || (draft?.[field] ?? '')]),
      ) as ContactValues;
      writeDraft(start);
    }
    // A quote button names its service (`?service=Retail%20Buildouts`, lib/quote-link.ts): the
    // visitor's latest choice, so it wins over a draft's, but not over one made on this page.
    const named = new URLSearchParams(location.search).get('service');
    const chosenHere = typed.some(([field, value]) => field === 'service' && value);
    if (named && (knownServices as readonly string[]).includes(named) && !chosenHere)
      start = { ...(start ?? emptyValues), service: named };
    if (start) setValues(start);
    setHydrated(true);
  }, []);

  function update(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    writeDraft(next);
    setOutcome(null);
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  function showErrors(found: Partial<Record<ContactField, string>>) {
    const invalid = fieldNames.filter((field) => found[field]);
    // Rendered before focus moves, so the field is announced with its error.
    flushSync(() => {
      setErrors(found);
      setRefusal(({ count }) => ({
        count: count + 1,
        text: `Please check: ${invalid.map((field) => fieldLabels[field]).join(', ')}.`,
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
      const found = contactErrors(values) ?? {};
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
    const found = contactErrors(values);
    if (found) return showErrors(found);
    setErrors({});
    const message: ContactMessage = contactSchema.parse(values);

    // A bot filled the hidden field: look successful, send nothing.
    if (honeypot.current?.value) return succeed();

    inFlight.current = true;
    setSending(true);
    toast.dismiss();
    setOutcome(null);
    // Without photos nothing is awaited first: the post leaves in the same task as the submit.
    const key = keyFor(message);
    const sentPhotos = photos.photos.length ? await photos.upload(key) : null;
    setPhotosMissing(sentPhotos?.photosFailed ?? 0);
    const result = await sendContactMessage(message, key, sentPhotos ?? undefined);
    inFlight.current = false;
    setSending(false);

    if (result.ok) return succeed();
    console.error('Contact message not sent', result);
    toast.error('Error', { description: failureNotice(result), duration: 12_000 });
    // The button was disabled while sending, so focus fell to the page: bring it to the result.
    flushSync(() => setOutcome('failed'));
    focusResult();
  }

  const control = controlFor(values, errors, update);

  const remaining = contactLimits.message - values.message.trim().length;
  const counter =
    remaining < 0
      ? `${-remaining} ${remaining === -1 ? 'character' : 'characters'} over the ${contactLimits.message}-character limit`
      : remaining <= 500
        ? `${remaining} ${remaining === 1 ? 'character' : 'characters'} remaining`
        : undefined;

  return (
    <>
      {/* Below the sticky header (4rem), so a notice never covers the navigation. */}
      <Toaster
        position="top-center"
        offset={{ top: 80 }}
        mobileOffset={{ top: 72 }}
        richColors
        closeButton
        toastOptions={{ classNames: { title: 'font-bold!' } }}
      />
      {/* Before hydration, or without JavaScript, the browser posts the form itself and the
          function answers with the thank-you page; once hydrated, onSubmit sends it with fetch. */}
      <form
        ref={form}
        action={contactEndpoint}
        method="post"
        data-hydrated={hydrated || undefined}
        onSubmit={onSubmit}
        onInvalidCapture={onInvalid}
        aria-label="Send Us a Message"
        className="space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {contactFields.map((field) => (
            <div key={field.name} className={'wide' in field ? 'sm:col-span-2' : undefined}>
              <FormField
                id={`contact-${field.name}`}
                label={field.label}
                required={'required' in field}
                error={errors[field.name]}
                hint={field.name === 'message' ? counter : undefined}
              >
                {(describedBy) =>
                  renderControl(field, control(field.name, describedBy), serviceOptions)
                }
              </FormField>
            </div>
          ))}
        </div>
        <PhotoField state={photos} email={email} />
        {/* A trap for bots: hidden from people and assistive tech, never focusable. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-hp">Leave this field empty</label>
          {/* autocomplete off, and each password manager's own "ignore this field" attribute. */}
          <input
            ref={honeypot}
            id="contact-hp"
            name={honeypotField}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            data-1p-ignore=""
            data-lpignore="true"
            data-bwignore=""
            data-form-type="other"
            defaultValue=""
          />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md bg-brand px-6 py-3 text-lg font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
        >
          <Send aria-hidden="true" className="size-5" />
          {sending ? 'Sending...' : 'Send Message'}
        </button>
        {refusal.count > 0 && Object.keys(errors).length > 0 && (
          <p key={refusal.count} role="alert" className="sr-only">
            {refusal.text}
          </p>
        )}
        <p ref={status} tabIndex={-1} className="text-base empty:hidden">
          {outcome === 'sent' && (
            <span className="font-medium text-success">
              Thanks! Your message is on its way; we reply within one business day.
              {photosMissing > 0 &&
                ` ${photosMissing === 1 ? 'One photo' : `${photosMissing} photos`} did not upload: please reply to our answer with ${photosMissing === 1 ? 'it' : 'them'}, or e-mail ${email}.`}
            </span>
          )}
          {outcome === 'failed' && (
            <span className="font-medium text-danger">
              Your message was not sent, and everything you typed is still here. Please try again,
              or call us at{' '}
              <a href={`tel:${phone.e164}`} className="whitespace-nowrap underline">
                {phone.display}
              </a>
              .
            </span>
          )}
        </p>
      </form>
    </>
  );
}
