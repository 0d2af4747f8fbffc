import { z } from 'zod';
import {
  exampleMark,
  floridaPointSchema,
  iconName,
  imageSchema,
  mapPointHint,
  matching,
  paragraph,
  text,
  withSpanish,
  year,
} from './fields';
import {
  sectionSchema,
  serviceFileSchema,
  serviceSlugs,
  serviceTable,
  type ServiceSlug,
} from './service-schema';
import { companyFileSchema, hoursSchema } from './company-schema';

/**
 * Schemas for everything under content/, the one source of truth for its shape. The owner's
 * files (company.json, team.json, projects/, testimonials/, services/: *File schemas) are checked by
 * lib/content/loader.ts at build (the counted page copy has its own, content/copy-schema.ts),
 * together with the rules across entries (the six services, one featured project, image files exist...).
 *
 * Every schema here converts with zod 4's z.toJSONSchema(), which the editor's configuration is
 * generated from (pipeline/cms-fields.ts): patterns instead of refinements, no transforms but trim(),
 * and each field of the owner's files names itself for the editor with `.meta()` (content/fields.ts
 * lists the keys). What JSON Schema cannot say is checked by the loader: the rules across files,
 * that an icon exists in lib/icons.ts, that an image file exists.
 */

export { iconName, imageSchema };
export { serviceFileSchema, serviceSlugs, serviceTable, type ServiceSlug };
export { teamFileSchema, teamRoles, type TeamMember } from './team-schema';
export { companyFileSchema };

/** A file's name without .json: lowercase words joined by hyphens. */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A file name as the editor saves it: its slugs may keep `_` and `~`, which the loader reads as
 * hyphens (a project's town names its area file this way).
 */
export const savedSlugPattern = /^[a-z0-9_~-]+$/;

/** The project categories: each service's in content/service-schema.ts's table, in its order. */
export const projectCategories = serviceSlugs.flatMap((slug) => serviceTable[slug].categories);

/**
 * The owner's own words about working in a town (the permit office, flood zones, neighborhoods):
 * one string per paragraph. A town page shows them, so each town's must be its own.
 */
const aboutTown = z
  .array(z.string().trim().min(80, 'write at least 80 characters').meta({ widget: 'text' }))
  .min(1)
  .meta({
    label: 'About working there, in your own words',
    singular: 'Paragraph',
    hint: 'The permit office, flood zones, the neighborhoods you know. A town gets its own page once two projects are filed there (the office’s own town once one is), and no two towns may read alike.',
  });

/** content/areas/<slug>.json: a town the company works in, written by the owner. */
export const areaFileSchema = z.strictObject({
  /** As the site names it: St. Petersburg. */
  town: text.meta({ label: 'Town, as the site names it' }),
  county: text.meta({ label: 'County' }),
  /** Where the town's dot sits on the service-area map: its centre, or where most of our work is. */
  geo: floridaPointSchema.meta({
    label: 'On the map',
    hint: `Where the town's dot sits on the map of the towns we serve. ${mapPointHint}`,
  }),
  ...withSpanish({ about: aboutTown }, ['about']),
  /** Where permits are pulled, with its website if the owner wants it linked. */
  buildingDepartment: z
    .strictObject({
      name: text.meta({ label: 'Name' }),
      url: matching(/^https:\/\/[^\s"<>]+$/, 'the full address, starting with https://')
        .meta({ label: 'Website (optional)' })
        .optional(),
    })
    .meta({ label: 'Building department' })
    .optional(),
  example: exampleMark('delete it, or write about working there in your own words'),
});

const beforeAfterSchema = z.strictObject(
  withSpanish(
    {
      before: imageSchema.meta({ label: 'Before' }),
      after: imageSchema.meta({ label: 'After' }),
      /** What changed, under the pair. */
      caption: text.meta({ label: 'What changed' }).optional(),
    },
    ['caption'],
  ),
);

/** content/projects/<slug>.json: one project; its first photo is the one cards and previews show. */
export const projectFileSchema = z.strictObject(
  withSpanish(
    {
      title: text.meta({ label: 'Title' }),
      category: z.enum(projectCategories).meta({ label: 'Category' }),
      /** The town: the name of a file in content/areas/, without .json (st-petersburg). */
      town: z
        .string()
        .regex(savedSlugPattern, 'must be the name of a file in content/areas/, e.g. largo')
        .meta({
          label: 'Town',
          relation: { collection: 'areas', shows: 'town' },
          hint: 'Missing a town? Add it under Towns first.',
        }),
      /** The year it was finished: the grid shows the newest first. */
      year: year(1985).meta({ label: 'Year finished' }),
      /** One line for the card: what the job was. */
      description: paragraph
        .meta({
          label: 'One line for the project card',
          hint: 'Optional: a sentence shown under the title on the project card, at the top of its page, and to search engines as its description.',
        })
        .optional(),
      /** The owner's story: what was wrong, what we did, how it came out. */
      problem: paragraph.meta({ label: 'The problem' }).optional(),
      work: paragraph.meta({ label: 'What we did' }).optional(),
      result: paragraph.meta({ label: 'The result' }).optional(),
      /** The work in a few words per line: "Gutted to the studs", "New 200 A panel". */
      scope: z
        .array(paragraph)
        .min(1)
        .max(12)
        .meta({ label: 'Scope of work', singular: 'Scope item' })
        .optional(),
      /** How long it took, as the owner says it: "11 weeks". */
      duration: text.meta({ label: 'How long it took, e.g. 9 weeks' }).optional(),
      /** In the order the gallery shows them; the first is the project's picture everywhere. */
      photos: z.array(imageSchema).min(1).max(40).meta({
        label: 'Photos',
        singular: 'Photo',
        hint: 'In gallery order: drag, or use the arrows, to reorder. The first is the one shown on cards.',
      }),
      beforeAfter: z
        .array(beforeAfterSchema)
        .max(6)
        .meta({ label: 'Before and after photos', singular: 'Before and after pair' })
        .optional(),
      /**
       * The newest project marked featured is the featured one; with none marked, the newest is.
       * Optional in a file (the spec's entity): left out, it is off.
       */
      featured: z.boolean().default(false).meta({
        label: 'Featured on the projects page',
        hint: 'Shows this project large at the top of the Projects page. Only one can be shown: if another project is on too, switch it off there (the Projects list shows "Featured" after each one that is on). If several are on, the newest of them wins; with none on, the newest project does.',
      }),
      example: exampleMark('delete it, or make it one of your own jobs, with its photos and words'),
    },
    ['title', 'description', 'problem', 'work', 'result', 'scope', 'duration'],
  ),
);

/** Where a testimonial came from: each one the site shows says so (docs/content.md, the FTC's rule). */
const testimonialSources = ['The review form', 'Given to us in person'] as const;

/** content/testimonials/<slug>.json: one client's words. */
export const testimonialFileSchema = z.strictObject({
  name: text.meta({
    label: 'Client',
    hint: 'Their name as they agreed to have it shown, under their words in the home page’s testimonials, e.g. Maria G.',
  }),
  location: text.meta({
    label: 'Where',
    hint: 'Town and state, as shown under the client’s name on the home page, e.g. St. Petersburg, FL',
  }),
  content: paragraph.meta({
    label: 'In their words',
    hint: 'The customer’s own words, as they gave them: the quote in the home page’s testimonials. Fix a typo at most; never add, change or leave out what they said about the work (the law on testimonials forbids words a customer did not give).',
  }),
  /** Which language `content` is in: the pages in the other one show `translation`, marked as one. */
  writtenIn: z.enum(['en', 'es']).default('en').meta({
    label: 'Language they wrote in',
    hint: 'en: English, es: Spanish. Their words are shown as they are on the pages in that language.',
  }),
  translation: paragraph
    .meta({
      label: 'Translation',
      hint: 'Their words translated into the other language (Spanish when they wrote in English), as faithfully as you can: the other language’s pages show it marked “translated”, never as their own words.',
    })
    .optional(),
  /** Required on the live site for all but the template's samples (lib/content/example-items.ts). */
  source: z
    .strictObject({
      how: z.enum(testimonialSources).meta({ label: 'How they reached you' }),
      date: matching(
        /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
        'a date as year-month-day, e.g. 2026-03-14',
      ).meta({
        label: 'When',
        hint: 'The day the review form sent them, or the day they gave them to you. The site shows the month under their name.',
      }),
    })
    .meta({
      label: 'Where these words came from',
      hint: 'Required on the live site: every testimonial says how it reached you.',
    })
    .optional(),
  example: exampleMark('delete it, or put a real customer’s own words in its place'),
});

export type ImageInput = z.input<typeof imageSchema>;
export type Section = z.infer<typeof sectionSchema>;
/** The door (lib/content/) adds each one's `slug` from its file name and `path`, its page. */
export type Service = z.infer<typeof serviceFileSchema> & { slug: ServiceSlug; path: string };
/** A project as pages see it: the town's name joined from its area file. */
export type Project = z.infer<typeof projectFileSchema> & {
  slug: string;
  location: string;
  path: string;
};
/** `path` only when the town has earned a page. */
export type Area = z.infer<typeof areaFileSchema> & { slug: string; path?: string };
/**
 * A testimonial as the pages show it (lib/content/testimonials.ts): the words in `lang`, the
 * customer's own or, with `translatedFrom`, the owner's translation of them; `sourceLine`: where
 * the words came from ("Shared in person, March 2026").
 */
export type Testimonial = Pick<
  z.infer<typeof testimonialFileSchema>,
  'name' | 'location' | 'content'
> & {
  lang: 'en' | 'es';
  translatedFrom?: 'en' | 'es';
  sourceLine?: string;
};
export type Company = z.infer<typeof companyFileSchema>;
export type Hours = z.infer<typeof hoursSchema>;
