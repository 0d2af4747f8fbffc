import { z } from 'zod';
import { iconName, imageSchema, text } from './fields';

/**
 * The shape of the page copy whose lists the spec counts (content/about.ts, content/home.ts), and
 * the one check of it: those modules are plain object literals with no type of their own, the
 * door (lib/content/copy.ts) parses each once at build, and the pages get the parsed copy, typed
 * from these schemas. zod rather than TypeScript types because most of what can go wrong here is
 * beyond a type (an empty line, short alt text, a count), and its messages name
 * the file and field as the owner's files do (docs/architecture.md#the-page-copy).
 */

/** A list the spec counts: "expected exactly 6 entries, found 5". */
function exactly<T extends z.ZodType>(item: T, count: number) {
  return z.array(item).length(count, {
    error: (issue) =>
      `expected exactly ${count} entries, found ${Array.isArray(issue.input) ? issue.input.length : 0}`,
  });
}

const intro = z.strictObject({ eyebrow: text, heading: text, lead: text });
const milestoneSchema = z.strictObject({ year: text, title: text, description: text });
/** A value, feature or reason: an icon from lib/icon-set.ts, a title and a sentence. */
const pointSchema = z.strictObject({ icon: iconName, title: text, description: text });

// z.object, not strictObject, at the top: a module's own extra exports are not handed on.
export const aboutCopySchema = z.object({
  aboutHero: z.strictObject({ lead: text, callBar: text, callBarLabel: text, textLink: text }),
  story: z.strictObject({
    heading: text,
    paragraphs: z.array(text).min(1),
    milestonesHeading: text,
    milestones: exactly(milestoneSchema, 6),
  }),
  newEra: intro.extend({
    images: exactly(imageSchema, 2),
    features: exactly(pointSchema, 3),
    missionHeading: text,
    mission: text,
  }),
  values: z.strictObject({ heading: text, items: exactly(pointSchema, 4) }),
  team: z.strictObject({ heading: text }),
  credentials: z.strictObject({
    heading: text,
    stats: z.array(z.strictObject({ value: text, label: text })).min(1),
    licenseText: text,
  }),
});

export const homeCopySchema = z.object({
  hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
  heroFacts: z.strictObject({
    license: text,
    since: text,
    area: text,
    estimates: z.strictObject({ label: text, value: text }),
  }),
  servicesIntro: intro,
  whyChooseUs: intro.extend({ items: exactly(pointSchema, 6) }),
  testimonialsIntro: z.strictObject({ eyebrow: text, heading: text }),
  ctaBand: z.strictObject({ heading: text, lead: text, primary: text }),
});
