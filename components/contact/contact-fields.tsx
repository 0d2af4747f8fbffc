import type { ChangeEvent, ReactNode } from 'react';
import { formLabels } from '@/lib/form-labels';
import { contactLimits, type ContactField } from '@/supabase/functions/_shared/contract';

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * Each field's label, in the order the form shows the fields and the function's schema checks
 * them (tests/unit/contact-form.test.tsx holds the two together). A refused submit names the
 * fields to check by these.
 */
export const fieldLabels = formLabels.contactForm.fieldLabels satisfies Record<
  ContactField,
  string
>;

export const fieldNames = Object.keys(fieldLabels) as ContactField[];

export const emptyValues = Object.fromEntries(
  fieldNames.map((name) => [name, '']),
) as ContactValues;

const inputClass =
  'mt-1.5 block min-h-12 w-full rounded-md border border-concrete-400 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-concrete-400 aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger';

/** What is left of the message's limit, once it is near; how far over, once past it. */
function messageCounter(message: string) {
  const remaining = contactLimits.message - message.trim().length;
  if (remaining < 0) return formLabels.contactForm.over(-remaining, contactLimits.message);
  if (remaining <= 500) return formLabels.contactForm.remaining(remaining);
  return undefined;
}

/** The ids of a field's error and hint, which its control is described by. */
function describedBy(field: ContactField, error?: string, hint?: string) {
  const id = `contact-${field}`;
  return [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
}

type FieldProps = {
  name: ContactField;
  required?: boolean;
  /** The full width of the form (the message); the others pair up from `sm` width. */
  wide?: boolean;
  error?: string;
  hint?: string;
  /** The control, whose id is `contact-<name>`. */
  children: ReactNode;
};

/** A field's cell of the grid: its label, its control, then its hint and its error. */
function Field({ name, required, wide, error, hint, children }: FieldProps) {
  const id = `contact-${name}`;
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <div>
        <label htmlFor={id} className="block font-semibold text-ink">
          {fieldLabels[name]}
          {required && (
            <span aria-hidden="true" className="text-brand">
              {' '}
              *
            </span>
          )}
        </label>
        {children}
        {hint && (
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

export type ContactFieldsProps = {
  values: ContactValues;
  errors: ContactErrors;
  update: (field: ContactField, value: string) => void;
  /** Each choice's value, as the function takes it, and its label in the form's language. */
  serviceOptions: readonly { value: string; label: string }[];
};

/** The form's typed fields, paired from `sm` width, each with its label and error. */
export function ContactFields({ values, errors, update, serviceOptions }: ContactFieldsProps) {
  const counter = messageCounter(values.message);
  /** What every control carries: its value and change, and the wiring of its error and hint. */
  const control = (field: ContactField, hint?: string) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(field, event.target.value),
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': describedBy(field, errors[field], hint),
    className: inputClass,
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field name="name" required error={errors.name}>
        <input {...control('name')} type="text" required autoComplete="name" />
      </Field>
      <Field name="email" required error={errors.email}>
        <input {...control('email')} type="email" required autoComplete="email" />
      </Field>
      <Field name="phone" error={errors.phone}>
        <input {...control('phone')} type="tel" autoComplete="tel" inputMode="tel" />
      </Field>
      <Field name="service" error={errors.service}>
        <select {...control('service')}>
          <option value="">{formLabels.contactForm.chooseService}</option>
          {serviceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field name="message" required wide error={errors.message} hint={counter}>
        <textarea
          {...control('message', counter)}
          rows={5}
          required
          placeholder={formLabels.contactForm.messagePlaceholder}
        />
      </Field>
    </div>
  );
}
