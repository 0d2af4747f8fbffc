import { z } from 'zod';

/**
 * Schemas for everything under content/: the shape of each entry, the five categories and
 * locations, the team roles. lib/content.ts applies them once, at build, together with the
 * spec's counts and cross-entry rules (six services, nine projects, one featured project...).
 */

// Kept free of lucide-react so this module stays cheap to import from tests and scripts.
export const iconName = z.string().regex(/^[A-Z][A-Za-z0-9]+$/, 'must be a lucide-react icon name');

const text = z.string().trim().min(1, 'must not be empty');

export const imageSchema = z.object({
  src: z
    .string()
    .refine(
      (src) => /^\/[\w\-./]+\.(svg|png|jpe?g|webp|avif)$/i.test(src) || /^https:\/\/\S+$/.test(src),
      'must be a local path under public/ (e.g. /images/x.svg) or an absolute https URL',
    ),
  alt: z.string().trim().min(8, 'needs meaningful alt text (at least 8 characters)'),
  /** Required for remote images; local files are measured at build. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

const linkSchema = z.object({
  label: text,
  href: z.string().regex(/^\/([\w-]+\/)*$/, 'must be an internal path ending in /'),
});

const cardSchema = z.object({ icon: iconName, title: text, description: text });

export const sectionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('steps'),
    heading: text,
    lead: text.optional(),
    steps: z.array(z.object({ title: text, description: text })).length(3),
  }),
  z.object({
    kind: z.literal('list'),
    heading: text,
    lead: text.optional(),
    items: z.array(text).length(7),
  }),
  z.object({
    kind: z.literal('gallery'),
    heading: text,
    lead: text.optional(),
    images: z.array(imageSchema).length(3),
  }),
  z.object({
    kind: z.literal('story'),
    heading: text,
    title: text,
    location: text,
    challenge: text,
    solution: text,
    outcome: text,
  }),
  z.object({
    kind: z.literal('cards'),
    heading: text,
    lead: text.optional(),
    cards: z.array(cardSchema).min(3),
  }),
  z.object({
    kind: z.literal('callout'),
    heading: text,
    body: z.array(text).min(1),
    cta: linkSchema,
  }),
]);

export const serviceSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase-hyphenated slug'),
  title: text,
  headline: text,
  description: text,
  metaDescription: z.string().trim().min(70).max(160),
  image: imageSchema,
  hero: z.object({ title: text, tagline: text }),
  problem: z.object({ heading: text, body: text, points: z.array(text).min(2) }),
  solution: z.object({ heading: text, body: text, points: z.array(text).min(2) }),
  sections: z.array(sectionSchema).min(1),
});

export const projectCategories = [
  'Kitchen',
  'Bathroom',
  'Retail',
  'Commercial',
  'Investor',
] as const;
export const projectLocations = [
  'St. Petersburg',
  'Tampa',
  'Clearwater',
  'St. Pete Beach',
  'Treasure Island',
] as const;

export const projectSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  category: z.enum(projectCategories),
  location: z.enum(projectLocations),
  image: imageSchema,
  featured: z.boolean().optional(),
  description: text.optional(),
});

export const testimonialSchema = z.object({ name: text, location: text, content: text });

export const milestoneSchema = z.object({ year: text, title: text, description: text });
export const valueSchema = z.object({ icon: iconName, title: text, description: text });
export const teamMemberSchema = z.object({
  name: text,
  role: z.enum(['General Contractor', 'Director of Sales', 'Head of Operations']),
  photo: imageSchema,
  description: text,
});

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
export const hoursSchema = z.object({
  label: text,
  days: z.array(z.enum(weekdays)).min(1),
  opens: time.optional(),
  closes: time.optional(),
});

export type ImageInput = z.input<typeof imageSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type ServiceInput = z.input<typeof serviceSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type ProjectInput = z.input<typeof projectSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Milestone = z.infer<typeof milestoneSchema>;
export type Value = z.infer<typeof valueSchema>;
export type Hours = z.infer<typeof hoursSchema>;
