/**
 * Reads the owner's content files (content/company.json, content/team.json, content/services/,
 * content/areas/, content/projects/, content/testimonials/) and checks them against the schemas in content/schema.ts and the rules
 * across files. No side effects on import: `npm start` calls it before each rebuild, the tests
 * on a temporary folder, the door (lib/content/index.ts) once per build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  areaFileSchema,
  companyFileSchema,
  projectFileSchema,
  serviceFileSchema,
  serviceSlugs,
  testimonialFileSchema,
  type Area,
  type Company,
  type ImageInput,
  type Project,
  type Service,
  type ServiceSlug,
  type TeamMember,
  type Testimonial,
} from '@/content/schema';
import { icons } from '@/lib/icons';
import { phoneNumber, type Phone } from '@/lib/phone';
import { alikeShare, sharedWording } from '@/lib/text-overlap';
import { Problems, readFolder, readJson, shown, slugOf } from './files';
import { checkRealFacts } from './real-facts';
import { readTeam } from './team';
import {
  buttonTargets,
  fixedPages,
  projectPath,
  servicePath,
  sitePages,
  townPath,
  type SitePage,
} from './site-pages';

export { ContentError } from './files';

/**
 * A town gets its own page at /service-areas/<slug>/ from this many projects there; the office's
 * own town (company.json's address.city) from one.
 */
export const townPageThreshold = 2;

/** The folder the content files are read from: content/, or CONTENT_DIR when set. */
export const contentDir = path.resolve(process.env.CONTENT_DIR || 'content');

export type FileExists = (publicPath: string) => boolean;

const publicFileExists: FileExists = (src) => existsSync(path.join(process.cwd(), 'public', src));

/** An image named in content, with where it is named. */
export type ImageUse = { file: string; field: string; image: ImageInput };

/** Local images must exist under public/; remote ones must state their size. */
export function checkImages(
  problems: Problems,
  uses: ImageUse[],
  fileExists: FileExists = publicFileExists,
) {
  for (const { file, field, image } of uses) {
    if (image.src.startsWith('https://')) {
      if (!image.width || !image.height)
        problems.add(file, field, 'a remote image needs width and height');
    } else if (!fileExists(image.src)) {
      problems.add(file, `${field}.src`, `file public${image.src} does not exist`);
    }
  }
}

export function checkIcon(problems: Problems, file: string, field: string, icon: string) {
  if (!(icon in icons))
    problems.add(
      file,
      field,
      `unknown icon "${icon}"; add it to lib/icon-set.ts or pick one listed there`,
    );
}

/**
 * A button must lead to a page the site has: the deploy's link checker would refuse any other,
 * after the owner's save had passed (the editor offers only these: pipeline/cms-config.ts).
 */
function checkLinks(problems: Problems, links: LinkUse[], pages: SitePage[]) {
  const paths = pages.map((page) => page.path);
  for (const { file, field, href } of links)
    if (!paths.includes(href))
      problems.add(file, field, `no page ${href} on this site; use one of ${paths.join(', ')}`);
}

export type Content = {
  /** The phones as typed, each made into its shown and dialling forms. */
  company: Omit<Company, 'phone' | 'satellitePhone'> & { phone: Phone; satellitePhone: Phone };
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
};

/** A button's link named in content, with where it is named. */
type LinkUse = { file: string; field: string; href: string };

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
    }
  );
}

/**
 * Reads and checks every content file in `dir`; throws a ContentError listing every problem. A
 * production build (CMS_REQUIRE_REPO=true) also refuses the example company facts (./real-facts.ts).
 */
export function loadContent(
  dir = contentDir,
  fileExists = publicFileExists,
  requireRealFacts = process.env.CMS_REQUIRE_REPO === 'true',
): Content {
  const problems = new Problems();
  const company = readCompany(problems, dir, requireRealFacts);
  const images: ImageUse[] = [];
  const links: LinkUse[] = [];
  const team = readTeam(problems, dir, images);

  const serviceFiles = readFolder(problems, dir, 'services');
  const services = serviceSlugs.flatMap((slug): Service[] => {
    const entry = serviceFiles.find((candidate) => candidate.slug === slug);
    if (!entry) {
      problems.add(
        shown(path.join(dir, 'services', `${slug}.json`)),
        '(whole file)',
        `missing; the site has exactly these six services: ${serviceSlugs.join(', ')}`,
      );
      return [];
    }
    const service = problems.parse(entry.file, serviceFileSchema, entry.data);
    if (!service) return [];
    images.push({ file: entry.file, field: 'image', image: service.image });
    service.sections.forEach((section, i) => {
      if (section.kind === 'gallery')
        section.images.forEach((image, k) =>
          images.push({ file: entry.file, field: `sections[${i}].images[${k}]`, image }),
        );
      if (section.kind === 'callout')
        links.push({ file: entry.file, field: `sections[${i}].cta.href`, href: section.cta.href });
      if (section.kind === 'cards')
        section.cards.forEach((card, k) =>
          checkIcon(problems, entry.file, `sections[${i}].cards[${k}].icon`, card.icon),
        );
    });
    return [{ ...service, slug, path: servicePath(slug) }];
  });
  for (const { file, slug } of serviceFiles) {
    if (!serviceSlugs.includes(slug as ServiceSlug))
      problems.add(
        file,
        '(file name)',
        `not one of the six services (${serviceSlugs.join(', ')}); a new service needs a route in the code first`,
      );
  }

  const areas = readFolder(problems, dir, 'areas')
    .flatMap(({ file, slug, data }) => {
      const area = problems.parse(file, areaFileSchema, data);
      return area ? [{ ...area, slug, file }] : [];
    })
    .sort((a, b) => a.town.localeCompare(b.town));
  if (!areas.length && !problems.list.some((line) => line.includes('/areas/')))
    problems.add(shown(path.join(dir, 'areas')), '(folder)', 'needs at least one town');
  const areaFolderHasErrors = problems.list.some((line) => line.includes('/areas/'));

  const projects = readFolder(problems, dir, 'projects')
    .flatMap(({ file, slug, data }) => {
      const project = problems.parse(file, projectFileSchema, data);
      if (!project) return [];
      // The editor stores a town by its file name, which may hold _ or ~ (read as hyphens).
      const town = slugOf(project.town);
      const area = areas.find((candidate) => candidate.slug === town);
      // An area file with its own error is reported once, there, not again for each project.
      if (!area && !areaFolderHasErrors)
        problems.add(
          file,
          'town',
          `unknown town "${project.town}"; add content/areas/${project.town}.json or use one of: ${areas.map((a) => a.slug).join(', ')}`,
        );
      project.photos.forEach((image, k) => images.push({ file, field: `photos[${k}]`, image }));
      project.beforeAfter?.forEach((pair, k) => {
        images.push({ file, field: `beforeAfter[${k}].before`, image: pair.before });
        images.push({ file, field: `beforeAfter[${k}].after`, image: pair.after });
      });
      const location = area?.town ?? project.town;
      return [{ ...project, town, slug, file, location, path: projectPath(slug) }];
    })
    .sort((a, b) => b.year - a.year || (a.slug < b.slug ? -1 : 1));
  // The editor cannot keep "featured" to one project (switching it on elsewhere, or duplicating
  // the featured one, leaves two marked), so the newest marked one wins, as its hint says.
  const marked = projects.filter((project) => project.featured);

  const testimonials = readFolder(problems, dir, 'testimonials').flatMap(
    ({ file, data }) => problems.parse(file, testimonialFileSchema, data) ?? [],
  );

  // The office's own town is where a visitor expects the company's work first: one project there
  // is enough for its page.
  const townPages = areas
    .filter(
      (area) =>
        projects.filter((project) => project.town === area.slug).length >=
        (area.town === company?.address.city ? 1 : townPageThreshold),
    )
    .map((area) => ({ ...area, path: townPath(area.slug) }));
  // A town page stamped from another with the name swapped is a doorway page: refuse it.
  townPages.forEach((area, i) => {
    for (const other of townPages.slice(0, i)) {
      const share = sharedWording(area.about.join(' '), other.about.join(' '));
      if (share > alikeShare)
        problems.add(
          area.file,
          'about',
          `${Math.round(share * 100)}% the same wording as ${other.file}; write about this town in your own words`,
        );
    }
  });

  const pages = sitePages({ services, projects, townPages });
  // A project or town file with its own error may have no page yet: links to such pages wait
  // until it is fixed (not told twice); every other link is checked now.
  const failed = (folder: string) => problems.list.some((line) => line.includes(`/${folder}/`));
  const unsure = [
    ...(failed('projects') ? [fixedPages.projects.path, fixedPages.serviceAreas.path] : []),
    ...(failed('areas') ? [fixedPages.serviceAreas.path] : []),
  ];
  const waits = (href: string) =>
    unsure.some((index) => href.startsWith(index) && href.length > index.length);
  checkLinks(
    problems,
    links.filter(({ href }) => !waits(href)),
    buttonTargets(pages),
  );
  checkImages(problems, images, fileExists);
  problems.throwIfAny();

  // With none marked, the newest project is the featured one; with no projects, none is.
  const featuredSlug = (marked[0] ?? projects[0])?.slug;
  const shownProjects = projects.map(({ file: _file, ...project }) => ({
    ...project,
    featured: project.slug === featuredSlug,
  }));
  return {
    company: company!,
    services,
    projects: shownProjects,
    featuredProject: shownProjects.find((project) => project.featured),
    areas: areas.map(({ file: _file, ...area }) => ({
      ...area,
      path: townPages.find((town) => town.slug === area.slug)?.path,
    })),
    townPages: townPages.map(({ file: _file, ...area }) => area),
    testimonials,
    team,
    images,
    pages,
  };
}
