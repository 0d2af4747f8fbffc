/**
 * Reads the owner's content files (content/company.json, content/team.json, content/services/,
 * content/areas/, content/projects/, content/testimonials/), parses each against its schema in
 * content/schema.ts, applies the rules across files as it goes (./checks.ts) and shapes what the
 * pages get. No side effects on import: `npm start` calls it before each rebuild, the tests on a
 * temporary folder, the door (lib/content/index.ts) once per build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  areaFileSchema,
  companyFileSchema,
  projectFileSchema,
  serviceFileSchema,
  serviceSlugs,
  type Area,
  type Company,
  type Project,
  type Service,
  type TeamMember,
  type Testimonial,
} from '@/content/schema';
import { locale, type Locale } from '@/lib/locale';
import { phoneNumber, type Phone } from '@/lib/phone';
import {
  checkIcon,
  checkImages,
  checkLinks,
  checkServiceFiles,
  checkTown,
  checkTownWording,
  publicFileExists,
  type ImageUse,
  type LinkUse,
} from './checks';
import { checkExampleItem } from './example-items';
import { Problems, readFolder, readJson, shown, slugOf } from './files';
import { checkRealFacts } from './real-facts';
import { readTeam } from './team';
import { readTestimonials } from './testimonials';
import { projectPath, servicePath, sitePages, townPath, type SitePage } from './site-pages';

export { ContentError } from './files';

/**
 * A town gets its own page at /service-areas/<slug>/ from this many projects there; the office's
 * own town (company.json's address.city) from one.
 */
export const townPageThreshold = 2;

/** The folder the content files are read from: content/, or CONTENT_DIR when set. */
export const contentDir = path.resolve(process.env.CONTENT_DIR || 'content');

/** Where the /review/ page sends a customer: Google's link (null: requests are off) and others. */
type ReviewLinks = { google: string | null; others: { name: string; url: string }[] };

export type Content = {
  /**
   * The phones as typed, each made into its shown and dialling forms; the review links with
   * Google's null and no other sites when left out (review requests are off without Google's).
   */
  company: Omit<Company, 'phone' | 'satellitePhone' | 'reviews'> & {
    phone: Phone;
    satellitePhone: Phone;
    reviews: ReviewLinks;
  };
  /** The six services, in the spec's order. */
  services: Service[];
  /**
   * Newest first (year, then file name), any number, none included (the owner may delete every
   * one); when there are any, exactly one has `featured: true`: the newest marked.
   */
  projects: Project[];
  featuredProject: Project | undefined;
  /** Every town in content/areas/, by name. */
  areas: Area[];
  /** The towns with at least townPageThreshold projects, or one in the office's town: the ones with a page. */
  townPages: (Area & { path: string })[];
  /** In file-name order; any number, none included. */
  testimonials: Testimonial[];
  /** The About page's three leaders (team.json), in the spec's order of roles. */
  team: TeamMember[];
  images: ImageUse[];
  /** Every page of the site (./site-pages.ts), as content stands. */
  pages: SitePage[];
  /**
   * Each Spanish field left empty, `file: field` (./spanish.ts), while the Spanish edition is on:
   * the build report names them, and a production build refuses them (so this is then empty).
   */
  missingSpanish: string[];
};

function readCompany(problems: Problems, dir: string, requireRealFacts: boolean) {
  const file = path.join(dir, 'company.json');
  if (!existsSync(file)) {
    problems.add(shown(file), '(whole file)', 'missing');
    return undefined;
  }
  const data = readJson(problems, file);
  if (data === undefined) return undefined;
  const company = problems.parse(shown(file), companyFileSchema, data);
  if (company && requireRealFacts) checkRealFacts(problems, shown(file), company);
  return (
    company && {
      ...company,
      phone: phoneNumber(company.phone),
      satellitePhone: phoneNumber(company.satellitePhone),
      reviews: {
        google: company.reviews?.google ?? null,
        others: company.reviews?.others ?? [],
      } satisfies ReviewLinks,
    }
  );
}

/** What content names that is checked once everything is read: images and buttons' links. */
type Uses = { images: ImageUse[]; links: LinkUse[] };

/** The six services, in the service table's order, each with its `path`. */
function readServices(problems: Problems, dir: string, uses: Uses): Service[] {
  const files = readFolder(problems, dir, 'services');
  const services = serviceSlugs.flatMap((slug): Service[] => {
    const entry = files.find((candidate) => candidate.slug === slug);
    if (!entry) {
      problems.add(
        shown(path.join(dir, 'services', `${slug}.json`)),
        '(whole file)',
        `missing; the site has exactly these six services: ${serviceSlugs.join(', ')}`,
      );
      return [];
    }
    const { file, data } = entry;
    const service = problems.parse(file, serviceFileSchema, data);
    if (!service) return [];
    uses.images.push({ file, field: 'image', image: service.image });
    service.sections.forEach((section, i) => {
      if (section.kind === 'gallery')
        section.images.forEach((image, k) =>
          uses.images.push({ file, field: `sections[${i}].images[${k}]`, image }),
        );
      if (section.kind === 'callout')
        uses.links.push({ file, field: `sections[${i}].cta.href`, href: section.cta.href });
      if (section.kind === 'cards')
        section.cards.forEach((card, k) =>
          checkIcon(problems, file, `sections[${i}].cards[${k}].icon`, card.icon),
        );
    });
    return [{ ...service, slug, path: servicePath(slug) }];
  });
  checkServiceFiles(problems, files);
  return services;
}

/** Every town, by name, with its file; at least one. A production build refuses the samples. */
function readAreas(problems: Problems, dir: string, requireReal: boolean) {
  const areas = readFolder(problems, dir, 'areas')
    .flatMap(({ file, slug, data }) => {
      const area = problems.parse(file, areaFileSchema, data);
      if (area && requireReal) checkExampleItem(problems, file, 'areas', area);
      return area ? [{ ...area, slug, file }] : [];
    })
    .sort((a, b) => a.town.localeCompare(b.town));
  if (!areas.length && !problems.list.some((line) => line.includes('/areas/')))
    problems.add(shown(path.join(dir, 'areas')), '(folder)', 'needs at least one town');
  return areas;
}

/**
 * Every project, newest first (year, then file name), with its file, town and `path`. A production
 * build refuses the samples.
 */
function readProjects(
  problems: Problems,
  dir: string,
  areas: Area[],
  uses: Uses,
  requireReal: boolean,
) {
  const areaFolderHasErrors = problems.list.some((line) => line.includes('/areas/'));
  return readFolder(problems, dir, 'projects')
    .flatMap(({ file, slug, data }) => {
      const project = problems.parse(file, projectFileSchema, data);
      if (!project) return [];
      if (requireReal) checkExampleItem(problems, file, 'projects', project);
      // The editor stores a town by its file name, which may hold _ or ~ (read as hyphens).
      const town = slugOf(project.town);
      const area = areas.find((candidate) => candidate.slug === town);
      checkTown(problems, file, project.town, areas, areaFolderHasErrors);
      project.photos.forEach((image, k) =>
        uses.images.push({ file, field: `photos[${k}]`, image }),
      );
      project.beforeAfter?.forEach((pair, k) => {
        uses.images.push({ file, field: `beforeAfter[${k}].before`, image: pair.before });
        uses.images.push({ file, field: `beforeAfter[${k}].after`, image: pair.after });
      });
      const location = area?.town ?? project.town;
      return [{ ...project, town, slug, file, location, path: projectPath(slug) }];
    })
    .sort((a, b) => b.year - a.year || (a.slug < b.slug ? -1 : 1));
}

/**
 * Reads and checks every content file in `dir`; throws a ContentError listing every problem. A
 * production build (CMS_REQUIRE_REPO=true) also refuses the example company facts (./real-facts.ts)
 * and the sample testimonials, projects, towns and leaders (./example-items.ts).
 */
export function loadContent(
  dir = contentDir,
  fileExists = publicFileExists,
  requireRealFacts = process.env.CMS_REQUIRE_REPO === 'true',
  edition: Locale = locale,
): Content {
  const problems = new Problems(edition);
  const uses: Uses = { images: [], links: [] };
  const company = readCompany(problems, dir, requireRealFacts);
  const team = readTeam(problems, dir, uses.images, requireRealFacts);
  const services = readServices(problems, dir, uses);
  const areas = readAreas(problems, dir, requireRealFacts);
  const projects = readProjects(problems, dir, areas, uses, requireRealFacts);
  const testimonials = readTestimonials(problems, dir, requireRealFacts);

  // The office's own town is where a visitor expects the company's work first: one project there
  // is enough for its page.
  const townPages = areas
    .filter(
      (area) =>
        projects.filter((project) => project.town === area.slug).length >=
        (area.town === company?.address.city ? 1 : townPageThreshold),
    )
    .map((area) => ({ ...area, path: townPath(area.slug) }));
  checkTownWording(problems, townPages);

  const pages = sitePages({ services, projects, townPages });
  checkLinks(problems, uses.links, pages);
  checkImages(problems, uses.images, fileExists);
  const missingSpanish = company?.spanish.edition ? problems.missingSpanish : [];
  if (requireRealFacts)
    for (const gap of missingSpanish) {
      const [file, field] = gap.split(': ');
      problems.add(file!, field!, spanishRefusal);
    }
  problems.throwIfAny();

  // The editor cannot keep "featured" to one project (switching it on elsewhere, or duplicating
  // the featured one, leaves two marked), so the newest marked one wins, as its hint says; with
  // none marked, the newest project is the featured one; with no projects, none is.
  const featuredSlug = (projects.find((project) => project.featured) ?? projects[0])?.slug;
  // The pages get no `example`: a sample left in is refused on a production build.
  const shownProjects = projects.map(({ file: _file, example: _example, ...project }) => ({
    ...project,
    featured: project.slug === featuredSlug,
  }));
  return {
    company: company!,
    services,
    projects: shownProjects,
    featuredProject: shownProjects.find((project) => project.featured),
    areas: areas.map(({ file: _file, example: _example, ...area }) => ({
      ...area,
      path: townPages.find((town) => town.slug === area.slug)?.path,
    })),
    townPages: townPages.map(({ file: _file, example: _example, ...area }) => area),
    testimonials,
    team,
    images: uses.images,
    pages,
    missingSpanish,
  };
}

/** Why a production build refuses a Spanish field left empty. */
export const spanishRefusal =
  'empty, and the Spanish pages are on: write it in Spanish in the editor (beside the English one), or switch the Spanish pages off under Company facts';
