'use client';

import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { toast, Toaster } from 'sonner';
import {
  contactErrors,
  contactLimits,
  contactSchema,
  honeypotField,
  type ContactField,
  type ContactMessage,
} from '@/supabase/functions/_shared/contact-schema';
import { contactEndpoint, sendContactMessage, type SendResult } from '@/lib/send-contact';
import { FormField, inputClass } from './form-field';

export type ContactFormProps = {
  serviceOptions: readonly string[];
  /** Offered beside a failure, so a visitor always has a way through. */
  phone: { display: string; e164: string };
  /** The success notice: the thank-you page's title and lead, which a plain-HTML post lands on. */
  sentNotice: { title: string; lead: string };
};

type Values = Record<ContactField, string>;

const emptyValues: Values = { name: '', email: '', phone: '', service: '', message: '' };
const fieldOrder: ContactField[] = ['name', 'email', 'phone', 'service', 'message'];
const fieldLabels: Record<ContactField, string> = {
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  service: 'Service Interested In',
  message: 'Message',
};
const draftKey = 'contact-form-draft';
const attemptKey = 'contact-form-attempt';
const failureText = 'There was a problem sending your message. Please try again.';

type Attempt = { key: string; message: ContactMessage };

function newKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; the page may be served over plain http on a LAN.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What sessionStorage holds under `key`, or null: storage can be disabled (private mode) or hold junk. */
function load(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` (null removes it); storage can be full or disabled, and then the form works without. */
function store(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage a reload loses the draft, and a retry gets a new key (the function still
    // drops a repeat of the content).
  }
}

/**
 * The idempotency key for sending `message`: the one already used for this exact message (a
 * retry after a failure or a reload, which the function then answers without a second copy), or
 * a new one. It is kept in sessionStorage with the draft and dropped after a success.
 */
function keyFor(message: ContactMessage) {
  const attempt = load(attemptKey) as Attempt | null;
  if (attempt?.key && JSON.stringify(attempt.message) === JSON.stringify(message))
    return attempt.key;
  const key = newKey();
  store(attemptKey, { key, message } satisfies Attempt);
  return key;
}

function failureNotice(result: Exclude<SendResult, { ok: true }>) {
  if (result.reason === 'offline')
    return `${failureText} You appear to be offline: check your connection, then press Send Message again.`;
  if (result.status === 429) {
    const minutes = Math.max(1, Math.ceil((result.retryAfter ?? 600) / 60));
    return `${failureText} You have sent several messages in the last few minutes: please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} first, or call us.`;
  }
  return failureText;
}

function readDraft(): Values | null {
  const draft = load(draftKey) as Partial<Values> | null;
  if (!draft || typeof draft !== 'object') return null;
  return Object.fromEntries(
    fieldOrder.map((field) => [field, String(draft[field] ?? '')]),
  ) as Values;
}

const writeDraft = (values: Values | null) => store(draftKey, values);

export function ContactForm({ serviceOptions, phone, sentNotice }: ContactFormProps) {
  const [values, setValues] = useState<Values>(emptyValues);
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

  // sessionStorage only exists in the browser, so the draft is read after hydration. Anything
  // typed (or autofilled) into the server-rendered fields before then wins over the draft: the
  // first render after hydration would otherwise reset the fields to the empty state.
  useEffect(() => {
    const draft = readDraft();
    const typed = fieldOrder.map((field) => {
      const control = form.current?.elements.namedItem(field);
      return [field, control && 'value' in control ? String(control.value) : ''] as const;
    });
    if (typed.some(([, value]) => value)) {
      const start = Object.fromEntries(
        typed.map(([field, value]) => [field, value || (draft?.[field] ?? '')]),
      ) as Values;
      setValues(start);
      writeDraft(start);
    } else if (draft) setValues(draft);
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
    const invalid = fieldOrder.filter((field) => found[field]);
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
      for (const field of fieldOrder) {
        const control = form.current?.elements.namedItem(field);
        if (control instanceof HTMLElement && 'validity' in control && !found[field]) {
          const { validity, validationMessage } = control as HTMLInputElement;
          if (!validity.valid) found[field] = validationMessage;
        }
      }
      showErrors(found);
    });
  }

  function succeed() {
    toast.success(sentNotice.title, { description: sentNotice.lead });
    setValues(emptyValues);
    writeDraft(null);
    store(attemptKey, null);
    setOutcome('sent');
    // The fields just emptied; keep keyboard and screen-reader users anchored on the result.
    requestAnimationFrame(() => status.current?.focus());
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
    const result = await sendContactMessage(message, keyFor(message));
    inFlight.current = false;
    setSending(false);

    if (result.ok) return succeed();
    setOutcome('failed');
    console.error('Contact message not sent', result);
    toast.error('Error', { description: failureNotice(result), duration: 12_000 });
  }

  /** What every field's control shares: its value, change handler and error wiring. */
  const control = (field: ContactField, describedBy: string | undefined) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(field, event.target.value),
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': describedBy,
    className: inputClass,
  });

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
          <FormField id="contact-name" label="Full Name" required error={errors.name}>
            {(describedBy) => (
              <input {...control('name', describedBy)} type="text" required autoComplete="name" />
            )}
          </FormField>
          <FormField id="contact-email" label="Email Address" required error={errors.email}>
            {(describedBy) => (
              <input
                {...control('email', describedBy)}
                type="email"
                required
                autoComplete="email"
              />
            )}
          </FormField>
          <FormField id="contact-phone" label="Phone Number" error={errors.phone}>
            {(describedBy) => (
              <input
                {...control('phone', describedBy)}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
            )}
          </FormField>
          <FormField id="contact-service" label="Service Interested In" error={errors.service}>
            {(describedBy) => (
              <select {...control('service', describedBy)}>
                <option value="">Select a service</option>
                {serviceOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField
          id="contact-message"
          label="Message"
          required
          error={errors.message}
          hint={counter}
        >
          {(describedBy) => (
            <textarea
              {...control('message', describedBy)}
              rows={5}
              required
              placeholder="Tell us about your project: what, where, and when you'd like to start."
            />
          )}
        </FormField>
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
