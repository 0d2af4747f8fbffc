import type { z } from 'zod';
import * as about from '@/content/about';
import * as home from '@/content/home';
import {
  imageSchema,
  milestoneSchema,
  projectCategories,
  teamMemberSchema,
  valueSchema,
  type ServiceSlug,
} from '@/content/schema';
import { siteDefaults } from '@/content/site';
import {
  checkIcon,
  checkImages,
  contentDir,
  loadContent,
  Problems,
  type FileExists,
  type ImageUse,
} from '@/lib/content-loader';

/** The copy in content/about.ts and content/home.ts that lists entries, before validation. */
export type RawCopy = {
  milestones: unknown[];
  values: unknown[];
  whyChooseUs: unknown[];
  features: unknown[];
  team: unknown[];
  aboutImages: unknown[];
};

/** Parses every entry on its own so one report names every bad entry and field at once. */
function parseList<S extends z.ZodType>(
  problems: Problems,
  file: string,
  name: string,
  schema: S,
  items: unknown[],
  count: number,
): z.infer<S>[] {
  if (items.length !== count) {
    problems.add(file, name, `expected exactly ${count} entries, found ${items.length}`);
  }
  return items.flatMap((item, index) => problems.parse(file, schema, item, [name, index]) ?? []);
}

/** Checks the page copy against the spec's counts; throws a ContentError listing every problem. */
export function validateCopy(raw: RawCopy, fileExists?: FileExists) {
  const p = new Problems();
  const aboutFile = 'content/about.ts';
  const milestones = parseList(
    p,
    aboutFile,
    'story.milestones',
    milestoneSchema,
    raw.milestones,
    6,
  );
  const values = parseList(p, aboutFile, 'values.items', valueSchema, raw.values, 4);
  const features = parseList(p, aboutFile, 'newEra.features', valueSchema, raw.features, 3);
  const whyChooseUs = parseList(
    p,
    'content/home.ts',
    'whyChooseUs.items',
    valueSchema,
    raw.whyChooseUs,
    6,
  );
  const team = parseList(p, aboutFile, 'team.members', teamMemberSchema, raw.team, 3);
  team.forEach((member, index) => {
    if (team.findIndex((other) => other.role === member.role) !== index)
      p.add(aboutFile, `team.members[${index}].role`, `duplicate value "${member.role}"`);
  });
  const aboutImages = parseList(p, aboutFile, 'newEra.images', imageSchema, raw.aboutImages, 2);

  values.forEach((v, i) => checkIcon(p, aboutFile, `values.items[${i}].icon`, v.icon));
  features.forEach((v, i) => checkIcon(p, aboutFile, `newEra.features[${i}].icon`, v.icon));
  whyChooseUs.forEach((v, i) =>
    checkIcon(p, 'content/home.ts', `whyChooseUs.items[${i}].icon`, v.icon),
  );
  const images: ImageUse[] = [
    ...team.map((m, i) => ({ file: aboutFile, field: `team.members[${i}].photo`, image: m.photo })),
    ...aboutImages.map((image, i) => ({ file: aboutFile, field: `newEra.images[${i}]`, image })),
  ];
  checkImages(p, images, fileExists);
  p.throwIfAny();
  return { milestones, values, features, whyChooseUs, team, images };
}

/** The page copy as written, before validation. */
export const rawCopy: RawCopy = {
  milestones: about.story.milestones,
  values: about.values.items,
  whyChooseUs: home.whyChooseUs.items,
  features: about.newEra.features,
  team: about.team.members,
  aboutImages: about.newEra.images,
};

const content = loadContent(contentDir);
const copy = validateCopy(rawCopy);

/**
 * The company's facts from content/company.json (name, phones, e-mail, address, hours, license,
 * service area: all placeholders, phones in the fictional 555-01xx range, e-mail at example.com)
 * with the default site URL and the brand colours from content/site.ts.
 */
export const site = { ...content.company, ...siteDefaults };
export const { services, projects, featuredProject, testimonials, areas, townPages } = content;
export const { hours } = content.company;
export const { milestones, values, features, whyChooseUs, team } = copy;

// Remote images are allowed by the CSP's img-src, origin by origin (build/postbuild.ts).
export const remoteImageOrigins = [
  ...new Set(
    [...content.images, ...copy.images]
      .filter(({ image }) => image.src.startsWith('https://'))
      .map(({ image }) => new URL(image.src).origin),
  ),
];

/** Every local image content names (photos, before/after pairs, page images), as /images/... */
export const usedImageSources = new Set(
  [...content.images, ...copy.images].map(({ image }) => image.src),
);

export function getService(slug: string) {
  return services.find((service) => service.slug === slug);
}

export function getProject(slug: string) {
  return projects.find((project) => project.slug === slug);
}

export function getArea(slug: string) {
  return areas.find((area) => area.slug === slug);
}

/** The town's page, when it has earned one (lib/content-loader.ts: townPageThreshold). */
export function townPagePath(areaSlug: string) {
  return townPages.some((area) => area.slug === areaSlug)
    ? `/service-areas/${areaSlug}/`
    : undefined;
}

/** Newest first, as `projects` is. */
export function projectsIn(areaSlug: string) {
  return projects.filter((project) => project.town === areaSlug);
}

/**
 * Which service page a project's category belongs to: Kitchen and Bathroom are the remodels
 * page, Retail the buildouts, Commercial the commercial remodeling, Investor the partnerships.
 */
export const serviceOfCategory = {
  Kitchen: 'kitchen-bathroom-remodels',
  Bathroom: 'kitchen-bathroom-remodels',
  Retail: 'retail-buildouts',
  Commercial: 'commercial-remodeling',
  Investor: 'investor-partnerships',
} as const satisfies Record<(typeof projectCategories)[number], ServiceSlug>;

// The one door: pages and components read every piece of content through this module, the page
// copy as written in content/*.ts included (its counted lists are the validated ones above).
export { aboutHero, credentials, newEra, story } from '@/content/about';
export { team as teamIntro, values as valuesIntro } from '@/content/about';
export { areaMapCopy, contactPage, formResultPages } from '@/content/contact';
export { ctaBand, hero, heroFacts, servicesIntro, testimonialsIntro } from '@/content/home';
export { whyChooseUs as whyIntro } from '@/content/home';
export { pages } from '@/content/pages';
export { projectsIntro } from '@/content/projects';
export { legacyRedirects } from '@/content/redirects';
export { contactLink, licenseLookup, nav, privacyLink, serviceAreasLink } from '@/content/site';
export { projectCategories } from '@/content/schema';
export type { Area, Hours, Project, Service, Testimonial } from '@/content/schema';
export type { Section as ServiceSection } from '@/content/schema';
export { townPageThreshold } from '@/lib/content-loader';
/** The form's service choices live with the function, which validates them too. */
export { serviceOptions } from '@/supabase/functions/_shared/contact-schema';
