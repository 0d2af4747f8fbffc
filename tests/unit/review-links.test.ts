/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Field } from '@sveltia/cms';
import { companyFileSchema } from '@/content/schema';
import { unmarkSamples } from '@/harness/unit/sample-items';
import { buttonTargets, site, sitePages } from '@/lib/content';
import { ContentError, loadContent } from '@/lib/content/loader';
import { cmsConfig, cmsSettings } from '@/pipeline/cms-config';

// content/company.json's review links (content/review-links-schema.ts): Google's by its two
// shapes, the others by their site, Yelp refused with its reason; the build and the editor
// refuse the same, and a production build refuses the template's example links.

const shipped = JSON.parse(readFileSync('content/company.json', 'utf8'));
const realFacts = {
  phone: '(727) 584-3310',
  satellitePhone: '(727) 461-2280',
  email: 'office@coquinacoastbuilders.com',
  license: 'CGC1529871',
};
const short = 'https://g.page/r/CdRq8sLkT0xuEBM/review';
const placeId = 'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4';

let dir: string;
beforeEach(() => {
  mkdirSync('.tmp', { recursive: true });
  dir = mkdtempSync(path.resolve('.tmp', 'review-links-'));
  cpSync('content', dir, { recursive: true });
  unmarkSamples(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The problems of the shipped content with these review links (undefined: none in the file). */
function problemsWith(reviews: unknown, production = false) {
  writeFileSync(
    path.join(dir, 'company.json'),
    JSON.stringify({ ...shipped, ...(production ? realFacts : {}), reviews }, null, 2),
  );
  try {
    return { content: loadContent(dir, undefined, production), problems: [] as string[] };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { content: undefined, problems: error.problems };
  }
}
const fieldsOf = (reviews: unknown) =>
  problemsWith(reviews).problems.map((line) => line.split(': ').slice(1).join(': '));

describe('the review links', () => {
  it('accept both shapes of a Google review link', () => {
    for (const google of [short, placeId]) expect(fieldsOf({ google })).toEqual([]);
  });

  it('refuse any other Google address, naming the file and the field', () => {
    for (const google of [
      'http://g.page/r/CdRq8sLkT0xuEBM/review',
      'https://g.page/r/CdRq8sLkT0xuEBM',
      'https://g.page/coquina-coast/review',
      'https://www.google.com/maps/place/Coquina+Coast+Builders',
      'https://search.google.com/local/reviews?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4',
      'https://search.google.com/local/writereview?placeid=',
      `${short} `.repeat(2).trim(),
      'https://g.page.evil.example/r/CdRq8sLkT0xuEBM/review',
    ]) {
      const { problems } = problemsWith({ google });
      expect(problems).toEqual([
        expect.stringMatching(
          /^\.tmp\/review-links-\w+\/company\.json: reviews\.google: must be your Google review link/,
        ),
      ]);
    }
  });

  it('accept other review sites by their host, subdomains and paths included', () => {
    expect(
      fieldsOf({
        google: short,
        others: [
          { name: 'Facebook', url: 'https://www.facebook.com/coquinacoast/reviews' },
          { name: 'BBB', url: 'https://www.bbb.org/us/fl/largo/profile/contractors/coquina' },
          { name: 'Houzz', url: 'https://www.houzz.com/professionals/general-contractors/coquina' },
          { name: 'Angi', url: 'https://www.angi.com/companylist/us/fl/largo/coquina.htm' },
          { name: 'Nextdoor', url: 'https://nextdoor.com/pages/coquina-coast-builders' },
        ],
      }),
    ).toEqual([]);
  });

  it('refuse a link to a site that is not a review site, or not https, naming the entry', () => {
    expect(
      fieldsOf({
        google: short,
        others: [
          { name: 'Facebook', url: 'http://www.facebook.com/coquinacoast' },
          { name: 'Look-alike', url: 'https://facebook.com.reviews.example/coquina' },
          { name: 'Own site', url: 'https://coquinacoastbuilders.com/reviews' },
          { name: '', url: 'https://www.bbb.org/x' },
        ],
      }),
    ).toEqual([
      expect.stringMatching(/^reviews\.others\[0\]\.url: must be a link starting with https:\/\//),
      expect.stringMatching(/^reviews\.others\[1\]\.url: must be a link/),
      expect.stringMatching(/^reviews\.others\[2\]\.url: must be a link/),
      'reviews.others[3].name: must not be empty',
    ]);
  });

  it('refuse Yelp, saying that Yelp forbids asking for reviews', () => {
    for (const url of [
      'https://www.yelp.com/biz/coquina-coast-builders-largo',
      'https://yelp.com/writeareview/biz/abc',
      'http://m.yelp.com/biz/x',
      'https://www.yelp.ca/biz/x',
    ])
      expect(fieldsOf({ google: short, others: [{ name: 'Yelp', url }] })).toEqual([
        'reviews.others[0].url: not a Yelp link: Yelp forbids businesses to ask customers for reviews, so the review page cannot link to it',
      ]);
  });

  it('turn review requests off when Google’s link is left out', () => {
    const off = problemsWith(undefined).content!.company.reviews;
    expect(off).toEqual({ google: null, others: [] });
    expect(problemsWith({ others: [] }).content!.company.reviews.google).toBeNull();
  });

  it('reach the pages as site.reviews, the template’s examples included', () => {
    expect(site.reviews).toEqual({
      google: shipped.reviews.google,
      others: shipped.reviews.others,
    });
  });
});

describe('the template’s example review links', () => {
  const facebook = { name: 'Facebook', url: 'https://www.facebook.com/coquinacoast/reviews' };

  it('are kept by the test build and npm start, Google’s and Facebook’s', () => {
    expect(shipped.reviews.others).toEqual([
      { name: 'Facebook', url: expect.stringMatching(/^https:\/\/www\.facebook\.com\//) },
    ]);
    expect(problemsWith(shipped.reviews).problems).toEqual([]);
  });

  it('are refused by a production build, naming the file, the field and where to change it', () => {
    expect(problemsWith(shipped.reviews, true).problems).toEqual([
      expect.stringMatching(
        /company\.json: reviews\.google: "https:\/\/g\.page\/r\/CExampleReviewLinkEAE\/review" is the template’s example review link, not the business's\. Change Google review link in the editor's Company page/,
      ),
      expect.stringMatching(
        /company\.json: reviews\.others\[0\]\.url: "https:\/\/www\.facebook\.com\/ExampleReviewPage\/reviews" is the template’s example review page, not the business's\. Change Link under Other review sites in the editor's Company page \(Company facts\) to the real one, or remove that review site, before/,
      ),
    ]);
    expect(problemsWith({ google: short, others: [facebook] }, true).problems).toEqual([]);
    expect(problemsWith({ google: short }, true).problems).toEqual([]);
  });
});

type AnyField = Field & {
  name: string;
  hint?: string;
  pattern?: [string, string];
  fields?: AnyField[];
};

/** The editor's review links group, as the build writes it for this environment. */
function editorReviews(env: Record<string, string> = {}) {
  const config = JSON.parse(
    JSON.stringify(
      cmsConfig(cmsSettings({ CMS_GITHUB_REPO: 'o/s', ...env }), {
        pages: buttonTargets(sitePages),
        name: site.name,
      }),
    ),
  );
  const companyFields = (
    config.collections as { name: string; files?: { fields: AnyField[] }[] }[]
  ).find((c) => c.name === 'company')!.files![0]!.fields;
  const group = companyFields.find((field) => field.name === 'reviews')!;
  const byName = (fields: AnyField[]) => Object.fromEntries(fields.map((f) => [f.name, f]));
  const { google, others } = byName(group.fields!);
  return { group, google: google!, others: others!, site: byName(others!.fields!) };
}

/** Whether the editor saves `value`, as Sveltia tests a field's pattern (the value trimmed). */
const saves = (field: AnyField, value: string) => new RegExp(field.pattern![0]).test(value.trim());

/** Whether the build accepts `value` at `field` of the review links. */
const buildAccepts = (reviews: object) =>
  companyFileSchema.shape.reviews.safeParse(reviews).success;

describe('the editor’s review link fields', () => {
  const { group, google, others, site: entry } = editorReviews();

  it('are a group on the Company page with Google’s link and a list of other sites', () => {
    expect(group).toMatchObject({ label: 'Review links', widget: 'object', required: false });
    expect(group.hint).toMatch(/Google forbids asking only happy customers/);
    expect(google).toMatchObject({ label: 'Google review link', required: false });
    expect(google.hint).toMatch(/"Ask for reviews" or "Get more reviews"/);
    expect(others).toMatchObject({
      label: 'Other review sites',
      widget: 'list',
      label_singular: 'Review site',
      required: false,
    });
    expect(Object.keys(entry)).toEqual(['name', 'url']);
  });

  it('link to the printable review card from their hint', () => {
    expect(group.hint).toMatch(/\[The review card to print\]\(\/owner\/review-card\/\)/);
  });

  it('save what the build accepts and refuse what it refuses', () => {
    const googles = [
      short,
      placeId,
      'https://g.page/r/CdRq8sLkT0xuEBM',
      'https://www.google.com/maps/place/x',
      'http://g.page/r/CdRq8sLkT0xuEBM/review',
    ];
    for (const value of googles)
      expect([value, saves(google, value)]).toEqual([value, buildAccepts({ google: value })]);
    const urls = [
      'https://www.facebook.com/coquinacoast/reviews',
      'https://www.bbb.org/us/fl/largo',
      'https://www.yelp.com/biz/coquina',
      'https://coquinacoastbuilders.com/reviews',
      'http://www.houzz.com/pro/coquina',
    ];
    for (const url of urls)
      expect([url, saves(entry.url!, url)]).toEqual([
        url,
        buildAccepts({ others: [{ name: 'Site', url }] }),
      ]);
    expect(saves(entry.url!, 'https://www.yelp.com/biz/coquina')).toBe(false);
    expect(entry.url!.pattern![1]).toMatch(/\(not Yelp, which forbids asking for reviews\)$/);
  });

  it('keep the example links in the test build’s editor and refuse them in production’s', () => {
    expect(saves(google, shipped.reviews.google)).toBe(true);
    expect(saves(entry.url!, shipped.reviews.others[0].url)).toBe(true);
    const productionUrl = editorReviews({ CMS_REQUIRE_REPO: 'true' }).site.url!;
    expect(saves(productionUrl, shipped.reviews.others[0].url)).toBe(false);
    expect(saves(productionUrl, 'https://www.facebook.com/coquinacoast/reviews')).toBe(true);
    expect(saves(productionUrl, 'https://www.yelp.com/biz/coquina')).toBe(false);
    expect(productionUrl.pattern![1]).toMatch(
      /; not the template’s example review page, not the business's: change it to the real one, or remove that review site, before the site goes live$/,
    );
    const production = editorReviews({ CMS_REQUIRE_REPO: 'true' }).google;
    expect(saves(production, shipped.reviews.google)).toBe(false);
    expect(saves(production, 'https://g.page/r/CexampleEAE/review')).toBe(false);
    expect(saves(production, short)).toBe(true);
    expect(saves(production, 'https://g.page/r/CdRq8sLkT0xuEBM')).toBe(false);
    expect(production.pattern![1]).toMatch(
      /; not the template’s example review link, not the business's: change it to the real one before the site goes live$/,
    );
  });
});
