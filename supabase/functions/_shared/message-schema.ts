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
import { checkMessages as englishMessages } from './check-messages-en.ts';
import { checkMessages as spanishMessages } from './check-messages-es.ts';

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

/** The languages the form is written in (the site's editions); the function records which one sent a message. */
export type ContactLanguage = 'en' | 'es';
/** A body's `language` as the function keeps it: the form's own, English for anything else. */
export const contactLanguageOf = (value: unknown): ContactLanguage =>
  value === 'es' ? 'es' : 'en';

/** The service choices as the Spanish form shows them; the value sent is the English one above. */
export const serviceLabelsEs: Record<(typeof serviceOptions)[number], string> = {
  'Kitchen Remodels': 'Remodelación de cocinas',
  'Bathroom Remodels': 'Remodelación de baños',
  'Retail Buildouts': 'Adecuación de locales comerciales',
  'Permit Rescue': 'Rescate de permisos',
  'Commercial Remodeling': 'Remodelación comercial',
  'Investor Partnerships': 'Alianzas con inversionistas',
  Other: 'Otro',
};

/** What the checks say of each field, in each of the form's languages. */
const checkMessages = {
  en: englishMessages(contactLimits),
  es: spanishMessages(contactLimits),
} satisfies Record<ContactLanguage, Record<string, string>>;

export { isStorableText };

/** The message's schema with its messages in `language`. */
function schemaIn(language: ContactLanguage) {
  const says = checkMessages[language];
  const noNul = z.refine<string>((value) => !value.includes('\u0000'), says.nul);
  const wellFormed = z.refine<string>((value) => !loneSurrogate.test(value), says.broken);
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
  return z.object({
    name: trimmed(contactLimits.name, says.nameEmpty, says.nameLong),
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, says.emailEmpty),
        z.maxLength(contactLimits.email, says.emailLong),
        z.email(says.emailInvalid),
        noNul,
        wellFormed,
      ),
    // Free text: "727-555-0142 cell, after 5" is a useful answer, so nothing but the length (the
    // limit the issue sets) is checked; a pattern would refuse real numbers with notes.
    phone: trimmed(contactLimits.phone, null, says.phoneLong),
    service: z.union([z.literal(''), z.enum(serviceOptions)], says.service),
    message: trimmed(contactLimits.message, says.messageEmpty, says.messageLong),
  });
}

/** The message's schema, its messages in English (the function's, for any client). */
export const contactSchema = schemaIn('en');
/** The same checks in Spanish, for the Spanish form and a Spanish message the function refuses. */
const contactSchemaEs = schemaIn('es');
/** The schema whose messages are in `language`. */
export const contactSchemaFor = (language: ContactLanguage) =>
  language === 'es' ? contactSchemaEs : contactSchema;

/** The first error message for each field, in `language`, or null when the values are valid. */
export function contactErrors(values: unknown, language: ContactLanguage = 'en') {
  const result = contactSchemaFor(language).safeParse(values);
  return result.success ? null : fieldErrors(result.error, language);
}

/** A failed parse of the contact schema as the first error message for each field. */
export function fieldErrors(error: z.core.$ZodError, language: ContactLanguage = 'en') {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (!Object.keys(errors).length) errors.message = checkMessages[language].form;
  return errors;
}
