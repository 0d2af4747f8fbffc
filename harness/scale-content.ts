import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Photos that exist under public/, so generated projects pass the image check. */
const photos = [
  '/images/projects/coastal-kitchen-remodel.svg',
  '/images/projects/spa-bathroom-renovation.svg',
  '/images/gallery/kitchen-island.svg',
  '/images/gallery/retail-storefront.svg',
  '/images/gallery/commercial-office.svg',
];
const categories = ['Kitchen', 'Bathroom', 'Retail', 'Commercial', 'Investor'];
const vocabulary = (
  'permit slab truss stucco pier marsh oak harbor seawall elevation inspector drywall ' +
  'tile cabinet quartz plumbing panel breaker conduit footing rebar formwork hurricane shutter ' +
  'impact window soffit fascia gutter lanai screen pool deck paver driveway setback variance ' +
  'survey easement flood zone county mangrove causeway bridge canal bungalow ranch cottage ' +
  'condo storefront bakery clinic office studio garage carport attic joist beam header'
).split(' ');

/** Owner-like text that no other town shares: words drawn by a generator seeded per town. */
export function distinctText(seed: number, words = 70) {
  let state = seed * 2654435761 + 12345;
  const next = () => ((state = (state * 1103515245 + 12345) % 2147483648), state);
  return `${Array.from({ length: words }, () => vocabulary[next() % vocabulary.length]).join(' ')}.`;
}

/**
 * The content folders test:scale's first size empties (harness/scale-site.ts): no projects and no
 * testimonials, so no town page either. The editor's delete-everything test
 * (tests/e2e/admin.spec.ts) saves exactly this content, so this one build proves both.
 */
export const emptiedFolders = ['projects', 'testimonials'];

/**
 * What the editor saves when the owner duplicates the featured project and retitles the copy
 * (tests/e2e/admin.spec.ts): the original as it was, and beside it the same project under the new
 * title, featured too. test:scale's largest size builds both among its generated projects
 * (harness/scale-site.ts), so that build proves the copy gets its page, once, outside the browser
 * suite.
 */
export const duplicate = {
  of: 'restaurant-interior-renovation.json',
  file: 'restaurant-interior-renovation-phase-2.json',
  title: 'Restaurant Interior Renovation, Phase 2',
};

/** The duplicate's file as the editor saves it, from the checkout's original. */
export const duplicatedProject = () => ({
  ...(JSON.parse(readFileSync(path.join('content/projects', duplicate.of), 'utf8')) as object),
  title: duplicate.title,
});

/** Adds the featured project, its duplicate and the town they are in to a content copy. */
export function writeDuplicate(dir: string) {
  const original = path.join('content/projects', duplicate.of);
  const { town } = JSON.parse(readFileSync(original, 'utf8')) as { town: string };
  copyFileSync(path.join('content/areas', `${town}.json`), path.join(dir, 'areas', `${town}.json`));
  copyFileSync(original, path.join(dir, 'projects', duplicate.of));
  writeFileSync(path.join(dir, 'projects', duplicate.file), JSON.stringify(duplicatedProject()));
}

export type ScaleOptions = { projects: number; towns: number };

/**
 * Replaces the areas/ and projects/ folders of a content copy with `towns` towns and `projects`
 * projects: one in the first town (Largo), the rest spread evenly over the others, each with two photos and every fifth with a before/after pair.
 */
export function writeScaleContent(dir: string, { projects, towns }: ScaleOptions) {
  for (const folder of ['areas', 'projects']) {
    rmSync(path.join(dir, folder), { recursive: true, force: true });
    mkdirSync(path.join(dir, folder));
  }
  // The first town is the company's own, which the site names as served whatever else changes;
  // it has one project, enough for the office's town to have its page. The last town has one
  // too, so one town is below the page threshold, and the rest are above it.
  const slug = (t: number) => (t ? `town-${t}` : 'largo');
  for (let t = 0; t < towns; t++)
    writeFileSync(
      path.join(dir, 'areas', `${slug(t)}.json`),
      JSON.stringify({
        town: t ? `Town ${t}` : 'Largo',
        county: 'Pinellas',
        // Spread down the Pinellas peninsula, a few kilometres apart, so the map places each.
        geo: { latitude: 27.95 - (t % 10) * 0.02, longitude: -82.8 + Math.floor(t / 10) * 0.03 },
        about: [distinctText(t + 1)],
      }),
    );
  for (let i = 0; i < projects; i++) {
    const photo = (k: number) => ({
      src: photos[(i + k) % photos.length],
      alt: `Photo ${k + 1} of generated project ${i}`,
    });
    writeFileSync(
      path.join(dir, 'projects', `project-${i}.json`),
      JSON.stringify({
        title: `Generated project ${i}`,
        category: categories[i % categories.length],
        town: i ? slug(i === 1 ? towns - 1 : 1 + (i % (towns - 2))) : slug(0),
        year: 2000 + (i % 26),
        problem: distinctText(1000 + i, 30),
        work: distinctText(2000 + i, 30),
        result: distinctText(3000 + i, 20),
        // The card's summary: distinct text on every card, as the owner's are, so gzip finds no
        // more repetition in the index than real projects give it.
        description: distinctText(4000 + i, 25),
        scope: ['First item', 'Second item'],
        duration: `${(i % 12) + 2} weeks`,
        photos: [photo(0), photo(1)],
        ...(i % 5 === 0 ? { beforeAfter: [{ before: photo(2), after: photo(0) }] } : {}),
        featured: i === 7,
      }),
    );
  }
}
