import type { ContactField } from '@/supabase/functions/_shared/contract';

type FieldSpec = {
  name: ContactField;
  label: string;
  required?: boolean;
  /** The full width of the form (the message); the others pair up from `sm` width. */
  wide?: boolean;
} & (
  | { control: 'input'; type: 'text' | 'email' | 'tel'; autoComplete: string; inputMode?: 'tel' }
  | { control: 'select'; placeholder: string }
  | { control: 'textarea'; rows: number; placeholder: string }
);

/**
 * The contact form's fields, in the order the form shows them and the function's schema checks
 * them (tests/unit/contact-form.test.tsx holds the two together): the one place for their
 * labels, controls and browser hints.
 */
export const contactFields = [
  {
    name: 'name',
    label: 'Full Name',
    required: true,
    control: 'input',
    type: 'text',
    autoComplete: 'name',
  },
  {
    name: 'email',
    label: 'Email Address',
    required: true,
    control: 'input',
    type: 'email',
    autoComplete: 'email',
  },
  {
    name: 'phone',
    label: 'Phone Number',
    control: 'input',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
  },
  {
    name: 'service',
    label: 'Service Interested In',
    control: 'select',
    placeholder: 'Select a service',
  },
  {
    name: 'message',
    label: 'Message',
    required: true,
    wide: true,
    control: 'textarea',
    rows: 5,
    placeholder: "Tell us about your project: what, where, and when you'd like to start.",
  },
] as const satisfies readonly FieldSpec[];

export type ContactValues = Record<ContactField, string>;

export const fieldNames: ContactField[] = contactFields.map((field) => field.name);

export const fieldLabels = Object.fromEntries(
  contactFields.map((field) => [field.name, field.label]),
) as Record<ContactField, string>;

export const emptyValues = Object.fromEntries(
  fieldNames.map((name) => [name, '']),
) as ContactValues;
