/**
 * The example business in content/company.json, refused on a production build (CMS_REQUIRE_REPO
 * =true, set by the deploy workflow): a fictional 555-01xx phone, an e-mail at a documentation
 * domain (example.com, .org, .net) or a licence of zeros would go live with green checks, and the
 * form's "or call us" fallback would give a lost lead a number nobody answers. The test build and
 * `npm start` keep the examples. The production editor refuses the same values with the same
 * patterns and words (pipeline/cms-config.ts). So is the example Google review link, whose id says
 * Example: review requests would send customers to a page that is not the business's.
 */
import { z } from 'zod';
import { companyFileSchema, type Company } from '@/content/schema';
import type { Problems } from './files';

/** Letters either case, written out: the editor's pattern carries no flags (see `examples`). */
const anyCase = (word: string) =>
  word.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);

/** 555-0100 to 555-0199: the numbers reserved for fiction, in any area code, with +1 or not. */
const fictionalPhone = /^\D*(?:1\D*)?(?:\d\D*){3}5\D*5\D*5\D*0\D*1\D*(?:\d\D*){2}$/;
const exampleEmail = new RegExp(
  `^[\\s\\S]*@(?:[^@]+\\.)?${anyCase('example')}\\.(?:${['com', 'org', 'net'].map(anyCase).join('|')})\\s*$`,
);
const zeroLicence = /^[A-Za-z\s-]*0+\s*$/;
/** The template's Google review link (https://g.page/r/CExampleReviewLinkEAE/review): its id says so. */
const exampleReviewLink = new RegExp(`^[\\s\\S]*${anyCase('example')}[\\s\\S]*$`);

/**
 * Each example fact: a pattern matching the whole value as typed, and what it is. The editor puts
 * the pattern in a negative lookahead beside the field's own, in one regex that its flags would
 * change as a whole, so none has flags.
 */
export const examples = {
  phone: { pattern: fictionalPhone, what: 'a fictional 555-01xx number' },
  satellitePhone: { pattern: fictionalPhone, what: 'a fictional 555-01xx number' },
  email: { pattern: exampleEmail, what: 'an example address that receives no mail' },
  license: { pattern: zeroLicence, what: 'an example number of zeros' },
  'reviews.google': { pattern: exampleReviewLink, what: 'the template’s example review link' },
} as const satisfies Record<string, { pattern: RegExp; what: string }>;

/** A field's path in the company's file, as the build names it: `phone`, `reviews.google`. */
export type ExampleField = keyof typeof examples;

/** The schema of an optional field is its inner one, which carries the label. */
const inner = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? inner(schema.unwrap() as z.ZodType) : schema;

/** The field's schema at `field`'s path in the company's file. */
function schemaAt(field: ExampleField) {
  return field
    .split('.')
    .reduce<z.ZodType>(
      (schema, key) => (inner(schema) as z.ZodObject).shape[key] as z.ZodType,
      companyFileSchema,
    );
}

/** The value at `field`'s path, or undefined where the file leaves it out. */
function valueAt(company: Company, field: ExampleField) {
  const value = field
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], company);
  return typeof value === 'string' ? value : undefined;
}

const notTheBusiness = (field: ExampleField) => `${examples[field].what}, not the business's`;
const realOne = 'to the real one before the site goes live';

/** What the production editor says of a value that is an example. */
export const editorRefusal = (field: ExampleField) =>
  `not ${notTheBusiness(field)}: change it ${realOne}`;

/** Adds a problem for each example fact left in the company's file. */
export function checkRealFacts(problems: Problems, file: string, company: Company) {
  for (const field of Object.keys(examples) as ExampleField[]) {
    const value = valueAt(company, field);
    if (value === undefined || !examples[field].pattern.test(value)) continue;
    const label = inner(schemaAt(field)).meta()?.label ?? field;
    problems.add(
      file,
      field,
      `"${value}" is ${notTheBusiness(field)}. Change ${label} in the editor's Company page (Company facts) ${realOne}`,
    );
  }
}
