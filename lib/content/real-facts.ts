/**
 * The example business in content/company.json, refused on a production build (CMS_REQUIRE_REPO
 * =true, set by the deploy workflow): a fictional 555-01xx phone, an e-mail at a documentation
 * domain (example.com, .org, .net) or a licence of zeros would go live with green checks, and the
 * form's "or call us" fallback would give a lost lead a number nobody answers. The test build and
 * `npm start` keep the examples.
 */
import { companyFileSchema, type Company } from '@/content/schema';
import type { Problems } from './files';

/** 555-0100 to 555-0199: the numbers reserved for fiction, in any area code. */
const fictionalPhone = (phone: string) => /^(1)?\d{3}55501\d{2}$/.test(phone.replace(/\D/g, ''));
const exampleEmail = (email: string) =>
  /@(?:[^@]+\.)?example\.(?:com|org|net)$/i.test(email.trim());
const zeroLicence = (license: string) => /^[A-Za-z\s-]*0+$/.test(license.trim());

const checks = [
  ['phone', fictionalPhone, 'a fictional 555-01xx number'],
  ['satellitePhone', fictionalPhone, 'a fictional 555-01xx number'],
  ['email', exampleEmail, 'an example address that receives no mail'],
  ['license', zeroLicence, 'an example number of zeros'],
] as const;

/** Adds a problem for each example fact left in the company's file. */
export function checkRealFacts(problems: Problems, file: string, company: Company) {
  for (const [field, isExample, what] of checks) {
    const value = company[field];
    if (!isExample(value)) continue;
    const label = companyFileSchema.shape[field].meta()?.label ?? field;
    problems.add(
      file,
      field,
      `"${value}" is ${what}, not the business's. Change ${label} in the editor's Company page (Company facts) to the real one before the site goes live`,
    );
  }
}
