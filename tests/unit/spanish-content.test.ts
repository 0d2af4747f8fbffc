/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { withSpanish, text } from '@/content/fields';
import { serviceFileSchema } from '@/content/schema';
import { ContentError, loadContent, spanishRefusal } from '@/lib/content/loader';
import { inSpanish } from '@/lib/content/spanish';

// Loosely typed access into the parsed files, for the edits below.
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let dir: string;
beforeEach(() => {
  mkdirSync('.tmp', { recursive: true });
  dir = mkdtempSync(path.join('.tmp', 'spanish-'));
  cpSync('content', dir, { recursive: true, filter: (src) => !src.endsWith('.ts') });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const at = (file: string) => path.join(dir, file);
const shown = (file: string) => `${dir.split(path.sep).join('/')}/${file}`;
const edit = (file: string, change: (data: Any) => void) => {
  const data = JSON.parse(readFileSync(at(file), 'utf8'));
  change(data);
  writeFileSync(at(file), JSON.stringify(data));
};
const spanish = (requireReal = false) => loadContent(dir, undefined, requireReal, 'es');
const english = () => loadContent(dir, undefined, false, 'en');
const permitRescue = 'services/permit-rescue.json';

describe('a Spanish twin (content/fields.ts withSpanish)', () => {
  const schema = z.strictObject({
    ...withSpanish({ title: text.meta({ label: 'Title' }) }, ['title']),
    items: z.array(
      z.strictObject(withSpanish({ label: text.meta({ label: 'Label' }) }, ['label'])),
    ),
  });

  it('sits beside its field in the editor, labelled as Spanish, and is optional in a file', () => {
    const json = z.toJSONSchema(schema, { io: 'input' }) as Any;
    expect(Object.keys(json.properties)).toEqual(['title', 'titleEs', 'items']);
    expect(json.properties.titleEs).toMatchObject({ label: 'Title (Spanish)', spanish: true });
    expect(json.required).toEqual(['title', 'items']);
  });

  it('takes its field’s place on the Spanish pages, in lists too, and names each one missing', () => {
    const parsed = schema.parse({
      title: 'Permit Rescue',
      titleEs: 'Rescate de permisos',
      items: [{ label: 'One', labelEs: 'Uno' }, { label: 'Two' }],
    });
    const { value, gaps } = inSpanish(schema, parsed);
    expect(value).toEqual({
      title: 'Rescate de permisos',
      items: [{ label: 'Uno' }, { label: 'Two' }],
    });
    expect(gaps).toEqual(['items[1].labelEs']);
  });
});

describe('the owner’s files in the Spanish edition', () => {
  it('are shipped with every Spanish field written, and the pages get the Spanish text', () => {
    const content = spanish();
    expect(content.missingSpanish).toEqual([]);
    const service = content.services.find((s) => s.slug === 'permit-rescue')!;
    expect(service.title).toBe('Rescate de permisos');
    // A section of a union (the service's sections, by kind) is put in Spanish too.
    expect(JSON.stringify(service.sections)).not.toContain('How We Rescue a Permit');
    expect(english().services.find((s) => s.slug === 'permit-rescue')!.title).toBe('Permit Rescue');
  });

  it('name a Spanish field left empty, file and field, and show the English text meanwhile', () => {
    edit(permitRescue, (data) => {
      delete data.titleEs;
      delete data.sections[0].headingEs;
    });
    const content = spanish();
    expect(content.missingSpanish).toEqual([
      `${shown(permitRescue)}: titleEs`,
      `${shown(permitRescue)}: sections[0].headingEs`,
    ]);
    expect(content.services.find((s) => s.slug === 'permit-rescue')!.title).toBe('Permit Rescue');
  });

  it('are refused by a production build while one Spanish field is empty, naming it', () => {
    edit(permitRescue, (data) => delete data.problem.pointsEs);
    let message = '';
    try {
      spanish(true);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      message = (error as Error).message;
    }
    expect(message).toContain(`${shown(permitRescue)}: problem.pointsEs: ${spanishRefusal}`);
  });

  it('need no Spanish once the owner switches the Spanish edition off', () => {
    edit('company.json', (data) => (data.spanish.edition = false));
    edit(permitRescue, (data) => delete data.titleEs);
    expect(spanish().missingSpanish).toEqual([]);
  });

  it('show a testimonial in the words its customer wrote, or a translation marked as one', () => {
    edit('testimonials/danielle-r.json', (data) => {
      data.content = 'Hicieron la cocina en nueve semanas.';
      data.writtenIn = 'es';
      data.translation = 'They did the kitchen in nine weeks.';
    });
    const danielle = (content: ReturnType<typeof spanish>) =>
      content.testimonials.find((t) => t.name === 'Danielle R.')!;
    expect(danielle(spanish())).toMatchObject({
      content: 'Hicieron la cocina en nueve semanas.',
      lang: 'es',
    });
    expect(danielle(spanish()).translatedFrom).toBeUndefined();
    expect(danielle(english())).toMatchObject({
      content: 'They did the kitchen in nine weeks.',
      lang: 'en',
      translatedFrom: 'es',
    });
    const marco = spanish().testimonials.find((t) => t.name === 'Marco T.')!;
    expect(marco).toMatchObject({ lang: 'es', translatedFrom: 'en' });
    expect(marco.sourceLine).toBe('Compartido en persona, junio\u00a0de\u00a02025');
  });

  it('count a testimonial in English with no translation as a Spanish field left empty', () => {
    edit('testimonials/priya-s.json', (data) => delete data.translation);
    expect(spanish().missingSpanish).toEqual([
      `${shown('testimonials/priya-s.json')}: translation`,
    ]);
  });
});

it('gives the service file’s every visitor text a Spanish twin', () => {
  // Every string property the editor shows on a service page has a twin, except what is no text.
  const json = z.toJSONSchema(serviceFileSchema, { io: 'input', unrepresentable: 'any' }) as Any;
  expect(Object.keys(json.properties)).toEqual(
    expect.arrayContaining(['titleEs', 'headlineEs', 'descriptionEs', 'metaDescriptionEs']),
  );
});
