import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import * as about from '@/content/about';
import * as home from '@/content/home';
import { projects as rawProjects } from '@/content/projects';
import {
  hoursSchema,
  imageSchema,
  milestoneSchema,
  projectSchema,
  serviceSchema,
  teamMemberSchema,
  testimonialSchema,
  valueSchema,
  type ImageInput,
} from '@/content/schema';
import { services as rawServices } from '@/content/services';
import { site } from '@/content/site';
import { testimonials as rawTestimonials } from '@/content/testimonials';
import { icons } from '@/lib/icons';

export type RawContent = {
  services: unknown[];
  projects: unknown[];
  testimonials: unknown[];
  milestones: unknown[];
  values: unknown[];
  whyChooseUs: unknown[];
  features: unknown[];
  team: unknown[];
  hours: unknown[];
  aboutImages: unknown[];
};

class Problems {
  readonly list: string[] = [];
  add(file: string, where: string, message: string) {
    this.list.push(`${file}: ${where}: ${message}`);
  }
}

function describe(item: unknown): string {
  if (item && typeof item === 'object') {
    const { title, name, slug, year } = item as Record<string, unknown>;
    const label = title ?? name ?? slug ?? year;
    if (typeof label === 'string') return ` ("${label}")`;
  }
  return '';
}

/** Parses every entry on its own so one report names every bad entry and field at once. */
function parseList<S extends z.ZodType>(
  problems: Problems,
  file: string,
  name: string,
  schema: S,
  items: unknown[],
  count?: number,
): z.infer<S>[] {
  if (count !== undefined && items.length !== count) {
    problems.add(file, name, `expected exactly ${count} entries, found ${items.length}`);
  }
  return items.flatMap((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return [result.data];
    for (const issue of result.error.issues) {
      const field = issue.path.length ? issue.path.join('.') : '(entry)';
      problems.add(file, `${name}[${index}]${describe(item)} field "${field}"`, issue.message);
    }
    return [];
  });
}

function unique(problems: Problems, file: string, name: string, keys: unknown[], field: string) {
  keys.forEach((key, index) => {
    if (keys.indexOf(key) !== index) {
      problems.add(
        file,
        `${name}[${index}] field "${field}"`,
        `duplicate value ${JSON.stringify(key)}`,
      );
    }
  });
}

export type FileExists = (publicPath: string) => boolean;

const publicFileExists: FileExists = (src) => existsSync(path.join(process.cwd(), 'public', src));

/** Validates all content against the spec's rules; throws one error listing every problem. */
export function validateContent(raw: RawContent, fileExists: FileExists = publicFileExists) {
  const p = new Problems();
  const services = parseList(p, 'content/services.ts', 'services', serviceSchema, raw.services, 6);
  unique(
    p,
    'content/services.ts',
    'services',
    services.map((s) => s.slug),
    'slug',
  );

  const projects = parseList(p, 'content/projects.ts', 'projects', projectSchema, raw.projects, 9);
  unique(
    p,
    'content/projects.ts',
    'projects',
    projects.map((s) => s.id),
    'id',
  );
  const featured = projects.filter((project) => project.featured);
  if (featured.length !== 1 || featured[0]?.title !== 'Restaurant Interior Renovation') {
    p.add(
      'content/projects.ts',
      'projects field "featured"',
      `exactly one project, "Restaurant Interior Renovation", must be featured; found ${featured.map((f) => `"${f.title}"`).join(', ') || 'none'}`,
    );
  }

  const testimonials = parseList(
    p,
    'content/testimonials.ts',
    'testimonials',
    testimonialSchema,
    raw.testimonials,
    3,
  );
  const milestones = parseList(
    p,
    'content/about.ts',
    'story.milestones',
    milestoneSchema,
    raw.milestones,
    6,
  );
  const values = parseList(p, 'content/about.ts', 'values.items', valueSchema, raw.values, 4);
  const features = parseList(
    p,
    'content/about.ts',
    'newEra.features',
    valueSchema,
    raw.features,
    3,
  );
  const whyChooseUs = parseList(
    p,
    'content/home.ts',
    'whyChooseUs.items',
    valueSchema,
    raw.whyChooseUs,
    6,
  );
  const team = parseList(p, 'content/about.ts', 'team.members', teamMemberSchema, raw.team, 3);
  unique(
    p,
    'content/about.ts',
    'team.members',
    team.map((m) => m.role),
    'role',
  );
  const hours = parseList(p, 'content/site.ts', 'site.hours', hoursSchema, raw.hours);
  const aboutImages = parseList(
    p,
    'content/about.ts',
    'newEra.images',
    imageSchema,
    raw.aboutImages,
    2,
  );

  const iconUses: [string, string, string][] = [
    ...services.flatMap((s, i) =>
      s.sections.flatMap((section, j) =>
        section.kind === 'cards'
          ? section.cards.map((c, k): [string, string, string] => [
              'content/services.ts',
              `services[${i}].sections[${j}].cards[${k}] field "icon"`,
              c.icon,
            ])
          : [],
      ),
    ),
    ...values.map((v, i): [string, string, string] => [
      'content/about.ts',
      `values.items[${i}] field "icon"`,
      v.icon,
    ]),
    ...features.map((v, i): [string, string, string] => [
      'content/about.ts',
      `newEra.features[${i}] field "icon"`,
      v.icon,
    ]),
    ...whyChooseUs.map((v, i): [string, string, string] => [
      'content/home.ts',
      `whyChooseUs.items[${i}] field "icon"`,
      v.icon,
    ]),
  ];
  for (const [file, where, icon] of iconUses) {
    if (!(icon in icons))
      p.add(file, where, `unknown icon "${icon}"; add it to lib/icons.ts or pick one listed there`);
  }

  const images: [string, string, ImageInput][] = [
    ...services.flatMap((s, i) => [
      ['content/services.ts', `services[${i}] ("${s.title}") field "image.src"`, s.image] as [
        string,
        string,
        ImageInput,
      ],
      ...s.sections.flatMap((section, j) =>
        section.kind === 'gallery'
          ? section.images.map((img, k): [string, string, ImageInput] => [
              'content/services.ts',
              `services[${i}].sections[${j}].images[${k}] field "src"`,
              img,
            ])
          : [],
      ),
    ]),
    ...projects.map((pr, i): [string, string, ImageInput] => [
      'content/projects.ts',
      `projects[${i}] ("${pr.title}") field "image.src"`,
      pr.image,
    ]),
    ...team.map((m, i): [string, string, ImageInput] => [
      'content/about.ts',
      `team.members[${i}] ("${m.name}") field "photo.src"`,
      m.photo,
    ]),
    ...aboutImages.map((img, i): [string, string, ImageInput] => [
      'content/about.ts',
      `newEra.images[${i}] field "src"`,
      img,
    ]),
  ];
  // Remote images are allowed by the CSP's img-src, origin by origin (scripts/postbuild.ts).
  const remoteImageOrigins = [
    ...new Set(
      images
        .filter(([, , image]) => image.src.startsWith('https://'))
        .map(([, , image]) => new URL(image.src).origin),
    ),
  ];
  for (const [file, where, image] of images) {
    if (image.src.startsWith('https://')) {
      if (!image.width || !image.height)
        p.add(file, where, 'a remote image needs width and height');
    } else if (!fileExists(image.src)) {
      p.add(file, where, `file public${image.src} does not exist`);
    }
  }

  if (p.list.length) {
    throw new Error(
      `Invalid content (${p.list.length} problem${p.list.length > 1 ? 's' : ''}):\n  - ${p.list.join('\n  - ')}`,
    );
  }
  return {
    services,
    projects,
    testimonials,
    milestones,
    values,
    features,
    whyChooseUs,
    team,
    hours,
    remoteImageOrigins,
  };
}

/** Everything content/ holds, as written, before validation. */
export const rawContent: RawContent = {
  services: rawServices,
  projects: rawProjects,
  testimonials: rawTestimonials,
  milestones: about.story.milestones,
  values: about.values.items,
  whyChooseUs: home.whyChooseUs.items,
  features: about.newEra.features,
  team: about.team.members,
  hours: [...site.hours],
  aboutImages: about.newEra.images,
};

export const {
  services,
  projects,
  testimonials,
  milestones,
  values,
  features,
  whyChooseUs,
  team,
  hours,
  remoteImageOrigins,
} = validateContent(rawContent);

export function getService(slug: string) {
  return services.find((service) => service.slug === slug);
}
