/**
 * The sample items the template ships (testimonials, projects, towns, the leadership team), each
 * marked `"example": true` in its own file, refused on a production build (CMS_REQUIRE_REPO=true,
 * set by the deploy workflow) as the example company facts are (./real-facts.ts): a made-up
 * testimonial on a live site is one the FTC's rule on reviews and testimonials forbids
 * (docs/content.md). The test build and `npm start` keep the samples. The production editor
 * refuses the same, in the same words (pipeline/cms-config.ts).
 */
import type { Problems } from './files';

/** Each kind of sample: what it is, and where in the editor to delete it or make it real. */
export const exampleKinds = {
  testimonials: {
    sample: 'a sample testimonial from the template',
    todo: 'delete it in the editor (Testimonials) or replace it with a real customer’s own words',
  },
  projects: {
    sample: 'a sample project from the template',
    todo: 'delete it in the editor (Projects) or replace it with a job of your own, its photos and words',
  },
  areas: {
    sample: 'a sample town from the template',
    todo: 'delete it in the editor (Towns) or replace its words with your own about working there',
  },
  team: {
    sample: 'a sample person from the template',
    todo: 'in the editor (Company, Leadership team), put the real person’s name, portrait and words in its place',
  },
} as const;

export type ExampleKind = keyof typeof exampleKinds;

/** What the build and the production editor say of a sample left in. */
export const exampleRefusal = (kind: ExampleKind) =>
  `this is ${exampleKinds[kind].sample}; ${exampleKinds[kind].todo} and switch off “Example”`;

/** Adds a problem when `item` is a sample; `at` is where it sits in its file (team.json's role). */
export function checkExampleItem(
  problems: Problems,
  file: string,
  kind: ExampleKind,
  item: { example?: boolean },
  at = '',
) {
  if (item.example) problems.add(file, at ? `${at}.example` : 'example', exampleRefusal(kind));
}
