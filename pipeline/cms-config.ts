/**
 * The editor's configuration (Sveltia CMS at /admin/): where it commits, where photos go, and one
 * collection per folder of content/, whose fields pipeline/cms-fields.ts writes from the zod schemas.
 * pipeline/steps/admin.ts writes it to out/admin/config.json, which the admin page names in its
 * <link rel="cms-config-url">.
 */
import type { CmsConfig, Field } from '@sveltia/cms';
import {
  areaFileSchema,
  companyFileSchema,
  projectFileSchema,
  serviceFileSchema,
  serviceSlugs,
  slugPattern,
  teamFileSchema,
  testimonialFileSchema,
} from '@/content/schema';
import { exampleRefusal, type ExampleKind } from '@/lib/content/example-items';
import { editorRefusal, examples, type ExampleField } from '@/lib/content/real-facts';
import { fixedPages, type SitePage } from '@/lib/content/site-pages';
import { siteUrlFrom } from '@/lib/content/site-url';
import { editorFields } from './cms-fields';

type Env = Record<string, string | undefined>;

/**
 * Where the editor commits, from the build's environment (docs/configuration.md): the repository
 * (owner/name) and branch, the OAuth relay if there is one, and the live site it links to. A
 * production build (CMS_REQUIRE_REPO=true, set by the deploy workflow) must name the repository:
 * the default is only a placeholder, and an editor pointed at it tells the owner that a repository
 * they never heard of does not exist. Its editor also refuses the example company facts and the
 * sample items, as its build does.
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
    requireRealFacts: env.CMS_REQUIRE_REPO === 'true',
  };
}

/** The site's icon, as Next serves app/icon.svg. */
const siteIcon = '/icon.svg';

/** What the editor converts photos to before upload (pipeline/steps/admin.ts serves its encoder). */
export const photoFormat = 'webp';

const pattern = (regex: RegExp, message: string): [string, string] => [regex.source, message];

/**
 * File names come from the title. Sveltia's ASCII slugs can keep `_` and `~`, which the loader
 * turns into hyphens (lib/content/files.ts); a slug typed in Edit Slug must be the loader's own.
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

type StringField = Field & { name: string; pattern?: [string, string]; fields?: Field[] };

/**
 * The company's fields refusing, as a production build does (lib/content/real-facts.ts), the
 * example facts, the review links' group's included (`at` is the path to the group). A field has
 * one pattern and one message, so the example goes in a negative lookahead before the schema's
 * own pattern, which still has to match.
 */
function refusingExamples(fields: Field[], at = ''): Field[] {
  return (fields as StringField[]).map((field) => {
    const path = `${at}${field.name}`;
    if (field.fields) return { ...field, fields: refusingExamples(field.fields, `${path}.`) };
    if (!(path in examples)) return field;
    const name = path as ExampleField;
    const refusal = editorRefusal(name);
    const [own, words] = field.pattern ?? [];
    // `[\s\S]*?` lets an unanchored pattern of the schema match anywhere, as it does alone.
    const source = `^(?!${examples[name].pattern.source})[\\s\\S]*?(?:${own ?? ''})`;
    const message = words
      ? `${words}; ${refusal}`
      : `${refusal.charAt(0).toUpperCase()}${refusal.slice(1)}`;
    return { ...field, pattern: [source, message] };
  });
}

type ItemField = StringField & { fields?: Field[]; required?: boolean };

/**
 * A production editor's fields of a kind of sample item (lib/content/example-items.ts): the
 * "Example" switch cannot be saved on, in the build's words, and a testimonial must say where it
 * came from (none saved there is a sample). Sveltia checks a pattern on every field but a list or
 * an object, against the value as a string: "true" for a switch that is on.
 */
function refusingExampleItems(fields: Field[], kind: ExampleKind): Field[] {
  const refusal = exampleRefusal(kind);
  return (fields as ItemField[]).map((field) => {
    if (field.name === 'example')
      return {
        ...field,
        pattern: ['^(?!true$)', `${refusal.charAt(0).toUpperCase()}${refusal.slice(1)}`],
      };
    if (kind === 'testimonials' && field.name === 'source') {
      const { required: _optional, ...required } = field;
      return required;
    }
    return field.fields ? { ...field, fields: refusingExampleItems(field.fields, kind) } : field;
  });
}

type NestedField = StringField & {
  required?: boolean;
  field?: NestedField;
  types?: { fields?: Field[] }[];
};

/**
 * A production editor's Spanish fields (content/fields.ts `withSpanish`) required wherever their
 * English field is, as a production build refuses a Spanish page with one left empty
 * (lib/content/loader.ts). Where the English field is optional, so is its twin: an editor field
 * cannot be required only when another is filled, and the build names that case.
 */
function requiringSpanish(fields: Field[]): Field[] {
  const list = fields as NestedField[];
  const requiredNames = new Set(list.filter((f) => f.required !== false).map((f) => f.name));
  return list.map((field) => {
    let shown: NestedField = field;
    if (field.fields) shown = { ...shown, fields: requiringSpanish(field.fields) };
    if (field.types)
      shown = {
        ...shown,
        types: field.types.map((type) =>
          type.fields ? { ...type, fields: requiringSpanish(type.fields) } : type,
        ),
      };
    const english = field.name.endsWith('Es') ? field.name.slice(0, -2) : undefined;
    if (english && requiredNames.has(english) && field.required === false) {
      const { required: _optional, ...required } = shown;
      return required;
    }
    return shown;
  });
}

/**
 * The company's review links with a link to the printable card of the review page's QR code
 * (app/owner/review-card/) after their hint: a hint takes links but no pictures, so the code is
 * on the card's page.
 */
function withReviewCard(fields: Field[]): Field[] {
  return (fields as (StringField & { hint?: string })[]).map((field) =>
    field.name === 'reviews'
      ? {
          ...field,
          hint: `${field.hint} [The review card to print](${fixedPages.ownerReviewCard.path}): a QR code of the review page, for invoices and the truck.`,
        }
      : field,
  );
}

/**
 * The fields of each file the owner edits, from its schema; a button's link offers `pages`, the
 * site's pages as content stood at this build (a page added since is offered after the next).
 * A production editor refuses the example company facts and the sample items.
 */
function collectionFields(pages: SitePage[], requireRealFacts: boolean, spanish: boolean) {
  const twins = (fields: Field[]) =>
    requireRealFacts && spanish ? requiringSpanish(fields) : fields;
  const items = (fields: Field[], kind: ExampleKind) =>
    twins(requireRealFacts ? refusingExampleItems(fields, kind) : fields);
  return {
    projects: items(editorFields(projectFileSchema, 'projects'), 'projects'),
    areas: items(editorFields(areaFileSchema, 'areas'), 'areas'),
    testimonials: items(editorFields(testimonialFileSchema, 'testimonials'), 'testimonials'),
    services: twins(editorFields(serviceFileSchema, 'services', { pages })),
    company: twins(
      withReviewCard(
        requireRealFacts
          ? refusingExamples(editorFields(companyFileSchema, 'company'))
          : editorFields(companyFileSchema, 'company'),
      ),
    ),
    team: items(editorFields(teamFileSchema, 'team'), 'team'),
  };
}

/**
 * What the configuration takes from the content: the site's pages, the company's name and whether
 * the Spanish edition is on (its fields are then required on a production editor).
 */
export type SiteFacts = { pages: SitePage[]; name: string; spanish?: boolean };

/** The whole configuration, as out/admin/config.json; `site` from lib/content (pipeline/steps/admin.ts). */
export function cmsConfig(settings: ReturnType<typeof cmsSettings>, site: SiteFacts): CmsConfig {
  const { repo, branch, oauthRelay, siteUrl, requireRealFacts } = settings;
  const { pages, name, spanish = false } = site;
  const fields = collectionFields(pages, requireRealFacts, spanish);
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
    // The site's own icon (app/icon.svg) and name on the sign-in screen and the editor's tab,
    // not Sveltia's (`logo.src`, which replaced `logo_url`: @sveltia/cms types/public.d.ts).
    logo: { src: siteIcon },
    app_title: `${name}: site editor`,
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
      folder('projects', 'Projects', fields.projects, {
        label_singular: 'Project',
        identifier_field: 'title',
        // "Featured" after each one switched on, so the owner sees which others to switch off
        // (docs/editing.md cites the ternary transformation).
        summary: "{{title}} ({{category}}){{featured | ternary(' · Featured', '')}}",
      }),
      // Projects pick their town from these (the relation above), so a town comes first.
      folder('areas', 'Towns', fields.areas, {
        label_singular: 'Town',
        identifier_field: 'town',
        summary: '{{town}} ({{county}} County)',
      }),
      folder('testimonials', 'Testimonials', fields.testimonials, {
        label_singular: 'Testimonial',
        identifier_field: 'name',
      }),
      // The six service pages are the spec's routes: edited, never added or removed.
      folder('services', 'Services', fields.services, {
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
            fields: fields.company,
          },
          // The About page's three leaders: one field group per role, so none is added or lost.
          {
            name: 'team',
            label: 'Leadership team',
            file: 'content/team.json',
            format: 'json',
            fields: fields.team,
          },
        ],
      },
    ],
  } as CmsConfig;
}
