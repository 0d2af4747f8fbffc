import { z } from 'zod';
import {
  floridaPointSchema,
  mapPointHint,
  matching,
  paragraph,
  text,
  withSpanish,
  year,
} from './fields';
import { reviewLinksSchema } from './review-links-schema';

/*
 * The schema of content/company.json, the company's facts; content/schema.ts exports it with the
 * others.
 */

const time = matching(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM (24-hour), e.g. 08:00');
const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const hoursSchema = z.strictObject({
  ...withSpanish({ label: text.meta({ label: 'As shown, e.g. Monday – Friday' }) }, ['label']),
  days: z.array(z.enum(weekdays)).min(1).meta({ label: 'Days' }),
  /**
   * Opening and closing time as one pair; left out on a closed day. Sveltia shows an optional
   * object as a checkbox "Add <label>" above its fields.
   */
  open: z
    .strictObject({ opens: time.meta({ label: 'Opens' }), closes: time.meta({ label: 'Closes' }) })
    .meta({ label: 'Opening and closing time', hint: 'Untick it for days you are closed.' })
    .optional(),
});

/**
 * A US number typed once, as the owner writes it: (727) 555-0100, 727.555.0100, +1 727 555 0100.
 * The loader tidies the shown form and derives the dialling one (lib/phone.ts).
 */
const usPhonePattern =
  /^\s*(\+?1[\s.-]*)?(\([2-9]\d{2}\)|[2-9]\d{2})[\s.-]*[2-9]\d{2}[\s.-]*\d{4}\s*$/;
const phoneSchema = matching(
  usPhonePattern,
  'a US phone number with its area code, e.g. (727) 555-0100',
).meta({
  hint: 'Typed once, as you like: spaces, dots, dashes and +1 are tidied on the site, and every Call button dials it.',
});
const countryCode = /^[A-Z]{2}$/;

/** content/company.json: the facts every page shows (header, footer, contact page, JSON-LD). */
export const companyFileSchema = z.strictObject({
  name: text.meta({
    label: 'Company name',
    hint: 'Beside the logo at the top of every page, after each page’s title in search results and browser tabs, and on the About page.',
  }),
  legalName: text.meta({
    label: 'Legal name',
    hint: 'As registered, with Inc. or LLC: in the © line at the foot of every page, and for search engines.',
  }),
  shortName: text.meta({
    label: 'Short name',
    hint: 'The name under the site’s icon when a visitor adds it to a phone’s home screen (about 12 letters at most).',
  }),
  ...withSpanish(
    {
      /** Search engines' one-line description of the business (JSON-LD). */
      description: paragraph.meta({
        label: 'Description for search engines',
        hint: 'Not shown on a page: a sentence or two about the business that search engines read with the company’s details, also used when the site is added to a phone’s home screen.',
      }),
      /** The footer's paragraph about the company. */
      blurb: paragraph.meta({ label: 'Footer paragraph' }),
    },
    ['description', 'blurb'],
  ),
  foundingYear: year(1800).meta({ label: 'Founded' }),
  license: text.meta({ label: 'License number' }),
  phone: phoneSchema.meta({ label: 'Main phone' }),
  /** The satellite office line on the about page: where it is, and its number. */
  satelliteTown: text.meta({
    label: 'Satellite office town',
    hint: 'Shown with its phone in the orange bar on the About page: “Satellite office in Clearwater”.',
  }),
  satellitePhone: phoneSchema.meta({ label: 'Satellite office phone' }),
  email: matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an e-mail address').meta({ label: 'E-mail' }),
  address: z
    .strictObject({
      street: text.meta({ label: 'Street' }),
      city: text.meta({ label: 'City' }),
      region: matching(countryCode, 'a two-letter state code, e.g. FL').meta({ label: 'State' }),
      postalCode: matching(/^\d{5}(-\d{4})?$/, 'a ZIP code, e.g. 33770').meta({
        label: 'ZIP code',
      }),
      country: matching(countryCode, 'a two-letter country code, e.g. US').meta({
        label: 'Country',
      }),
    })
    .meta({ label: 'Address' }),
  /** The office on the map, and for search engines. */
  geo: floridaPointSchema.meta({
    label: 'Office on the map',
    hint: `Where the office pin sits on the contact page map. ${mapPointHint}`,
  }),
  hours: z
    .array(hoursSchema)
    .min(1)
    .meta({ label: 'Opening hours', singular: 'Opening hours line' }),
  ...withSpanish(
    {
      /** Where the company works, as the home page says it. */
      serviceArea: text.meta({
        label: 'Service area',
        hint: 'Where you work, in a few words: at the top of the home page beside "Working in", and on the Service areas page ("we work across …").',
      }),
    },
    ['serviceArea'],
  ),
  reviews: reviewLinksSchema,
  /** The Spanish edition (lib/locale.ts): built or not, and what it says about calling. */
  spanish: z
    .strictObject({
      edition: z.boolean().meta({
        label: 'Spanish pages',
        hint: 'On: every page also has a Spanish version under /es/ (linked as “Español” in the header), written from the Spanish fields beside each English one. Off: the site is in English only and the Spanish fields are ignored.',
      }),
      phone: z.boolean().meta({
        label: 'We answer the phone in Spanish',
        hint: 'On: the Spanish pages say “Se habla español” beside the phone number. Off: they invite visitors to write in Spanish through the form, and you answer by e-mail.',
      }),
    })
    .meta({ label: 'Spanish edition' }),
});
