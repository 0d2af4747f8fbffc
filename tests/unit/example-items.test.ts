/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { itemFiles, productionContentCheck, unmarkSamples } from '@/harness/unit/sample-items';
import { ContentError, loadContent } from '@/lib/content/loader';
import { teamRoles } from '@/content/schema';

// A production build (CMS_REQUIRE_REPO=true) refuses every sample item the template ships, each
// marked "example" in its own file (lib/content/example-items.ts); the test build and `npm start`
// keep them. No full production build runs here: `npm run build` runs the content check before
// `next build`, so a refused sample stops the build before anything is written to out/.
const company = JSON.parse(readFileSync('content/company.json', 'utf8'));
const real = {
  phone: '(727) 584-3310',
  satellitePhone: '(727) 461-2280',
  email: 'office@coquinacoastbuilders.com',
  license: 'CGC1529871',
  reviews: { google: 'https://g.page/r/CdRq8sLkT0xuEBM/review' },
};
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const write = (file: string, data: unknown) =>
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

let dir: string;
beforeEach(() => {
  mkdirSync('.tmp', { recursive: true });
  dir = mkdtempSync(path.resolve('.tmp', 'example-items-'));
  cpSync('content', dir, { recursive: true });
  write(path.join(dir, 'company.json'), { ...company, ...real });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function problemsOf(contentDir: string, production: boolean) {
  try {
    loadContent(contentDir, undefined, production);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems;
  }
}
const where = (lines: string[]) => lines.map((line) => line.split(': ').slice(0, 2).join(': '));
const samples = [
  ...Object.keys(teamRoles).map((role) => `content/team.json: ${role}.example`),
  ...itemFiles('content').map((item) => `content/${item}: example`),
];

describe('the sample items the template ships', () => {
  it('are each marked as an example in its own file: testimonials, projects, towns, leaders', () => {
    const items = itemFiles('content');
    for (const folder of ['testimonials/', 'projects/', 'areas/'])
      expect(items.filter((item) => item.startsWith(folder)).length).toBeGreaterThan(0);
    for (const item of items) expect([item, read(`content/${item}`).example]).toEqual([item, true]);
    for (const leader of Object.values(read('content/team.json')))
      expect(leader).toHaveProperty('example', true);
  });

  it('are refused on a production build, one line per item naming its file, with what to do', () => {
    const problems = problemsOf(path.resolve('content'), true).filter(
      (line) => !line.startsWith('content/company.json: '),
    );
    expect(where(problems).sort()).toEqual([...samples].sort());
    const line = (file: string) => problems.find((problem) => problem.startsWith(file))!;
    expect(line('content/testimonials/danielle-r.json')).toBe(
      'content/testimonials/danielle-r.json: example: this is a sample testimonial from the template; delete it in the editor (Testimonials) or replace it with a real customer’s own words and switch off “Example”',
    );
    expect(line('content/projects/')).toContain('delete it in the editor (Projects)');
    expect(line('content/areas/')).toContain('delete it in the editor (Towns)');
    expect(line('content/team.json')).toContain('in the editor (Company, Leadership team)');
  });

  it('are kept by the test build and npm start (no CMS_REQUIRE_REPO)', () => {
    expect(problemsOf(path.resolve('content'), false)).toEqual([]);
    expect(problemsOf(dir, false)).toEqual([]);
  });

  it('are refused alone once the company’s facts are real: one left is one line', () => {
    unmarkSamples(dir);
    const file = path.join(dir, 'projects', 'coastal-kitchen-remodel.json');
    write(file, { ...read(file), example: true });
    expect(where(problemsOf(dir, true))).toEqual([
      `${path.relative(process.cwd(), file)}: example`,
    ]);
  });

  it('pass once each is made real and “Example” switched off', () => {
    expect(problemsOf(unmarkSamples(dir), true)).toEqual([]);
  });

  it('or once deleted: no testimonials and no projects, the towns and leaders made real', () => {
    unmarkSamples(dir);
    for (const folder of ['testimonials', 'projects']) {
      rmSync(path.join(dir, folder), { recursive: true });
      mkdirSync(path.join(dir, folder));
    }
    const content = loadContent(dir, undefined, true);
    expect([content.testimonials, content.projects, content.townPages]).toEqual([[], [], []]);
    // None of the samples' words is left to reach a page.
    const shipped = JSON.stringify(content);
    for (const item of itemFiles('content').filter((item) => !item.startsWith('areas/'))) {
      const { content: words, title } = read(`content/${item}`);
      expect(shipped).not.toContain(words ?? title);
    }
  });
});

describe('a testimonial on a production build', () => {
  it('must say where it came from', () => {
    unmarkSamples(dir);
    const file = path.join(dir, 'testimonials', 'marco-t.json');
    const { source: _source, ...unsourced } = read(file);
    write(file, unsourced);
    const problems = problemsOf(dir, true);
    expect(problems).toEqual([
      `${path.relative(process.cwd(), file)}: source: Required on the live site: say how these words reached you (the review form, or given to you in person) under “Where these words came from” in the editor (Testimonials)`,
    ]);
    expect(problemsOf(dir, false)).toEqual([]);
  });

  it('shows where it came from by its month, in file-name order', () => {
    expect(loadContent(path.resolve('content')).testimonials.map((t) => t.sourceLine)).toEqual([
      'From our review form, November\u00a02025',
      'Shared in person, June\u00a02025',
      'Shared in person, March\u00a02026',
    ]);
  });
});

describe('the content check, the first step of a production build', () => {
  const check = (contentDir: string) => productionContentCheck(contentDir, dir);

  it('runs before next build writes out/', () => {
    const { build } = read('package.json').scripts as { build: string };
    const step = (command: string) => build.indexOf(command);
    expect(step('pipeline/steps/check-content.ts')).toBeGreaterThanOrEqual(0);
    expect(step('pipeline/steps/check-content.ts')).toBeLessThan(step('next build'));
    expect(build).not.toMatch(/check-content\.ts\s*;|check-content\.ts\s*\|\|/);
  });

  it('fails the template with an annotation on each sample’s file, in the same report as the facts', () => {
    const result = check('content');
    expect(result.status).toBe(1);
    for (const sample of samples) {
      const [file, field] = sample.split(': ');
      const annotated = result.stdout
        .split('\n')
        .find(
          (line) => line.includes(`file=${file}`) && line.includes(`Not published%3A ${field}::`),
        );
      expect([sample, annotated]).toEqual([sample, expect.stringMatching(/switch off “Example”$/)]);
    }
    expect(result.stdout).toMatch(
      /^::error file=content\/company\.json,line=\d+,title=Not published%3A phone::/m,
    );
  });
});
