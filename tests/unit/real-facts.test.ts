/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { productionContentCheck, unmarkSamples } from '@/harness/unit/sample-items';
import { ContentError, loadContent } from '@/lib/content/loader';

// A production build (CMS_REQUIRE_REPO=true) refuses the example business in content/company.json
// (lib/content/real-facts.ts); the test build and `npm start` keep it. The copies here have their
// sample items made real (tests/unit/example-items.test.ts tests those).
const company = readFileSync('content/company.json', 'utf8');
const lineOf = (text: string, field: string) =>
  text.split('\n').findIndex((line) => line.trimStart().startsWith(`"${field}":`)) + 1;

let dir: string;
beforeEach(() => {
  mkdirSync('.tmp', { recursive: true });
  dir = mkdtempSync(path.resolve('.tmp', 'real-facts-'));
  cpSync('content', dir, { recursive: true });
  unmarkSamples(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The shipped content with these company facts. */
function withFacts(facts: Record<string, unknown>) {
  writeFileSync(
    path.join(dir, 'company.json'),
    JSON.stringify({ ...JSON.parse(company), ...facts }, null, 2),
  );
  return dir;
}
const real = {
  phone: '(727) 584-3310',
  satellitePhone: '(727) 461-2280',
  email: 'office@coquinacoastbuilders.com',
  license: 'CGC1529871',
  reviews: { google: 'https://g.page/r/CdRq8sLkT0xuEBM/review' },
};

function problemsOf(dir: string, production: boolean) {
  try {
    loadContent(dir, undefined, production);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems;
  }
}

describe('the example company facts', () => {
  it('are refused on a production build, each field named, with where to change it', () => {
    const problems = problemsOf(path.resolve('content'), true).filter((line) =>
      line.startsWith('content/company.json: '),
    );
    expect(problems.map((line) => line.split(': ').slice(0, 2).join(': '))).toEqual([
      'content/company.json: phone',
      'content/company.json: satellitePhone',
      'content/company.json: email',
      'content/company.json: license',
      'content/company.json: reviews.google',
      'content/company.json: reviews.others[0].url',
    ]);
    for (const line of problems) expect(line).toContain("in the editor's Company page");
    expect(problems.join('\n')).toContain('"(727) 555-0142" is a fictional 555-01xx number');
    expect(problems.join('\n')).toContain('"office@example.com" is an example address');
    expect(problems.slice(-2)).toEqual([
      'content/company.json: reviews.google: "https://g.page/r/CExampleReviewLinkEAE/review" is the template’s example review link, not the business\'s. Change Google review link in the editor\'s Company page (Company facts) to the real one before the site goes live',
      'content/company.json: reviews.others[0].url: "https://www.facebook.com/ExampleReviewPage/reviews" is the template’s example review page, not the business\'s. Change Link under Other review sites in the editor\'s Company page (Company facts) to the real one, or remove that review site, before the site goes live',
    ]);
  });

  it('are kept by the test build and npm start (no CMS_REQUIRE_REPO)', () => {
    expect(problemsOf(path.resolve('content'), false)).toEqual([]);
  });

  it('are refused in every form: +1, dots, .org and .net, a licence with a prefix', () => {
    const problems = problemsOf(
      withFacts({
        ...real,
        phone: '+1 813.555.0199',
        email: 'Quotes@mail.example.net',
        license: 'CBC 000000',
      }),
      true,
    );
    expect(problems.map((line) => line.split(': ')[1])).toEqual(['phone', 'email', 'license']);
    expect(problemsOf(withFacts({ ...real, email: 'a@example.org' }), true)).toHaveLength(1);
  });

  it('refuse the example review link in either of its shapes, and leave no link alone', () => {
    const placeId = 'https://search.google.com/local/writereview?placeid=ChIJExample0123';
    expect(problemsOf(withFacts({ ...real, reviews: { google: placeId } }), true)).toEqual([
      expect.stringMatching(/company\.json: reviews\.google: .*example review link/),
    ]);
    const others = [
      { name: 'BBB', url: 'https://www.bbb.org/us/fl/largo/profile/coquina' },
      { name: 'Houzz', url: 'https://www.houzz.com/pro/example-builders' },
    ];
    expect(problemsOf(withFacts({ ...real, reviews: { ...real.reviews, others } }), true)).toEqual([
      expect.stringMatching(/company\.json: reviews\.others\[1\]\.url: .*example review page/),
    ]);
    // Review requests off: nothing to refuse.
    expect(problemsOf(withFacts({ ...real, reviews: {} }), true)).toEqual([]);
    expect(problemsOf(withFacts({ ...real, reviews: undefined }), true)).toEqual([]);
  });

  it('pass once the real facts are in, 555 numbers outside 0100-0199 included', () => {
    expect(problemsOf(withFacts(real), true)).toEqual([]);
    expect(problemsOf(withFacts({ ...real, phone: '(727) 555-0200' }), true)).toEqual([]);
  });
});

describe('the content check on a production build', () => {
  const check = (contentDir: string) => productionContentCheck(contentDir, dir);

  it('fails with an annotation on the file and line of each example fact', () => {
    const result = check('content');
    expect(result.status).toBe(1);
    const fields = ['phone', 'satellitePhone', 'email', 'license', 'reviews.google'];
    for (const field of [...fields, 'reviews.others[0].url'])
      expect(result.stdout).toMatch(
        new RegExp(
          `^::error file=content/company\\.json,line=${lineOf(company, field.split('.').at(-1)!)},title=Not published%3A ${field.replace(/[.[\]]/g, '\\$&')}::.*Company page`,
          'm',
        ),
      );
    expect(readFileSync(path.join(dir, 'summary.md'), 'utf8')).toContain('the company details');
  });

  it('passes with the real facts', () => {
    const result = check(withFacts(real));
    expect([result.status, result.stderr]).toEqual([0, '']);
  });
});
