import { z } from 'zod';

/**
 * Schemas for everything under content/, the one source of truth for its shape. The owner's
 * files (company.json, projects/, testimonials/, services/: *File schemas) are checked by
 * lib/content/loader.ts at build (the counted page copy has its own, content/copy-schema.ts),
 * together with the rules across entries (the six services, one featured project, image files exist...).
 *
 * Every schema here converts with zod 4's z.toJSONSchema() (the CMS configuration and its
 * agreement test read them): patterns instead of refinements, no transforms but trim(). What
 * JSON Schema cannot say is checked by the loader: the rules across files, that an icon exists
 * in lib/icons.ts, that an image file exists.
 */

// Kept free of lucide-react so this module stays cheap to import from tests and scripts.
export const iconName = z.string().regex(/^[A-Z][A-Za-z0-9]+$/, 'must be a lucide-react icon name');

export const text = z.string().trim().min(1, 'must not be empty');

/** A file's name without .json: lowercase words joined by hyphens. */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A file name as the editor saves it: its slugs may keep `_` and `~`, which the loader reads as
 * hyphens (a project's town names its area file this way).
 */
export const savedSlugPattern = /^[a-z0-9_~-]+$/;

export const imageSchema = z.strictObject({
  src: z
    .string()
    .regex(
      /^(\/[\w\-./]+\.(svg|png|jpe?g|webp|avif)|https:\/\/\S+)$/,
      'must be a local path under public/ with a lowercase extension (e.g. /images/x.svg) or an absolute https URL',
    ),
  alt: z.string().trim().min(8, 'needs meaningful alt text (at least 8 characters)'),
  /** Required for remote images; local files are measured at build. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

const linkSchema = z.strictObject({
  label: text,
  href: z.string().regex(/^\/([\w-]+\/)*$/, 'must be an internal path ending in /'),
});

const cardSchema = z.strictObject({ icon: iconName, title: text, description: text });

export const sectionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('steps'),
    heading: text,
    lead: text.optional(),
    steps: z.array(z.strictObject({ title: text, description: text })).length(3),
  }),
  z.strictObject({
    kind: z.literal('list'),
    heading: text,
    lead: text.optional(),
    items: z.array(text).length(7),
  }),
  z.strictObject({
    kind: z.literal('gallery'),
    heading: text,
    lead: text.optional(),
    images: z.array(imageSchema).length(3),
  }),
  z.strictObject({
    kind: z.literal('story'),
    heading: text,
    title: text,
    location: text,
    challenge: text,
    solution: text,
    outcome: text,
  }),
  z.strictObject({
    kind: z.literal('cards'),
    heading: text,
    lead: text.optional(),
    cards: z.array(cardSchema).min(3),
  }),
  z.strictObject({
    kind: z.literal('callout'),
    heading: text,
    body: z.array(text).min(1),
    cta: linkSchema,
  }),
]);

/** The six services of the spec's route table, in its order: content/services/<slug>.json each. */
export const serviceSlugs = [
  'kitchen-bathroom-remodels',
  'retail-buildouts',
  'permit-rescue',
  'commercial-remodeling',
  'investor-partnerships',
  'fema-reconstruction',
] as const;

/** content/services/<slug>.json: one service page, its slug the file's name. */
export const serviceFileSchema = z.strictObject({
  title: text,
  headline: text,
  description: text,
  metaDescription: z.string().trim().min(70).max(160),
  image: imageSchema,
  hero: z.strictObject({ title: text, tagline: text }),
  problem: z.strictObject({ heading: text, body: text, points: z.array(text).min(2) }),
  solution: z.strictObject({ heading: text, body: text, points: z.array(text).min(2) }),
  sections: z.array(sectionSchema).min(1),
});

export const projectCategories = [
  'Kitchen',
  'Bathroom',
  'Retail',
  'Commercial',
  'Investor',
] as const;
/**
 * Florida from its southernmost key to the Georgia line and from Pensacola to the Atlantic, with a
 * little room: a point outside it is a typo (a dropped minus sign, swapped fields), not a town.
 */
export const floridaBounds = { south: 24.3, north: 31.1, west: -87.7, east: -79.8 } as const;
const { south, north, west, east } = floridaBounds;

/** A place on the map: the office (company.json) or a town (areas/). */
export const floridaPointSchema = z.strictObject({
  latitude: z
    .number()
    .min(south, `must lie in Florida: between ${south} and ${north}`)
    .max(north, `must lie in Florida: between ${south} and ${north}`),
  longitude: z
    .number()
    .min(west, `must lie in Florida: between ${west} and ${east} (west of Greenwich is negative)`)
    .max(east, `must lie in Florida: between ${west} and ${east} (west of Greenwich is negative)`),
});

/** content/areas/<slug>.json: a town the company works in, written by the owner. */
export const areaFileSchema = z.strictObject({
  /** As the site names it: St. Petersburg. */
  town: text,
  county: text,
  /** Where the town's dot sits on the service-area map: its centre, or where most of our work is. */
  geo: floridaPointSchema,
  /**
   * The owner's own words about working there (the permit office, flood zones, neighbourhoods):
   * one string per paragraph. A town page shows them, so each town's must be its own.
   */
  about: z.array(z.string().trim().min(80, 'write at least 80 characters')).min(1),
  /** Where permits are pulled, with its website if the owner wants it linked. */
  buildingDepartment: z
    .strictObject({
      name: text,
      url: z
        .string()
        .regex(/^https:\/\/[^\s"<>]+$/, 'must be the full https:// address')
        .optional(),
    })
    .optional(),
});

const beforeAfterSchema = z.strictObject({
  before: imageSchema,
  after: imageSchema,
  /** What changed, under the pair. */
  caption: text.optional(),
});

/** content/projects/<slug>.json: one project; its first photo is the one cards and previews show. */
export const projectFileSchema = z.strictObject({
  title: text,
  category: z.enum(projectCategories),
  /** The town: the name of a file in content/areas/, without .json (st-petersburg). */
  town: z
    .string()
    .regex(savedSlugPattern, 'must be the name of a file in content/areas/, e.g. largo'),
  /** The year it was finished: the grid shows the newest first. */
  year: z.number().int().min(1985).max(2100),
  /** One line for the card: what the job was. */
  description: text.optional(),
  /** The owner's story: what was wrong, what we did, how it came out. */
  problem: text.optional(),
  work: text.optional(),
  result: text.optional(),
  /** The work in a few words per line: "Gutted to the studs", "New 200 A panel". */
  scope: z.array(text).min(1).max(12).optional(),
  /** How long it took, as the owner says it: "11 weeks". */
  duration: text.optional(),
  /** In the order the gallery shows them; the first is the project's picture everywhere. */
  photos: z.array(imageSchema).min(1).max(40),
  beforeAfter: z.array(beforeAfterSchema).max(6).optional(),
  /** The newest project marked featured is the featured one; with none marked, the newest is. */
  featured: z.boolean(),
});

/** content/testimonials/<slug>.json: one client's words. */
export const testimonialFileSchema = z.strictObject({ name: text, location: text, content: text });

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (24-hour)');
export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const hoursSchema = z.strictObject({
  label: text,
  days: z.array(z.enum(weekdays)).min(1),
  /** Opening and closing time as one pair; left out on a closed day. */
  open: z.strictObject({ opens: time, closes: time }).optional(),
});

/**
 * A US number typed once, as the owner writes it: (727) 555-0100, 727.555.0100, +1 727 555 0100.
 * The loader tidies the shown form and derives the dialling one (lib/phone.ts).
 */
export const usPhonePattern =
  /^\s*(\+?1[\s.-]*)?(\([2-9]\d{2}\)|[2-9]\d{2})[\s.-]*[2-9]\d{2}[\s.-]*\d{4}\s*$/;
const phoneSchema = z
  .string()
  .regex(usPhonePattern, 'must be a US phone number with its area code, e.g. (727) 555-0100');

/** content/company.json: the facts every page shows (header, footer, contact page, JSON-LD). */
export const companyFileSchema = z.strictObject({
  name: text,
  legalName: text,
  shortName: text,
  /** Search engines' one-line description of the business (JSON-LD). */
  description: text,
  /** The footer's paragraph about the company. */
  blurb: text,
  foundingYear: z.number().int().min(1800).max(2100),
  license: text,
  phone: phoneSchema,
  /** The satellite office line on the about page. */
  satellitePhone: phoneSchema,
  email: z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address'),
  address: z.strictObject({
    street: text,
    city: text,
    region: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code, e.g. FL'),
    postalCode: z.string().regex(/^\d{5}(-\d{4})?$/, 'must be a ZIP code, e.g. 33770'),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. US'),
  }),
  /** The office on the map, and for search engines. */
  geo: floridaPointSchema,
  hours: z.array(hoursSchema).min(1),
  /** Where the company works, as the home page says it. */
  serviceArea: text,
});

export type ImageInput = z.input<typeof imageSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type ServiceSlug = (typeof serviceSlugs)[number];
export type Service = z.infer<typeof serviceFileSchema> & { slug: ServiceSlug };
/** A project as pages see it: the town's name joined from its area file. */
export type Project = z.infer<typeof projectFileSchema> & { slug: string; location: string };
export type Area = z.infer<typeof areaFileSchema> & { slug: string };
export type Testimonial = z.infer<typeof testimonialFileSchema>;
export type Company = z.infer<typeof companyFileSchema>;
export type Hours = z.infer<typeof hoursSchema>;
