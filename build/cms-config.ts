/**
 * The editor's configuration (Sveltia CMS at /admin/), written beside the zod schemas it must
 * agree with: content/schema.ts gives the enums, tests/unit/cms-config.test.ts walks both trees.
 * build/admin.ts writes it to out/admin/config.json, which the admin page names in its
 * <link rel="cms-config-url">.
 */
import type { CmsConfig, Field } from '@sveltia/cms';
import {
  floridaBounds,
  projectCategories,
  serviceSlugs,
  slugPattern,
  usPhonePattern,
  weekdays,
} from '@/content/schema';
import { siteUrlFrom } from '@/lib/content/site-url';
import { icons } from '@/lib/icons';

type Env = Record<string, string | undefined>;

/**
 * Where the editor commits, from the build's environment (docs/configuration.md): the repository
 * (owner/name) and branch, the OAuth relay if there is one, and the live site it links to. A
 * production build (CMS_REQUIRE_REPO=true, set by the deploy workflow) must name the repository:
 * the default is only a placeholder, and an editor pointed at it tells the owner that a repository
 * they never heard of does not exist.
 */
export function cmsSettings(env: Env = process.env) {
  if (env.CMS_REQUIRE_REPO === 'true' && !env.CMS_GITHUB_REPO)
    throw new Error(
      'cms-config: CMS_REQUIRE_REPO=true but CMS_GITHUB_REPO is not set; set it to owner/name of the repository the editor commits to',
    );
  return {
    repo: env.CMS_GITHUB_REPO || 'coquina-coast/website',
    branch: env.CMS_GITHUB_BRANCH || 'main',
    oauthRelay: env.CMS_OAUTH_URL || undefined,
    siteUrl: siteUrlFrom(env),
  };
}

/** What the editor converts photos to before upload (build/admin.ts serves its encoder). */
export const photoFormat = 'webp';

const pattern = (regex: RegExp, message: string): [string, string] => [regex.source, message];

const text = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, widget: 'string', ...extra }) as Field;
const paragraph = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, widget: 'text', ...extra }) as Field;
const optional = { required: false } as const;
/**
 * A list's `label_singular` names one entry: Sveltia's button reads "Add Paragraph", not "Add
 * Paragraphs" (@sveltia/cms 0.221.1, types/public.d.ts: "Label to be displayed on the Add button").
 */
const textList = (
  name: string,
  label: string,
  singular: string,
  limits: { min?: number; max?: number },
): Field => ({
  name,
  label,
  label_singular: singular,
  widget: 'list',
  field: { name: 'item', label: singular, widget: 'text' },
  ...limits,
});

const imageFields: Field[] = [
  {
    name: 'src',
    label: 'Photo',
    widget: 'image',
    hint: 'A photo from your phone is fine: it is resized and converted before upload.',
    // A photo at an address elsewhere has no size the build can measure, and the editor's
    // Content-Security-Policy would block its preview: photos are uploaded.
    choose_url: false,
  } as Field,
  text('alt', 'Description of the photo', {
    minlength: 8,
    hint: 'What the photo shows, for visitors who cannot see it (at least 8 characters).',
  }),
];
const image = (name: string, label: string): Field => ({
  name,
  label,
  widget: 'object',
  fields: imageFields,
});
const images = (
  name: string,
  label: string,
  limits: { min?: number; max?: number },
  extra: { hint?: string } = {},
): Field => ({
  name,
  label,
  // The add button and the count read "Add Photo", "2 Photos".
  label_singular: 'Photo',
  ...extra,
  widget: 'list',
  fields: imageFields,
  ...limits,
});
const iconSelect: Field = {
  name: 'icon',
  label: 'Icon',
  widget: 'select',
  options: Object.keys(icons),
};
const titled = (name: string, label: string, limits: { min?: number; max?: number }): Field => ({
  name,
  label,
  label_singular: 'Step',
  widget: 'list',
  fields: [text('title', 'Title'), paragraph('description', 'Description')],
  ...limits,
});
const lead = paragraph('lead', 'Lead', optional);

const sectionTypes: Field[] = [
  {
    name: 'steps',
    label: 'Three steps',
    widget: 'object',
    fields: [text('heading', 'Heading'), lead, titled('steps', 'Steps', { min: 3, max: 3 })],
  },
  {
    name: 'list',
    label: 'List of seven',
    widget: 'object',
    fields: [
      text('heading', 'Heading'),
      lead,
      textList('items', 'Items', 'Item', { min: 7, max: 7 }),
    ],
  },
  {
    name: 'gallery',
    label: 'Gallery of three',
    widget: 'object',
    fields: [text('heading', 'Heading'), lead, images('images', 'Photos', { min: 3, max: 3 })],
  },
  {
    name: 'story',
    label: 'Project story',
    widget: 'object',
    fields: [
      text('heading', 'Heading'),
      text('title', 'Project'),
      text('location', 'Location'),
      paragraph('challenge', 'Challenge'),
      paragraph('solution', 'Solution'),
      paragraph('outcome', 'Outcome'),
    ],
  },
  {
    name: 'cards',
    label: 'Cards',
    widget: 'object',
    fields: [
      text('heading', 'Heading'),
      lead,
      {
        name: 'cards',
        label: 'Cards',
        label_singular: 'Card',
        widget: 'list',
        min: 3,
        fields: [iconSelect, text('title', 'Title'), paragraph('description', 'Description')],
      },
    ],
  },
  {
    name: 'callout',
    label: 'Call to action',
    widget: 'object',
    fields: [
      text('heading', 'Heading'),
      textList('body', 'Paragraphs', 'Paragraph', { min: 1 }),
      {
        name: 'cta',
        label: 'Button',
        widget: 'object',
        fields: [
          text('label', 'Label'),
          text('href', 'Link', {
            pattern: pattern(/^\/([\w-]+\/)*$/, 'A page of this site, e.g. /contact/'),
          }),
        ],
      },
    ],
  },
];

const pointsBlock = (name: string, label: string): Field => ({
  name,
  label,
  widget: 'object',
  fields: [
    text('heading', 'Heading'),
    paragraph('body', 'Text'),
    textList('points', 'Points', 'Point', { min: 2 }),
  ],
});

const phone = (name: string, label: string): Field =>
  text(name, label, {
    pattern: pattern(usPhonePattern, 'A US number with its area code, e.g. (727) 555-0100'),
    hint: 'Typed once, as you like: spaces, dots, dashes and +1 are tidied on the site, and every Call button dials it.',
  });
const time = (name: string, label: string): Field =>
  text(name, label, {
    pattern: pattern(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, 24-hour, e.g. 08:00'),
  });
/**
 * A year. Sveltia's preview pane prints a number field through Intl.NumberFormat, so 2026 reads
 * "2,026" there (@sveltia/cms 0.221.1: a number field of value_type int or float is formatted
 * before display); the input itself shows 2026. `preview: false` leaves the year out of the
 * preview pane ("Whether to show the preview of the field", types/public.d.ts): no preview beats
 * a wrong-looking one, and the project's card and page show it as written.
 */
const year = (name: string, label: string, min: number): Field => ({
  name,
  label,
  widget: 'number',
  value_type: 'int',
  min,
  max: 2100,
  preview: false,
});

/** A point on the service-area map (floridaPointSchema): the editor refuses one outside Florida. */
const mapPoint = (label: string, hint: string): Field => {
  const degrees = (name: string, title: string, min: number, max: number): Field => ({
    name,
    label: title,
    widget: 'number',
    value_type: 'float',
    min,
    max,
  });
  return {
    name: 'geo',
    label,
    widget: 'object',
    hint: `${hint} Right-click the place on Google Maps to see two numbers: the first is the latitude (about 27.9 around Tampa Bay), the second the longitude (about -82.7, with its minus sign).`,
    fields: [
      degrees('latitude', 'Latitude', floridaBounds.south, floridaBounds.north),
      degrees('longitude', 'Longitude', floridaBounds.west, floridaBounds.east),
    ],
  };
};

/** Fields of content/areas/<slug>.json (areaFileSchema): a town the company works in. */
export const areaFields: Field[] = [
  text('town', 'Town, as the site names it'),
  text('county', 'County'),
  mapPoint('On the map', "Where the town's dot sits on the map of the towns we serve."),
  {
    name: 'about',
    label: 'About working there, in your own words',
    label_singular: 'Paragraph',
    widget: 'list',
    min: 1,
    field: {
      name: 'paragraph',
      label: 'Paragraph',
      widget: 'text',
      minlength: 80,
    },
    hint: 'The permit office, flood zones, the neighbourhoods you know. A town gets its own page once two projects are filed there (the office’s own town once one is), and no two towns may read alike.',
  } as Field,
  {
    name: 'buildingDepartment',
    label: 'Building department',
    widget: 'object',
    required: false,
    fields: [
      text('name', 'Name'),
      text('url', 'Website (optional)', {
        required: false,
        pattern: pattern(/^https:\/\/[^\s"<>]+$/, 'The full address, starting with https://'),
      }),
    ],
  },
];

/** Fields of content/projects/<slug>.json (projectFileSchema). */
export const projectFields: Field[] = [
  text('title', 'Title'),
  { name: 'category', label: 'Category', widget: 'select', options: [...projectCategories] },
  {
    name: 'town',
    label: 'Town',
    widget: 'relation',
    collection: 'areas',
    value_field: '{{slug}}',
    display_fields: ['town'],
    search_fields: ['town'],
    hint: 'Missing a town? Add it under Towns first.',
  } as Field,
  year('year', 'Year finished', 1985),
  paragraph('description', 'One line for the project card', optional),
  paragraph('problem', 'The problem', optional),
  paragraph('work', 'What we did', optional),
  paragraph('result', 'The result', optional),
  { ...textList('scope', 'Scope of work', 'Scope item', { min: 1, max: 12 }), ...optional },
  text('duration', 'How long it took, e.g. 9 weeks', optional),
  images(
    'photos',
    'Photos',
    { min: 1, max: 40 },
    { hint: 'In gallery order: drag to reorder. The first is the one shown on cards.' },
  ),
  {
    name: 'beforeAfter',
    label: 'Before and after photos',
    label_singular: 'Before and after pair',
    widget: 'list',
    required: false,
    max: 6,
    fields: [
      image('before', 'Before'),
      image('after', 'After'),
      text('caption', 'What changed', optional),
    ],
  },
  {
    name: 'featured',
    label: 'Featured on the projects page',
    widget: 'boolean',
    default: false,
    hint: 'Switch it on for the project to show on top of the projects page. If several are on, the newest of them is shown; with none, the newest project is.',
  },
];

/** Fields of content/testimonials/<slug>.json (testimonialFileSchema). */
export const testimonialFields: Field[] = [
  text('name', 'Client'),
  text('location', 'Where'),
  paragraph('content', 'In their words'),
];

/** Fields of content/services/<slug>.json (serviceFileSchema). */
export const serviceFields: Field[] = [
  text('title', 'Title'),
  text('headline', 'Headline'),
  paragraph('description', 'Description'),
  paragraph('metaDescription', 'Search result text', { minlength: 70, maxlength: 160 }),
  image('image', 'Photo'),
  {
    name: 'hero',
    label: 'Top of the page',
    widget: 'object',
    fields: [text('title', 'Title'), text('tagline', 'Tagline')],
  },
  pointsBlock('problem', 'The problem'),
  pointsBlock('solution', 'Our solution'),
  {
    name: 'sections',
    label: 'Sections',
    label_singular: 'Section',
    widget: 'list',
    typeKey: 'kind',
    types: sectionTypes,
    min: 1,
  },
];

/** Fields of content/company.json (companyFileSchema). */
export const companyFields: Field[] = [
  text('name', 'Company name'),
  text('legalName', 'Legal name'),
  text('shortName', 'Short name'),
  paragraph('description', 'Description for search engines'),
  paragraph('blurb', 'Footer paragraph'),
  year('foundingYear', 'Founded', 1800),
  text('license', 'License number'),
  phone('phone', 'Main phone'),
  phone('satellitePhone', 'Satellite office phone'),
  text('email', 'E-mail', {
    pattern: pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'An e-mail address'),
  }),
  {
    name: 'address',
    label: 'Address',
    widget: 'object',
    fields: [
      text('street', 'Street'),
      text('city', 'City'),
      text('region', 'State', { pattern: pattern(/^[A-Z]{2}$/, 'Two letters, e.g. FL') }),
      text('postalCode', 'ZIP code', { pattern: pattern(/^\d{5}(-\d{4})?$/, 'e.g. 33770') }),
      text('country', 'Country', { pattern: pattern(/^[A-Z]{2}$/, 'Two letters, e.g. US') }),
    ],
  },
  mapPoint('Office on the map', 'Where the office pin sits on the contact page map.'),
  {
    name: 'hours',
    label: 'Opening hours',
    label_singular: 'Opening hours line',
    widget: 'list',
    min: 1,
    fields: [
      text('label', 'As shown, e.g. Monday – Friday'),
      {
        name: 'days',
        label: 'Days',
        widget: 'select',
        multiple: true,
        min: 1,
        options: [...weekdays],
      },
      {
        name: 'open',
        // Sveltia shows an optional object as a checkbox "Add <label>" above its fields.
        label: 'Opening and closing time',
        widget: 'object',
        required: false,
        hint: 'Untick it for days you are closed.',
        fields: [time('opens', 'Opens'), time('closes', 'Closes')],
      },
    ],
  },
  text('serviceArea', 'Service area'),
];

/**
 * File names come from the title. Sveltia's ASCII slugs can keep `_` and `~`, which the loader
 * turns into hyphens (lib/content-loader.ts); a slug typed in Edit Slug must be the loader's own.
 */
const slug = {
  template: '{{slug}}',
  pattern: pattern(slugPattern, 'Lowercase letters and digits joined by hyphens, e.g. pool-deck'),
};
const folder = (name: string, label: string, fields: Field[], extra: object = {}) => ({
  name,
  label,
  folder: `content/${name}`,
  extension: 'json',
  format: 'json',
  create: true,
  slug,
  fields,
  ...extra,
});

/** The whole configuration, as out/admin/config.json. */
export function cmsConfig(settings = cmsSettings()): CmsConfig {
  const { repo, branch, oauthRelay, siteUrl } = settings;
  return {
    backend: {
      name: 'github',
      repo,
      branch,
      // "Sign In with GitHub" needs an OAuth relay (docs/editing.md); without one it would hang.
      ...(oauthRelay
        ? { base_url: oauthRelay, auth_methods: ['token', 'oauth'] }
        : { auth_methods: ['token'] }),
    },
    // "Visit Live Site" in the account menu.
    site_url: siteUrl,
    media_folder: 'public/images/projects',
    public_folder: '/images/projects',
    media_libraries: {
      default: {
        config: {
          slugify_filename: true,
          // Phone photos (HEIC, large JPEG) become WebP at most 2400 px wide in the browser.
          transformations: {
            raster_image: { format: photoFormat, quality: 85, width: 2400, height: 2400 },
          },
        },
      },
      // Stock photo sites would be requests to third parties, and are not the owner's work.
      stock_assets: { providers: [] },
    },
    slug: { encoding: 'ascii', clean_accents: true },
    output: { omit_empty_optional_fields: true },
    collections: [
      // Any number of projects and testimonials, none included: the build lays out the pages
      // without them (app/projects/page.tsx, app/page.tsx), so the owner may delete any.
      folder('projects', 'Projects', projectFields, {
        label_singular: 'Project',
        identifier_field: 'title',
        summary: '{{title}} ({{category}})',
      }),
      // Projects pick their town from these (the relation above), so a town comes first.
      folder('areas', 'Towns', areaFields, {
        label_singular: 'Town',
        identifier_field: 'town',
        summary: '{{town}} ({{county}} County)',
      }),
      folder('testimonials', 'Testimonials', testimonialFields, {
        label_singular: 'Testimonial',
        identifier_field: 'name',
      }),
      // The six service pages are the spec's routes: edited, never added or removed.
      folder('services', 'Services', serviceFields, {
        label_singular: 'Service',
        create: false,
        delete: false,
        // A service's file name is its route: no Edit Slug.
        slug: { template: '{{slug}}', editable: false },
        description: `One page each: ${serviceSlugs.join(', ')}.`,
      }),
      {
        name: 'company',
        label: 'Company',
        files: [
          {
            name: 'company',
            label: 'Company facts',
            file: 'content/company.json',
            format: 'json',
            fields: companyFields,
          },
        ],
      },
    ],
  } as CmsConfig;
}
