import type { Field } from '@sveltia/cms';
import { z } from 'zod';
import {
  areaFileSchema,
  companyFileSchema,
  projectCategories,
  savedSlugPattern,
  projectFileSchema,
  serviceFileSchema,
  testimonialFileSchema,
} from '@/content/schema';
import {
  areaFields,
  cmsConfig,
  cmsSettings,
  companyFields,
  projectFields,
  serviceFields,
  testimonialFields,
} from '@/build/cms-config';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};
type AnyField = Field & Record<string, unknown>;

/** Optional schema fields the editor leaves out on purpose: sizes are measured at build. */
const notEdited = new Set(['width', 'height']);

/** Every disagreement between a JSON Schema and a Sveltia field, as "path: what differs". */
function disagreements(schema: JsonSchema, field: AnyField, where: string): string[] {
  const out: string[] = [];
  const same = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b))
      out.push(`${where}: ${what}: schema ${JSON.stringify(a)}, editor ${JSON.stringify(b)}`);
  };
  const widget = field.widget ?? 'string';
  if (widget === 'object' || (widget === 'list' && (field.fields || field.types))) {
    const list = widget === 'list';
    if (list) {
      same('type', schema.type, 'array');
      same('min items', schema.minItems, field.min);
      same('max items', schema.maxItems, field.max);
    }
    const objectSchema = list ? schema.items! : schema;
    const variants = objectSchema.oneOf ?? objectSchema.anyOf;
    if (variants) {
      same('type key', 'kind', field.typeKey);
      const types = (field.types ?? []) as AnyField[];
      same(
        'kinds',
        variants.map((v) => v.properties?.kind?.const),
        types.map((t) => t.name),
      );
      for (const variant of variants) {
        const type = types.find((t) => t.name === variant.properties?.kind?.const);
        if (!type) continue;
        const { kind: _kind, ...properties } = variant.properties ?? {};
        out.push(
          ...objectDisagreements(
            { ...variant, properties, required: variant.required?.filter((k) => k !== 'kind') },
            type.fields as AnyField[],
            `${where}(${type.name})`,
          ),
        );
      }
      return out;
    }
    return [...out, ...objectDisagreements(objectSchema, field.fields as AnyField[], where)];
  }
  if (widget === 'list') {
    same('type', schema.type, 'array');
    same('min items', schema.minItems, field.min);
    same('max items', schema.maxItems, field.max);
    return [...out, ...disagreements(schema.items!, field.field as AnyField, `${where}[]`)];
  }
  if (widget === 'select') {
    const values = field.multiple ? schema.items : schema;
    if (field.multiple) {
      same('min items', schema.minItems, field.min);
      same('max items', schema.maxItems, field.max);
    }
    if (values?.enum) same('options', values.enum, field.options);
    else if (!values?.pattern) out.push(`${where}: a select over neither an enum nor a pattern`);
    // A string the loader checks against a list of its own (icons: lib/icon-set.ts).
    else
      for (const option of field.options as string[])
        if (!new RegExp(values.pattern).test(option))
          out.push(`${where}: option ${option} does not match ${values.pattern}`);
    return out;
  }
  if (widget === 'number') {
    same('type', schema.type, field.value_type === 'int' ? 'integer' : 'number');
    same('minimum', schema.minimum, field.min);
    same('maximum', schema.maximum, field.max);
    return out;
  }
  if (widget === 'boolean') return (same('type', schema.type, 'boolean'), out);
  // A choice of another collection's entries: it stores the entry's file name, which the schema
  // must accept as a saved file name (the loader then checks the file exists).
  if (widget === 'relation') {
    same('type', schema.type, 'string');
    same('stored value', '{{slug}}', field.value_field);
    same('pattern', savedSlugPattern.source, schema.pattern);
    const target = cmsConfig().collections!.find((c) => c.name === field.collection) as
      { folder?: string; slug?: { template: string } } | undefined;
    same('collection', `content/${String(field.collection)}`, target?.folder);
    same('file names', '{{slug}}', target?.slug?.template);
    return out;
  }
  if (!['string', 'text', 'image'].includes(widget))
    return [`${where}: unexpected widget ${widget}`];
  same('type', schema.type, 'string');
  // An image field holds a blob: URL until saved, so it cannot carry the pattern; what it saves,
  // a file in the media folder, must match it.
  if (widget === 'image') {
    if (!new RegExp(schema.pattern ?? '').test('/images/projects/img_2041-pool-deck.webp'))
      out.push(`${where}: an uploaded photo's path does not match ${schema.pattern}`);
  } else same('pattern', schema.pattern, (field.pattern as [string, string] | undefined)?.[0]);
  // minLength 1 is "not empty", which a required field already is; empty optional fields are omitted.
  same('min length', (schema.minLength ?? 0) > 1 ? schema.minLength : undefined, field.minlength);
  same('max length', schema.maxLength, field.maxlength);
  return out;
}

function objectDisagreements(schema: JsonSchema, fields: AnyField[], where: string): string[] {
  const out: string[] = [];
  const properties = Object.keys(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const names = fields.map((f) => f.name);
  for (const name of properties)
    if (!names.includes(name) && (required.has(name) || !notEdited.has(name)))
      out.push(`${where}.${name}: in the schema, not in the editor`);
  for (const field of fields) {
    const path = where ? `${where}.${field.name}` : field.name;
    const property = schema.properties?.[field.name];
    if (!property) {
      out.push(`${path}: in the editor, not in the schema`);
      continue;
    }
    if (required.has(field.name) !== (field.required !== false))
      out.push(
        `${path}: required in ${required.has(field.name) ? 'the schema' : 'the editor'} only`,
      );
    out.push(...disagreements(property, field, path));
  }
  return out;
}

const compare = (schema: z.ZodType, fields: Field[]) =>
  objectDisagreements(
    z.toJSONSchema(schema, { io: 'input' }) as JsonSchema,
    fields as AnyField[],
    '',
  );

describe('the editor configuration', () => {
  it.each([
    ['projects', projectFileSchema, projectFields],
    ['areas', areaFileSchema, areaFields],
    ['testimonials', testimonialFileSchema, testimonialFields],
    ['services', serviceFileSchema, serviceFields],
    ['company', companyFileSchema, companyFields],
  ] as const)(
    'has the fields, required flags, enums, limits and patterns of the %s schema',
    (_name, schema, fields) => {
      expect(compare(schema, fields)).toEqual([]);
    },
  );

  it('notices a schema that changed without the editor', () => {
    const stricter = projectFileSchema.extend({
      year: z.number().int().min(1990).max(2100),
      owner: z.string(),
    });
    expect(compare(stricter, projectFields)).toEqual([
      '.owner: in the schema, not in the editor',
      'year: minimum: schema 1990, editor 1985',
    ]);
  });

  it('notices an editor that changed without the schema', () => {
    const edited = projectFields.map((field) =>
      field.name === 'category'
        ? { ...field, options: projectCategories.filter((c) => c !== 'Investor') }
        : field.name === 'description'
          ? { ...field, required: true }
          : field,
    ) as Field[];
    expect(compare(projectFileSchema, edited)).toEqual([
      `category: options: schema ${JSON.stringify(projectCategories)}, editor ${JSON.stringify(projectCategories.filter((c) => c !== 'Investor'))}`,
      'description: required in the editor only',
    ]);
  });

  it('writes JSON files where the loader reads them, leaves empty optional fields out, and puts photos in public/images/projects', () => {
    // As the editor reads it: the JSON the build writes.
    const config = JSON.parse(JSON.stringify(cmsConfig(cmsSettings({ CMS_GITHUB_REPO: 'o/s' }))));
    expect(config.output.omit_empty_optional_fields).toBe(true);
    expect(config).toMatchObject({
      media_folder: 'public/images/projects',
      public_folder: '/images/projects',
    });
    expect(config.media_libraries.stock_assets).toEqual({ providers: [] });
    expect(config.media_libraries.default.config).toEqual({
      slugify_filename: true,
      transformations: { raster_image: { format: 'webp', quality: 85, width: 2400, height: 2400 } },
    });
    const folders = config.collections.filter((c: { folder?: string }) => c.folder);
    expect(folders.map((c: Record<string, string>) => [c.folder, c.format, c.extension])).toEqual([
      ['content/projects', 'json', 'json'],
      ['content/areas', 'json', 'json'],
      ['content/testimonials', 'json', 'json'],
      ['content/services', 'json', 'json'],
    ]);
    expect(config.collections.at(-1).files[0]).toMatchObject({
      file: 'content/company.json',
      format: 'json',
    });
  });

  it('refuses what the build refuses: photo addresses, new file names, service slugs and deleting services', () => {
    const config = JSON.parse(JSON.stringify(cmsConfig()));
    const imageFields: AnyField[] = [];
    const walk = (fields: AnyField[]) =>
      fields.forEach((field) => {
        if (field.widget === 'image') imageFields.push(field);
        walk([
          ...((field.fields as AnyField[]) ?? []),
          ...((field.types as AnyField[]) ?? []),
          ...(field.field ? [field.field as AnyField] : []),
        ]);
      });
    walk(
      config.collections.flatMap((c: { fields?: AnyField[]; files?: { fields: AnyField[] }[] }) => [
        ...(c.fields ?? []),
        ...(c.files ?? []).flatMap((file) => file.fields),
      ]),
    );
    expect(imageFields.length).toBeGreaterThan(0);
    for (const field of imageFields) expect(field.choose_url).toBe(false);
    const byName = Object.fromEntries(config.collections.map((c: { name: string }) => [c.name, c]));
    expect(byName.services.slug.editable).toBe(false);
    expect(byName.services.delete).toBe(false);
    for (const name of ['projects', 'testimonials']) {
      // The build accepts none of either, so the owner may delete any of them.
      expect(byName[name].delete).toBeUndefined();
      const [source] = byName[name].slug.pattern;
      expect(new RegExp(source).test('pool-deck-2')).toBe(true);
      expect(new RegExp(source).test('pool_deck~2')).toBe(false);
    }
  });

  describe('where it commits and how the owner signs in', () => {
    it('commits to the repository and branch the build names, and links to the live site', () => {
      const config = cmsConfig(
        cmsSettings({
          CMS_GITHUB_REPO: 'owner/site',
          CMS_GITHUB_BRANCH: 'live',
          NEXT_PUBLIC_SITE_URL: 'https://www.example.com/',
        }),
      );
      expect(config.backend).toEqual({
        name: 'github',
        repo: 'owner/site',
        branch: 'live',
        auth_methods: ['token'],
      });
      expect(config.site_url).toBe('https://www.example.com');
    });

    it('offers the GitHub button only with an OAuth relay', () => {
      const config = cmsConfig(
        cmsSettings({ CMS_GITHUB_REPO: 'o/s', CMS_OAUTH_URL: 'https://auth.example.com' }),
      );
      expect(config.backend).toMatchObject({
        base_url: 'https://auth.example.com',
        auth_methods: ['token', 'oauth'],
      });
    });

    it('fails a production build that does not name the repository', () => {
      expect(() => cmsSettings({ CMS_REQUIRE_REPO: 'true' })).toThrow(/CMS_GITHUB_REPO/);
      expect(cmsSettings({ CMS_REQUIRE_REPO: 'true', CMS_GITHUB_REPO: 'o/s' }).repo).toBe('o/s');
      expect(cmsSettings({}).branch).toBe('main');
    });
  });

  it('reads as a person writes: each list adds one named entry, years show as typed', () => {
    const fields: Field[] = [];
    const walk = (list: Field[]) =>
      list.forEach((field) => {
        fields.push(field);
        const nested = field as { fields?: Field[]; types?: Field[]; field?: Field };
        walk([
          ...(nested.fields ?? []),
          ...(nested.types ?? []),
          ...(nested.field ? [nested.field] : []),
        ]);
      });
    for (const collection of cmsConfig().collections!) {
      const c = collection as { fields?: Field[]; files?: { fields: Field[] }[] };
      walk([...(c.fields ?? []), ...(c.files ?? []).flatMap((file) => file.fields)]);
    }
    const lists = fields.filter((field) => field.widget === 'list') as (Field & {
      label_singular?: string;
    })[];
    expect(lists.length).toBeGreaterThan(5);
    for (const list of lists) {
      expect({ list: list.label, singular: list.label_singular }).toEqual({
        list: list.label,
        singular: expect.stringMatching(/^[A-Z][a-z].*[^s]$/),
      });
    }
    const pairs = lists.find((list) => list.name === 'beforeAfter')!;
    expect(pairs.label_singular).toBe('Before and after pair');
    // Sveltia's preview prints numbers with a thousands separator: 2026 would read 2,026.
    const years = fields.filter((field) => /year/i.test(field.name));
    expect(years.map((field) => field.name).sort()).toEqual(['foundingYear', 'year']);
    for (const field of years) expect((field as { preview?: boolean }).preview).toBe(false);
  });

  it('accepts an uploaded photo path as the schema does', () => {
    const uploaded = { src: '/images/projects/pool-deck-after.webp', alt: 'New pool deck at dusk' };
    expect(projectFileSchema.shape.photos.element.safeParse(uploaded).success).toBe(true);
  });
});
