/**
 * The contact message's checks, shared by the form (zod/mini keeps them small in the browser) and
 * the send-contact-email function's parse stage: the message's fields, limits and service choices,
 * and a zod schema with a message for each field. Values are trimmed;
 * everything else is kept verbatim. contract.ts re-exports all of it, and nothing else imports
 * this file: a file of its own because it needs zod, which a page that reads only the contract's
 * paths must not load.
 */
import { z } from 'zod/mini';
import { isStorableText, loneSurrogate } from './storable-text.ts';

/** The contact form's "Service Interested In" choices, in order. The empty choice is added by the form. */
export const serviceOptions = [
  'Kitchen Remodels',
  'Bathroom Remodels',
  'Retail Buildouts',
  'Permit Rescue',
  'Commercial Remodeling',
  'Investor Partnerships',
  'Other',
] as const;

/** Field limits, the same in the form and the function. */
export const contactLimits = { name: 100, email: 254, phone: 30, message: 5000 } as const;

/**
 * The contact message as the form sends it and the function keeps it: the values trimmed,
 * `service` one of the choices or none. The schema below checks a message into this shape
 * (tests/unit/contract.test.ts does not type-check when the two disagree).
 */
export type ContactMessage = {
  name: string;
  email: string;
  phone: string;
  service: '' | (typeof serviceOptions)[number];
  message: string;
};
export type ContactField = keyof ContactMessage;

/** PostgreSQL cannot store a NUL character; only a paste can carry one, so say what to fix. */
const noNul = z.refine<string>(
  (value) => !value.includes('\u0000'),
  'Please remove the invisible control character (NUL) pasted into this field.',
);

export { isStorableText };

const wellFormed = z.refine<string>(
  (value) => !loneSurrogate.test(value),
  'Please remove the broken character (half of an emoji or symbol) from this field.',
);

const trimmed = (limit: number, empty: string | null, tooLong: string) =>
  z
    .string()
    .check(
      z.trim(),
      ...(empty ? [z.minLength(1, empty)] : []),
      z.maxLength(limit, tooLong),
      noNul,
      wellFormed,
    );

export const contactSchema = z.object({
  name: trimmed(
    contactLimits.name,
    'Please enter your full name.',
    `Please keep your name to ${contactLimits.name} characters or fewer.`,
  ),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your e-mail address.'),
      z.maxLength(
        contactLimits.email,
        `An e-mail address can be at most ${contactLimits.email} characters.`,
      ),
      z.email('Please enter a valid e-mail address, like name@example.com.'),
      noNul,
      wellFormed,
    ),
  // Free text: "727-555-0142 cell, after 5" is a useful answer, so nothing but the length (the
  // limit the issue sets) is checked; a pattern would refuse real numbers with notes.
  phone: trimmed(
    contactLimits.phone,
    null,
    `Please keep the phone number to ${contactLimits.phone} characters or fewer.`,
  ),
  service: z.union(
    [z.literal(''), z.enum(serviceOptions)],
    'Please choose a service from the list.',
  ),
  message: trimmed(
    contactLimits.message,
    'Please tell us a little about your project.',
    `Please shorten your message to ${contactLimits.message} characters or fewer.`,
  ),
});

/** The first error message for each field, or null when the values are valid. */
export function contactErrors(values: unknown) {
  const result = contactSchema.safeParse(values);
  return result.success ? null : fieldErrors(result.error);
}

/** A failed parse of the contact schema as the first error message for each field. */
export function fieldErrors(error: z.core.$ZodError) {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (!Object.keys(errors).length) errors.message = 'Please check the form and try again.';
  return errors;
}
