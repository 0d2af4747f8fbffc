import { z } from 'zod/mini';

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
 * The photos a message may carry: the form's limit, the function's, and the bucket's own
 * (supabase/migrations/20261127150000_contact_schema.sql), which the function checks again:
 * JPEG only, at most 600 KiB (the form makes at most 500 KiB).
 */
export const photoLimits = {
  perMessage: 5,
  maxBytes: 614_400,
  types: ['image/jpeg'],
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a message says about its photos: the slots it uploaded to, and how many failed. */
export type PhotoRefs = { ids: string[]; failed: number };

/** The photo fields of a message's body; anything malformed counts as a failed photo. */
export function photoRefsOf(body: Record<string, unknown>): PhotoRefs | null {
  const { photos, photosFailed } = body;
  if (photos === undefined && photosFailed === undefined) return null;
  const listed = Array.isArray(photos) ? photos.slice(0, photoLimits.perMessage) : [];
  const ids = [...new Set(listed.filter((id): id is string => uuidPattern.test(String(id))))];
  const failed = Math.min(
    photoLimits.perMessage,
    (Number.isInteger(photosFailed) ? Math.max(0, photosFailed as number) : 0) +
      listed.length -
      ids.length,
  );
  return ids.length || failed ? { ids, failed } : null;
}

/** PostgreSQL cannot store a NUL character; only a paste can carry one, so say what to fix. */
const noNul = z.refine<string>(
  (value) => !value.includes('\u0000'),
  'Please remove the invisible control character (NUL) pasted into this field.',
);

/** Half of a UTF-16 pair on its own: valid JSON, but no character, and PostgreSQL refuses it. */
const loneSurrogate = /[\uD800-\uDFFF]/u;

/** Whether PostgreSQL can keep the text as text and in jsonb: no NUL, no lone surrogate. */
export const isStorableText = (value: string) =>
  !value.includes('\u0000') && !loneSurrogate.test(value);

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

/**
 * The contact message, shared by the form (zod/mini keeps it small in the browser) and the
 * send-contact-email function. Values are trimmed; everything else is kept verbatim.
 */
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

export type ContactMessage = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactMessage;

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

/**
 * The form's trap field, which people never see. Its name and label carry no word an autofill
 * heuristic or a password manager looks for (name, e-mail, url, website, company, address...),
 * so a real visitor's browser leaves it empty; bots that fill every field do not.
 */
export const honeypotField = 'hp_7q';
