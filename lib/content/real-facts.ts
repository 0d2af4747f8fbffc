/**
 * The example business in content/company.json, refused on a production build (CMS_REQUIRE_REPO
 * =true, set by the deploy workflow): a fictional 555-01xx phone, an e-mail at a documentation
 * domain (example.com, .org, .net) or a licence of zeros would go live with green checks, and the
 * form's "or call us" fallback would give a lost lead a number nobody answers. The test build and
 * `npm start` keep the examples. The production editor refuses the same values with the same
 * patterns and words (pipeline/cms-config.ts). So are the example review links, Google's and the
 * other sites', whose addresses say Example: review requests would send customers to pages that
 * are not the business's.
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
/**
 * The template's review links (https://g.page/r/CExampleReviewLinkEAE/review, and
 * https://www.facebook.com/ExampleReviewPage/reviews among the other sites): their addresses say so.
 */
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
  // Each entry's link in the list of other review sites; one the business has none on goes.
  'reviews.others.url': {
    pattern: exampleReviewLink,
    what: 'the template’s example review page',
    instead: 'to the real one, or remove that review site,',
  },
} as const satisfies Record<string, { pattern: RegExp; what: string; instead?: string }>;

/**
 * A field's path in the company's file, through a list without its index: `phone`,
 * `reviews.google`, `reviews.others.url` (the build names each entry: `reviews.others[0].url`).
 */
export type ExampleField = keyof typeof examples;

/** The schema of an optional field is its inner one, which carries the label. */
const inner = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? inner(schema.unwrap() as z.ZodType) : schema;

/**
 * How the editor names `field`: its label, and the list's it sits in ("Link under Other review
 * sites"), each from the schema.
 */
function labelOf(field: ExampleField) {
  let schema: z.ZodType = companyFileSchema;
  const lists: string[] = [];
  for (const key of field.split('.')) {
    schema = inner((inner(schema) as z.ZodObject).shape[key] as z.ZodType);
    if (schema instanceof z.ZodArray) {
      lists.unshift(String(schema.meta()?.label ?? key));
      schema = schema.element as z.ZodType;
    }
  }
  return [String(schema.meta()?.label ?? field), ...lists].join(' under ');
}

/** Each value at `field`'s path, where the build names it: one per entry of a list on the way. */
function valuesAt(company: Company, field: ExampleField) {
  let found: [string, unknown][] = [['', company]];
  for (const key of field.split('.'))
    found = found.flatMap(([where, at]): [string, unknown][] => {
      const value = (at as Record<string, unknown> | undefined)?.[key];
      const here = where ? `${where}.${key}` : key;
      return Array.isArray(value)
        ? value.map((item, index) => [`${here}[${index}]`, item])
        : [[here, value]];
    });
  return found.filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

const notTheBusiness = (field: ExampleField) => `${examples[field].what}, not the business's`;
const changeTo = (field: ExampleField) =>
  `${'instead' in examples[field] ? examples[field].instead : 'to the real one'} before the site goes live`;

/** What the production editor says of a value that is an example. */
export const editorRefusal = (field: ExampleField) =>
  `not ${notTheBusiness(field)}: change it ${changeTo(field)}`;

/** Adds a problem for each example fact left in the company's file. */
export function checkRealFacts(problems: Problems, file: string, company: Company) {
  for (const field of Object.keys(examples) as ExampleField[])
    for (const [where, value] of valuesAt(company, field)) {
      if (!examples[field].pattern.test(value)) continue;
      problems.add(
        file,
        where,
        `"${value}" is ${notTheBusiness(field)}. Change ${labelOf(field)} in the editor's Company page (Company facts) ${changeTo(field)}`,
      );
    }
}
