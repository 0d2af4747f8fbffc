/**
 * The example business in content/company.json, refused on a production build (CMS_REQUIRE_REPO
 * =true, set by the deploy workflow): a fictional 555-01xx phone, an e-mail at a documentation
 * domain (example.com, .org, .net) or a licence of zeros would go live with green checks, and the
 * form's "or call us" fallback would give a lost lead a number nobody answers. The test build and
 * `npm start` keep the examples. The production editor refuses the same values with the same
 * patterns and words (pipeline/cms-config.ts).
 */
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
 * Each example fact: a pattern matching the whole value as typed, and what it is. The editor puts
 * the pattern in a negative lookahead beside the field's own, in one regex that its flags would
 * change as a whole, so none has flags.
 */
export const examples = {
  phone: { pattern: fictionalPhone, what: 'a fictional 555-01xx number' },
  satellitePhone: { pattern: fictionalPhone, what: 'a fictional 555-01xx number' },
  email: { pattern: exampleEmail, what: 'an example address that receives no mail' },
  license: { pattern: zeroLicence, what: 'an example number of zeros' },
} as const satisfies Partial<Record<keyof Company, { pattern: RegExp; what: string }>>;

export type ExampleField = keyof typeof examples;

const notTheBusiness = (field: ExampleField) => `${examples[field].what}, not the business's`;
const realOne = 'to the real one before the site goes live';

/** What the production editor says of a value that is an example. */
export const editorRefusal = (field: ExampleField) =>
  `not ${notTheBusiness(field)}: change it ${realOne}`;

/** Adds a problem for each example fact left in the company's file. */
export function checkRealFacts(problems: Problems, file: string, company: Company) {
  for (const field of Object.keys(examples) as ExampleField[]) {
    const value = company[field];
    if (!examples[field].pattern.test(value)) continue;
    const label = companyFileSchema.shape[field].meta()?.label ?? field;
    problems.add(
      file,
      field,
      `"${value}" is ${notTheBusiness(field)}. Change ${label} in the editor's Company page (Company facts) ${realOne}`,
    );
  }
}
