import { z } from 'zod';
import { iconName, imageSchema, matching, paragraph, text, withSpanish } from './fields';

/*
 * The schemas of a service page, content/services/<slug>.json, with its typed sections;
 * content/schema.ts exports them with the others.
 */

const heading = text.meta({ label: 'Heading' });
const lead = paragraph.meta({ label: 'Lead' }).optional();
const title = text.meta({ label: 'Title' });
const description = paragraph.meta({ label: 'Description' });

const linkSchema = z.strictObject({
  ...withSpanish({ label: text.meta({ label: 'Label' }) }, ['label']),
  // The content check also wants a page the site has, or the contact form itself
  // (lib/content/checks.ts); the editor offers only those.
  href: matching(
    /^\/([\w-]+\/)*(#[\w-]+)?$/,
    'a page of this site, e.g. /contact/ or /contact/#send-message (the form itself)',
  ).meta({
    label: 'Link',
    widget: 'page',
    hint: 'The page the button opens. A new project or town page is in this list once its save is live.',
  }),
});

const cardSchema = z.strictObject(
  withSpanish(
    {
      icon: iconName.meta({
        hint: 'The small picture beside the card’s title. To see one before you pick it, search its name on lucide.dev/icons (e.g. Scale, HardHat).',
      }),
      title,
      description,
    },
    ['title', 'description'],
  ),
);

export const sectionSchema = z.discriminatedUnion('kind', [
  z
    .strictObject(
      withSpanish(
        {
          kind: z.literal('steps'),
          heading,
          lead,
          steps: z
            .array(z.strictObject(withSpanish({ title, description }, ['title', 'description'])))
            .length(3)
            .meta({ label: 'Steps', singular: 'Step' }),
        },
        ['heading', 'lead'],
      ),
    )
    .meta({ label: 'Three steps' }),
  z
    .strictObject(
      withSpanish(
        {
          kind: z.literal('list'),
          heading,
          lead,
          items: z.array(paragraph).length(7).meta({ label: 'Items', singular: 'Item' }),
        },
        ['heading', 'lead', 'items'],
      ),
    )
    .meta({ label: 'List of seven' }),
  z
    .strictObject(
      withSpanish(
        {
          kind: z.literal('gallery'),
          heading,
          lead,
          images: z.array(imageSchema).length(3).meta({ label: 'Photos', singular: 'Photo' }),
        },
        ['heading', 'lead'],
      ),
    )
    .meta({ label: 'Gallery of three' }),
  z
    .strictObject(
      withSpanish(
        {
          kind: z.literal('story'),
          heading,
          title: text.meta({ label: 'Project' }),
          location: text.meta({ label: 'Location' }),
          challenge: paragraph.meta({ label: 'Challenge' }),
          solution: paragraph.meta({ label: 'Solution' }),
          outcome: paragraph.meta({ label: 'Outcome' }),
        },
        ['heading', 'title', 'location', 'challenge', 'solution', 'outcome'],
      ),
    )
    .meta({ label: 'Project story' }),
  z
    .strictObject(
      withSpanish(
        {
          kind: z.literal('cards'),
          heading,
          lead,
          cards: z.array(cardSchema).min(3).meta({ label: 'Cards', singular: 'Card' }),
        },
        ['heading', 'lead'],
      ),
    )
    .meta({ label: 'Cards' }),
  z
    .strictObject(
      withSpanish(
        {
          kind: z.literal('callout'),
          heading,
          body: z.array(paragraph).min(1).meta({ label: 'Paragraphs', singular: 'Paragraph' }),
          cta: linkSchema.meta({ label: 'Button' }),
        },
        ['heading', 'body'],
      ),
    )
    .meta({ label: 'Call to action' }),
]);

/**
 * The six services of the spec's route table, in its order (content/services/<slug>.json each),
 * with what the code knows of each that the owner's file does not say:
 * - `categories`: the project categories its page lists as recent work, each under one service;
 *   the projects' categories are these, in this order (content/schema.ts);
 * - `formChoice`: the contact form's choice its quote button picks, one of the function's
 *   `serviceOptions` (TypeScript checks it where lib/quote-link.ts reads it, as content/ imports
 *   nothing): FEMA rebuilding goes under Other, and the combined remodels page picks none, as the
 *   form keeps kitchens and bathrooms apart (the spec's eight);
 * - `offlineFirst`: the service worker saves it right after the home and contact pages, before
 *   the services index and the other services: after a storm it is the one people look for
 *   (lib/offline-pages.ts, docs/offline.md).
 */
export const serviceTable = {
  'kitchen-bathroom-remodels': {
    categories: ['Kitchen', 'Bathroom'],
    formChoice: null,
    offlineFirst: false,
  },
  'retail-buildouts': {
    categories: ['Retail'],
    formChoice: 'Retail Buildouts',
    offlineFirst: false,
  },
  'permit-rescue': { categories: [], formChoice: 'Permit Rescue', offlineFirst: false },
  'commercial-remodeling': {
    categories: ['Commercial'],
    formChoice: 'Commercial Remodeling',
    offlineFirst: false,
  },
  'investor-partnerships': {
    categories: ['Investor'],
    formChoice: 'Investor Partnerships',
    offlineFirst: false,
  },
  'fema-reconstruction': { categories: [], formChoice: 'Other', offlineFirst: true },
} as const;

export type ServiceSlug = keyof typeof serviceTable;

/** The six service slugs, in the table's order. */
export const serviceSlugs = Object.keys(serviceTable) as ServiceSlug[];

const pointsBlock = z.strictObject(
  withSpanish(
    {
      heading,
      body: paragraph.meta({ label: 'Text' }),
      points: z.array(paragraph).min(2).meta({ label: 'Points', singular: 'Point' }),
    },
    ['heading', 'body', 'points'],
  ),
);

/** content/services/<slug>.json: one service page, its slug the file's name. */
export const serviceFileSchema = z.strictObject(
  withSpanish(
    {
      title: title.meta({
        hint: 'The service’s short name: on its card on the home and Services pages, in the footer, the breadcrumb, the browser tab and as the title in search results.',
      }),
      headline: text.meta({
        label: 'Headline',
        hint: 'One line in bold under the title on this service’s card, on the Services page only.',
      }),
      description: description.meta({
        hint: 'The paragraph on this service’s card on the home and Services pages, above Learn More.',
      }),
      metaDescription: paragraph.min(70).max(160).meta({
        label: 'Search result text',
        hint: 'Not on the page: the gray text under the title in Google’s results (70 to 160 characters).',
      }),
      image: imageSchema.meta({ label: 'Photo', hint: 'The picture on this service’s card.' }),
      hero: z
        .strictObject(
          withSpanish(
            {
              title: title.meta({
                hint: 'The big heading at the top of the service’s own page (it may differ from the card’s title).',
              }),
              tagline: text.meta({
                label: 'Tagline',
                hint: 'The sentence under the big heading, above the Get a Free Quote button.',
              }),
            },
            ['title', 'tagline'],
          ),
        )
        .meta({ label: 'Top of the page' }),
      problem: pointsBlock.meta({ label: 'The problem' }),
      solution: pointsBlock.meta({ label: 'Our solution' }),
      sections: z.array(sectionSchema).min(1).meta({
        label: 'Sections',
        singular: 'Section',
        hint: 'The bands of the page under The problem and Our solution, in this order. Three steps: three numbered boxes, side by side on a computer. List of seven: seven short points, each with an arrow. Gallery of three: three photos, in a row on a computer. Project story: one job told as challenge, what we did and outcome. Cards: boxes with an icon, a title and a line. Call to action: closing words and one button.',
      }),
    },
    ['title', 'headline', 'description', 'metaDescription'],
  ),
);
