import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Field } from '@sveltia/cms';
import { z } from 'zod';
import { matching, paragraph, text, year } from '@/content/fields';
import {
  areaFileSchema,
  companyFileSchema,
  iconName,
  imageSchema,
  projectFileSchema,
  savedSlugPattern,
  serviceFileSchema,
  serviceSlugs,
} from '@/content/schema';
import { cmsConfig, cmsSettings } from '@/pipeline/cms-config';
import {
  buttonTargets,
  canonicalPaths,
  legacyPaths,
  quoteForm,
  site,
  sitePages,
} from '@/lib/content';
import { editorFields } from '@/pipeline/cms-fields';
import { exampleKinds, exampleRefusal, type ExampleKind } from '@/lib/content/example-items';
import { examples } from '@/lib/content/real-facts';

/**
 * Whether the editor saves `value` in the field, as Sveltia checks a pattern (@sveltia/cms
 * 0.221.1, dist: a string is `source` or `/source/flags`, tested on the value as a string,
 * trimmed: "true" for a switch that is on).
 */
const saves = (field: AnyField, value: string) => {
  const [written] = field.pattern as [string, string];
  const { source, flags } = written.match(
    /^\/?(?<source>.+?)(?:\/(?<flags>[dgimsuy]*))?$/,
  )!.groups!;
  return new RegExp(source!, flags).test(value.trim());
};

/** What the build hands the configuration from the content. */
// As pipeline/steps/admin.ts gives them.
const facts = { pages: buttonTargets(sitePages), name: site.name };

type AnyField = Field & Record<string, unknown>;
type Collection = {
  name: string;
  folder?: string;
  fields?: AnyField[];
  files?: { fields: AnyField[] }[];
  slug?: { template: string; pattern?: [string, string]; editable?: boolean };
  identifier_field?: string;
  summary?: string;
  delete?: boolean;
};

/** The configuration as the editor reads it: the JSON the build writes. */
const config = () =>
  JSON.parse(JSON.stringify(cmsConfig(cmsSettings({ CMS_GITHUB_REPO: 'o/s' }), facts)));
const collections = (): Collection[] => config().collections;
const byName = () => Object.fromEntries(collections().map((c) => [c.name, c]));

/** Every field of every collection, nested ones included. */
function allFields(): AnyField[] {
  const out: AnyField[] = [];
  const walk = (fields: AnyField[]) =>
    fields.forEach((field) => {
      out.push(field);
      walk([
        ...((field.fields as AnyField[]) ?? []),
        ...((field.types as AnyField[]) ?? []),
        ...(field.field ? [field.field as AnyField] : []),
      ]);
    });
  for (const c of collections())
    walk([...(c.fields ?? []), ...(c.files ?? []).flatMap((file) => file.fields)]);
  return out;
}

describe('the editor fields, written from the schemas', () => {
  it('tells the owner how to read a map point on a phone, where there is no right-click', () => {
    const mapHints = allFields().filter((field) => /latitude/.test(String(field.hint ?? '')));
    expect(mapHints.length).toBeGreaterThanOrEqual(2);
    for (const field of mapHints) expect(field.hint).toMatch(/on a phone: touch and hold/);
  });

  it('shows a field added to a schema with its label, hint and widget, and nothing else changes', () => {
    const before = editorFields(projectFileSchema, 'projects');
    const withWarranty = projectFileSchema.extend({
      warranty: paragraph
        .meta({ label: 'Warranty', hint: 'What we guarantee, and for how long.' })
        .optional(),
    });
    const after = editorFields(withWarranty, 'projects');
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)).toEqual({
      name: 'warranty',
      label: 'Warranty',
      widget: 'text',
      hint: 'What we guarantee, and for how long.',
      required: false,
    });
  });

  it('turns each kind of schema into the widget, limits, options and pattern the editor checks', () => {
    const kinds = z.strictObject({
      title: text.meta({ label: 'Title' }),
      note: paragraph.min(20).max(90).meta({ label: 'Note' }).optional(),
      zip: matching(/^\d{5}$/, 'a ZIP code, e.g. 33770').meta({ label: 'ZIP code' }),
      kind: z.enum(['Kitchen', 'Retail']).meta({ label: 'Kind' }),
      days: z
        .array(z.enum(['Monday', 'Friday']))
        .min(1)
        .meta({ label: 'Days' }),
      built: year(1985).meta({ label: 'Built' }),
      depth: z.number().min(1).max(9.5).meta({ label: 'Depth' }),
      done: z.boolean().meta({ label: 'Done', default: false }),
      icon: iconName,
      photos: z.array(imageSchema).max(2).meta({ label: 'Photos', singular: 'Photo' }),
      lines: z.array(paragraph).min(2).meta({ label: 'Lines', singular: 'Line' }),
      town: z
        .string()
        .regex(savedSlugPattern)
        .meta({ label: 'Town', relation: { collection: 'areas', shows: 'town' } }),
      parts: z
        .array(
          z.discriminatedUnion('kind', [
            z
              .strictObject({ kind: z.literal('a'), heading: text.meta({ label: 'Heading' }) })
              .meta({ label: 'Part A' }),
          ]),
        )
        .meta({ label: 'Parts', singular: 'Part' }),
    });
    const fields = Object.fromEntries(editorFields(kinds, 'test').map((f) => [f.name, f]));
    expect(fields).toMatchObject({
      title: { label: 'Title', widget: 'string' },
      note: { widget: 'text', minlength: 20, maxlength: 90, required: false },
      zip: { widget: 'string', pattern: ['^\\d{5}$', 'A ZIP code, e.g. 33770'] },
      kind: { widget: 'select', options: ['Kitchen', 'Retail'] },
      days: { widget: 'select', multiple: true, min: 1, options: ['Monday', 'Friday'] },
      built: { widget: 'number', value_type: 'int', min: 1985, max: 2100, preview: false },
      depth: { widget: 'number', value_type: 'float', min: 1, max: 9.5 },
      done: { widget: 'boolean', default: false },
      icon: { label: 'Icon', widget: 'select', options: expect.arrayContaining(['Hammer']) },
      photos: { widget: 'list', label_singular: 'Photo', max: 2 },
      lines: { widget: 'list', min: 2, field: { name: 'item', label: 'Line', widget: 'text' } },
      town: { widget: 'relation', collection: 'areas', value_field: '{{slug}}' },
      parts: { widget: 'list', label_singular: 'Part', typeKey: 'kind' },
    });
    expect(fields.title).not.toHaveProperty('required');
    expect((fields.photos as AnyField).fields).toEqual(editorFields(imageSchema, 'photo'));
    expect((fields.parts as AnyField).types).toEqual([
      {
        name: 'a',
        label: 'Part A',
        widget: 'object',
        fields: [{ name: 'heading', label: 'Heading', widget: 'string' }],
      },
    ]);
  });

  it('stops the build at a field without a label, a list without a name for one entry, or a pattern without words', () => {
    expect(() => editorFields(z.strictObject({ owner: text }), 'projects')).toThrow(
      "cms-fields: projects.owner has no label for the editor; give its schema .meta({ label: '…' }) in content/",
    );
    const list = z.strictObject({ notes: z.array(text).meta({ label: 'Notes' }) });
    expect(() => editorFields(list, 'projects')).toThrow(/projects\.notes .*singular/);
    const code = z.strictObject({ code: z.string().regex(/^\d+$/).meta({ label: 'Code' }) });
    expect(() => editorFields(code, 'projects')).toThrow(/projects\.code .*matching\(\)/);
  });

  it('leaves out what the build measures: a photo’s width and height', () => {
    expect(editorFields(imageSchema, 'photo').map((f) => f.name)).toEqual(['src', 'alt', 'altEs']);
  });
});

describe('the editor configuration', () => {
  it('writes JSON files where the loader reads them, leaves empty optional fields out, and puts photos in public/images/projects', () => {
    const written = config();
    expect(written.output.omit_empty_optional_fields).toBe(true);
    expect(written).toMatchObject({
      media_folder: 'public/images/projects',
      public_folder: '/images/projects',
    });
    expect(written.media_libraries.stock_assets).toEqual({ providers: [] });
    // The sign-in screen shows the site's own icon, a file the site serves.
    expect(written.logo).toEqual({ src: '/icon.svg' });
    expect(existsSync(`app${written.logo.src}`)).toBe(true);
    expect(written.app_title).toBe(`${site.name}: site editor`);
    expect(written.media_libraries.default.config).toEqual({
      slugify_filename: true,
      transformations: { raster_image: { format: 'webp', quality: 85, width: 2400, height: 2400 } },
    });
    const folders = written.collections.filter((c: Collection) => c.folder);
    expect(folders.map((c: Record<string, string>) => [c.folder, c.format, c.extension])).toEqual([
      ['content/projects', 'json', 'json'],
      ['content/areas', 'json', 'json'],
      ['content/testimonials', 'json', 'json'],
      ['content/services', 'json', 'json'],
    ]);
    expect(written.collections.at(-1).files[0]).toMatchObject({
      file: 'content/company.json',
      format: 'json',
    });
    // The leadership team: one group per role, in the spec's order, and no list to add to.
    const team = written.collections.at(-1).files[1];
    expect(team).toMatchObject({ file: 'content/team.json', format: 'json' });
    expect(team.fields.map((f: Field) => [f.name, f.label, f.widget])).toEqual([
      ['generalContractor', 'General Contractor', 'object'],
      ['directorOfSales', 'Director of Sales', 'object'],
      ['headOfOperations', 'Head of Operations', 'object'],
    ]);
    expect(JSON.stringify(team.fields)).not.toContain('"widget":"list"');
  });

  it('refuses what the build refuses: photo addresses, new file names, service slugs and deleting services', () => {
    const images = allFields().filter((field) => field.widget === 'image');
    expect(images.length).toBeGreaterThan(0);
    for (const field of images) expect(field.choose_url).toBe(false);
    const { services, projects, testimonials } = byName();
    expect(services!.slug!.editable).toBe(false);
    expect(services!.delete).toBe(false);
    for (const collection of [projects!, testimonials!]) {
      // The build accepts none of either, so the owner may delete any of them.
      expect(collection.delete).toBeUndefined();
      const [source] = collection.slug!.pattern!;
      expect(new RegExp(source).test('pool-deck-2')).toBe(true);
      expect(new RegExp(source).test('pool_deck~2')).toBe(false);
    }
  });

  // What the generator cannot know: names written in pipeline/cms-config.ts and lib/icons.ts.
  it('names fields that exist in its summaries, and icons the schema accepts', () => {
    for (const c of collections().filter((c) => c.fields)) {
      const names = c.fields!.map((field) => field.name);
      expect(names).toContain(c.identifier_field ?? 'title');
      for (const [, name] of (c.summary ?? '').matchAll(/\{\{(\w+)[ }|]/g))
        expect(names).toContain(name);
    }
    const icons = allFields().filter((field) => field.name === 'icon');
    expect(icons.length).toBeGreaterThan(0);
    for (const field of icons)
      for (const option of field.options as string[])
        expect(iconName.safeParse(option).success).toBe(true);
  });

  it('picks a town from the towns’ folder, saving its file name as the schema reads it', () => {
    const town = editorFields(projectFileSchema, 'projects').find((f) => f.name === 'town')!;
    const { areas } = byName();
    expect(town).toMatchObject({ collection: 'areas', display_fields: ['town'] });
    expect(areas!.folder).toBe('content/areas');
    expect(areas!.slug!.template).toBe('{{slug}}');
    expect(areas!.fields!.map((field) => field.name)).toContain('town');
    expect(Object.keys(areaFileSchema.shape)).toContain('town');
    expect(projectFileSchema.shape.town.safeParse('st_petersburg~2').success).toBe(true);
  });

  it('offers a button’s link as a choice of exactly the site’s pages, as content stands, and the contact form', () => {
    const links = allFields().filter((field) => field.name === 'href');
    expect(links.length).toBeGreaterThan(0);
    const projectPages = readdirSync('content/projects').map(
      (file) => `/projects/${file.replace(/\.json$/, '')}/`,
    );
    for (const link of links) {
      expect(link).toMatchObject({ label: 'Link', widget: 'select' });
      expect(link).not.toHaveProperty('pattern');
      const offered = (link.options as { label: string; value: string }[]).map((o) => o.value);
      // The sitemap's list, which the link checker crawls, and the contact form itself.
      expect(offered.filter((path) => path !== quoteForm.href)).toEqual(canonicalPaths);
      expect(offered[offered.indexOf('/contact/') + 1]).toBe(quoteForm.href);
      expect(offered).toEqual(expect.arrayContaining(['/', '/contact/', '/projects/']));
      expect(offered).toEqual(expect.arrayContaining(projectPages));
      expect(offered).toEqual(
        expect.arrayContaining(serviceSlugs.map((slug) => `/services/${slug}/`)),
      );
      for (const path of [...legacyPaths, '/contct/']) expect(offered).not.toContain(path);
    }
    const given = cmsConfig(cmsSettings({}), {
      pages: [{ path: '/about/', name: 'About' }],
      name: 'Any Builders',
    });
    const services = JSON.parse(JSON.stringify(given)).collections.find(
      (c: Collection) => c.name === 'services',
    );
    expect(JSON.stringify(services)).toContain(
      '"options":[{"label":"About (/about/)","value":"/about/"}]',
    );
    expect(() => editorFields(serviceFileSchema, 'services')).toThrow(
      /services\.sections.*href picks a page, but no list of pages was given/,
    );
  });

  describe('on a production build, the example company facts', () => {
    const companyFields = (env: Record<string, string>) =>
      Object.fromEntries(
        (
          JSON.parse(
            JSON.stringify(cmsConfig(cmsSettings({ CMS_GITHUB_REPO: 'o/s', ...env }), facts)),
          ).collections as Collection[]
        )
          .find((c) => c.name === 'company')!
          .files![0]!.fields.map((field) => [field.name, field]),
      );
    const production = companyFields({ CMS_REQUIRE_REPO: 'true' });
    const shipped = JSON.parse(readFileSync('content/company.json', 'utf8'));

    it('are refused by the editor, in the words of the build', () => {
      expect(Object.keys(examples)).toEqual([
        'phone',
        'satellitePhone',
        'email',
        'license',
        // In its group: tests/unit/review-links.test.ts.
        'reviews.google',
        'reviews.others.url',
      ]);
      for (const name of ['phone', 'satellitePhone', 'email', 'license']) {
        expect(saves(production[name]!, shipped[name])).toBe(false);
        const [, message] = production[name]!.pattern as [string, string];
        const { what } = examples[name as keyof typeof examples];
        // The build says: "…" is <what>, not the business's. Change … to the real one before…
        expect(message.toLowerCase()).toContain(
          `not ${what}, not the business's: change it to the real one before the site goes live`,
        );
      }
      for (const phone of ['+1 813.555.0199', '727 555 0100', '(813) 555-0155'])
        expect(saves(production.phone!, phone)).toBe(false);
      for (const email of ['Quotes@mail.example.net', 'a@EXAMPLE.org', 'office@example.com'])
        expect(saves(production.email!, email)).toBe(false);
      expect(saves(production.license!, 'CBC 000000')).toBe(false);
    });

    it('keep the field’s own rule and its words', () => {
      expect(production.phone!.pattern).toEqual([
        expect.any(String),
        expect.stringMatching(
          /^A US phone number with its area code, e\.g\. \(727\) 555-0100; not/,
        ),
      ]);
      expect(saves(production.phone!, '(727) 584-33')).toBe(false);
      expect(saves(production.satellitePhone!, '555-0200')).toBe(false);
      expect(saves(production.email!, 'office at coquinacoast.com')).toBe(false);
      expect((production.license!.pattern as string[])[1]).toMatch(
        /^Not an example number of zeros/,
      );
    });

    it('leave the business’s real facts to be saved, 555 outside 0100-0199 included', () => {
      const real = {
        phone: '(727) 584-3310',
        satellitePhone: '+1 727.555.0200',
        email: 'office@coquinacoastbuilders.com',
        license: 'CGC1529871',
      };
      for (const [name, value] of Object.entries(real))
        expect(saves(production[name]!, value)).toBe(true);
      expect(saves(production.email!, 'office@example.co')).toBe(true);
    });

    it('stay allowed in the test build’s and npm start’s editor', () => {
      const kept = companyFields({});
      const schemaPhone = editorFields(companyFileSchema, 'company').find(
        (f) => f.name === 'phone',
      );
      expect(kept.license).not.toHaveProperty('pattern');
      expect(kept.phone!.pattern).toEqual((schemaPhone as AnyField).pattern);
      for (const name of ['phone', 'satellitePhone', 'email'])
        expect(saves(kept[name]!, shipped[name])).toBe(true);
      expect(companyFields({ CMS_REQUIRE_REPO: 'false' })).toEqual(kept);
    });
  });

  describe('on a production build, the sample items', () => {
    const fieldsOf = (env: Record<string, string>) => {
      const written = JSON.parse(
        JSON.stringify(cmsConfig(cmsSettings({ CMS_GITHUB_REPO: 'o/s', ...env }), facts)),
      ).collections as Collection[];
      const of = (name: string) => written.find((c) => c.name === name)!;
      const team = of('company').files![1]!.fields;
      return {
        testimonials: of('testimonials').fields!,
        projects: of('projects').fields!,
        areas: of('areas').fields!,
        // One switch per leader, in the role's group.
        team: team.flatMap((leader) => leader.fields as AnyField[]),
      };
    };
    const switchOf = (fields: AnyField[]) => fields.filter((field) => field.name === 'example');
    const production = fieldsOf({ CMS_REQUIRE_REPO: 'true' });

    it('cannot be saved with “Example” on, in the words of the build', () => {
      for (const kind of Object.keys(exampleKinds) as ExampleKind[]) {
        const switches = switchOf(production[kind]);
        expect(switches).toHaveLength(kind === 'team' ? 3 : 1);
        for (const field of switches) {
          expect(field.widget).toBe('boolean');
          expect(saves(field, String(true))).toBe(false);
          expect(saves(field, String(false))).toBe(true);
          const [, message] = field.pattern as [string, string];
          expect(message).toBe(`T${exampleRefusal(kind).slice(1)}`);
        }
      }
      expect(exampleRefusal('testimonials')).toBe(
        'this is a sample testimonial from the template; delete it in the editor (Testimonials) or replace it with a real customer’s own words and switch off “Example”',
      );
    });

    it('can be saved as samples in the test build’s and npm start’s editor', () => {
      const kept = fieldsOf({});
      for (const kind of Object.keys(exampleKinds) as ExampleKind[]) {
        expect(switchOf(kept[kind])).toHaveLength(kind === 'team' ? 3 : 1);
        for (const field of switchOf(kept[kind])) expect(field).not.toHaveProperty('pattern');
      }
    });

    it('leave no testimonial saved without where it came from', () => {
      const source = (fields: AnyField[]) => fields.find((field) => field.name === 'source')!;
      expect(source(production.testimonials)).not.toHaveProperty('required');
      expect(source(fieldsOf({}).testimonials).required).toBe(false);
      expect(
        (source(production.testimonials).fields as AnyField[]).map((field) => field.name),
      ).toEqual(['how', 'date']);
    });
  });

  describe('where it commits and how the owner signs in', () => {
    it('commits to the repository and branch the build names, and links to the live site', () => {
      const written = cmsConfig(
        cmsSettings({
          CMS_GITHUB_REPO: 'owner/site',
          CMS_GITHUB_BRANCH: 'live',
          NEXT_PUBLIC_SITE_URL: 'https://www.example.com/',
        }),
        facts,
      );
      expect(written.backend).toEqual({
        name: 'github',
        repo: 'owner/site',
        branch: 'live',
        auth_methods: ['token'],
      });
      expect(written.site_url).toBe('https://www.example.com');
    });

    it('offers the GitHub button only with an OAuth relay', () => {
      const written = cmsConfig(
        cmsSettings({ CMS_GITHUB_REPO: 'o/s', CMS_OAUTH_URL: 'https://auth.example.com' }),
        facts,
      );
      expect(written.backend).toMatchObject({
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
    const fields = allFields();
    const lists = fields.filter((field) => field.widget === 'list');
    expect(lists.length).toBeGreaterThan(5);
    for (const list of lists) {
      expect({ list: list.label, singular: list.label_singular }).toEqual({
        list: list.label,
        singular: expect.stringMatching(/^[A-Z][a-z].*[^s]$/),
      });
    }
    expect(lists.find((list) => list.name === 'beforeAfter')!.label_singular).toBe(
      'Before and after pair',
    );
    // Sveltia's preview prints numbers with a thousands separator: 2026 would read 2,026.
    const years = fields.filter((field) => /year/i.test(field.name));
    expect(years.map((field) => field.name).sort()).toEqual(['foundingYear', 'year']);
    for (const field of years) expect(field.preview).toBe(false);
  });

  it('accepts an uploaded photo path as the schema does', () => {
    const { public_folder } = config();
    const uploaded = {
      src: `${public_folder}/img_2041-pool-deck.webp`,
      alt: 'New pool deck at dusk',
    };
    expect(projectFileSchema.shape.photos.element.safeParse(uploaded).success).toBe(true);
  });
});
