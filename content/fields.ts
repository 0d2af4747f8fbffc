import { z } from 'zod';

/**
 * The field types content/schema.ts builds its files from, and what the editor (Sveltia CMS at
 * /admin/) shows for each field. A field's label, hint and editor options are written once, with
 * zod 4's `.meta()` on its schema (the metadata lives in z.globalRegistry, a `.meta()` copy
 * inherits its parent's, and z.toJSONSchema() writes it into the JSON Schema: docs/editing.md
 * cites zod's page); pipeline/cms-fields.ts walks that JSON Schema and writes the editor's fields.
 * Limits, required, options and patterns come from the schema itself.
 */
export interface EditorMeta {
  /** The field's name in the editor, as the owner reads it. Every edited field has one. */
  label?: string;
  /** A line under the field: what goes there, where it shows. */
  hint?: string;
  /** A list's one entry, for its button and count: "Add Photo", "2 Photos". */
  singular?: string;
  /**
   * `text`: a box of several lines rather than one. `image`: a photo uploaded to the media folder.
   * `icon`: one of the site's icons (lib/icons.ts), picked from a list. `page`: the address of a
   * page of this site, picked from the list of them (lib/content/site-pages.ts).
   */
  widget?: 'text' | 'image' | 'icon' | 'page';
  /** The file name of an entry of another folder of content/, picked by one of its fields. */
  relation?: { collection: string; shows: string };
  /** What a value that does not match the pattern must be: "a ZIP code, e.g. 33770". */
  mustBe?: string;
  /** `false`: left out of the editor's preview pane. */
  preview?: false;
  /** What a new entry starts with. */
  default?: unknown;
  /** `false`: not in the editor (the build measures it). */
  edited?: false;
  /**
   * A Spanish twin (`withSpanish` below): the Spanish pages show it in place of the field of the
   * same name without `Es` (lib/content/spanish.ts).
   */
  spanish?: true;
}

declare module 'zod/v4/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the keys in
  interface GlobalMeta extends EditorMeta {}
}

// Kept free of lucide-react so this module stays cheap to import from tests and scripts.
export const iconName = z
  .string()
  .regex(/^[A-Z][A-Za-z0-9]+$/, 'must be a lucide-react icon name')
  .meta({ label: 'Icon', widget: 'icon' });

export const text = z.string().trim().min(1, 'must not be empty');

/**
 * An object's fields with a Spanish twin beside each of `keys`: `<key>Es`, right after it, with
 * the same check and its label marked "(Spanish)". Optional in the schema, so a file the owner
 * saved before the Spanish edition still loads; lib/content/spanish.ts puts each twin in place of
 * its English field on the Spanish pages and names every one left empty, which a production build
 * refuses (and the production editor, pipeline/cms-config.ts).
 */
export function withSpanish<S extends Record<string, z.ZodType>, K extends keyof S & string>(
  shape: S,
  keys: readonly K[],
) {
  const fields: Record<string, z.ZodType> = {};
  for (const [key, schema] of Object.entries(shape)) {
    fields[key] = schema;
    if ((keys as readonly string[]).includes(key)) fields[`${key}Es`] = spanishTwin(schema);
  }
  return fields as S & { [P in K as `${P}Es`]: z.ZodOptional<S[P]> };
}

function spanishTwin(schema: z.ZodType) {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  const { label, hint: _english, ...meta } = inner.meta() ?? {};
  return inner.optional().meta({
    ...meta,
    label: `${label ?? 'Text'} (Spanish)`,
    hint: 'The same in Spanish, for the Spanish pages under /es/. The live site is published only when every Spanish field is filled in.',
    spanish: true,
  });
}
/** Text of a sentence or more: several lines in the editor. */
export const paragraph = text.meta({ widget: 'text' });

/**
 * A string matching `pattern`; `what` says what it must be, once for the build's message
 * ("must be a ZIP code, e.g. 33770") and the editor's ("A ZIP code, e.g. 33770").
 */
export const matching = (pattern: RegExp, what: string) =>
  z.string().regex(pattern, `must be ${what}`).meta({ mustBe: what });

/**
 * A year. Sveltia's preview pane prints a number field through Intl.NumberFormat, so 2026 reads
 * "2,026" there (@sveltia/cms 0.221.1: a number field of value_type int or float is formatted
 * before display); the input itself shows 2026. `preview: false` leaves the year out of the
 * preview pane ("Whether to show the preview of the field", types/public.d.ts): no preview beats
 * a wrong-looking one, and the project's card and page show it as written.
 */
export const year = (from: number) => z.number().int().min(from).max(2100).meta({ preview: false });

export const imageSchema = z.strictObject(
  withSpanish(
    {
      src: z
        .string()
        .regex(
          /^(\/[\w\-./]+\.(svg|png|jpe?g|webp|avif)|https:\/\/\S+)$/,
          'must be a local path under public/ with a lowercase extension (e.g. /images/x.svg) or an absolute https URL',
        )
        .meta({
          label: 'Photo',
          widget: 'image',
          hint: 'A photo from your phone is fine: it is resized and converted before upload.',
        }),
      alt: z.string().trim().min(8, 'needs meaningful alt text (at least 8 characters)').meta({
        label: 'Description of the photo',
        hint: 'What the photo shows, for visitors who cannot see it (at least 8 characters).',
      }),
      /** Required for remote images; local files are measured at build. */
      width: z.number().int().positive().optional().meta({ edited: false }),
      height: z.number().int().positive().optional().meta({ edited: false }),
    },
    ['alt'],
  ),
);

/**
 * Florida from its southernmost key to the Georgia line and from Pensacola to the Atlantic, with a
 * little room: a point outside it is a typo (a dropped minus sign, swapped fields), not a town.
 */
const floridaBounds = { south: 24.3, north: 31.1, west: -87.7, east: -79.8 } as const;
const { south, north, west, east } = floridaBounds;

/** A place on the map: the office (company.json) or a town (areas/). */
export const floridaPointSchema = z.strictObject({
  latitude: z
    .number()
    .min(south, `must lie in Florida: between ${south} and ${north}`)
    .max(north, `must lie in Florida: between ${south} and ${north}`)
    .meta({ label: 'Latitude' }),
  longitude: z
    .number()
    .min(west, `must lie in Florida: between ${west} and ${east} (west of Greenwich is negative)`)
    .max(east, `must lie in Florida: between ${west} and ${east} (west of Greenwich is negative)`)
    .meta({ label: 'Longitude' }),
});
/** How to read a point off Google Maps, after the hint of each map field. */
export const mapPointHint =
  'On Google Maps, right-click the place (in the Google Maps app on a phone: touch and hold it) to see two numbers: the first is the latitude (about 27.9 around Tampa Bay), the second the longitude (about -82.7, with its minus sign).';

/**
 * On for each sample item the template ships (a testimonial, project, town or leader): a
 * production build refuses it, and the production editor will not save it
 * (lib/content/example-items.ts). `replace` says what makes it real.
 */
export const exampleMark = (replace: string) =>
  z
    .boolean()
    .meta({
      label: 'Example',
      hint: `On for the samples the site came with, which the live site refuses: ${replace}, then switch this off.`,
    })
    .optional();
