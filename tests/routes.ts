import { credentials, newEra, story, team, values } from '@/content/about';
import { contactPage } from '@/content/contact';
import { ctaBand, servicesIntro, testimonialsIntro, whyChooseUs } from '@/content/home';
import { privacyPage } from '@/content/privacy';
import { projectsIntro } from '@/content/projects';
import {
  areas,
  projects,
  serviceOfCategory,
  services,
  site,
  testimonials,
  townPages,
} from '@/lib/content';
import { canonicalPaths } from '@/lib/routes';

export { legacyPaths } from '@/lib/routes';

export type RouteExpectation = { path: string; h1: string; headings: string[] };

/** The h1 and section headings each route must show, all from content. */
const expected: Record<string, Omit<RouteExpectation, 'path'>> = {
  '/': {
    h1: 'Building Excellence. Delivering Confidence.',
    headings: [
      servicesIntro.heading,
      whyChooseUs.heading,
      // The owner's content decides: no testimonials, no section (app/page.tsx).
      ...(testimonials.length ? [testimonialsIntro.heading] : []),
      ctaBand.heading,
    ],
  },
  '/services/': { h1: 'Our Services', headings: services.map((s) => s.title) },
  ...Object.fromEntries(
    services.map((service) => [
      `/services/${service.slug}/`,
      {
        h1: service.hero.title,
        headings: [
          service.problem.heading,
          service.solution.heading,
          ...service.sections.map((section) => section.heading),
          ...(projects.some((p) => serviceOfCategory[p.category] === service.slug)
            ? ['Recent work']
            : []),
        ],
      },
    ]),
  ),
  '/projects/': {
    h1: projectsIntro.title,
    headings: projects.length
      ? [projectsIntro.featuredHeading, projectsIntro.gridHeading]
      : [projectsIntro.emptyHeading],
  },
  ...Object.fromEntries(
    projects.map((project) => [
      `/projects/${project.slug}/`,
      {
        h1: project.title,
        headings: [
          ...(project.beforeAfter ? ['Before and after'] : []),
          ...(project.problem || project.work || project.result || project.scope
            ? ['The job']
            : []),
          ...(project.photos.length > 1 ? ['More photos'] : []),
        ],
      },
    ]),
  ),
  '/service-areas/': {
    h1: 'Service Areas',
    headings: [
      'Towns with finished projects',
      'On the map',
      ...(areas.length > townPages.length ? ['We also work in'] : []),
    ],
  },
  ...Object.fromEntries(
    townPages.map((area) => [
      `/service-areas/${area.slug}/`,
      {
        h1: `Building in ${area.town}`,
        headings: [`Working in ${area.town}`, `Our projects in ${area.town}`],
      },
    ]),
  ),
  '/about/': {
    h1: `About ${site.name}`,
    headings: [
      story.heading,
      story.milestonesHeading,
      newEra.heading,
      newEra.missionHeading,
      values.heading,
      team.heading,
      credentials.heading,
    ],
  },
  '/contact/': {
    h1: contactPage.title,
    headings: [
      contactPage.detailsHeading,
      contactPage.hoursHeading,
      contactPage.formHeading,
      contactPage.mapHeading,
    ],
  },
  '/privacy/': {
    h1: privacyPage.heading,
    headings: privacyPage.sections.map((section) => section.heading),
  },
};

/** Every canonical route (lib/routes.ts, as the sitemap and the bench see them) with what it must show. */
export const routes: RouteExpectation[] = canonicalPaths.map((path) => {
  if (!expected[path]) throw new Error(`tests/routes.ts: no expected h1 and headings for ${path}`);
  return { path, ...expected[path] };
});

/** The page template a route is drawn with: its path, or its section for the pages of a list. */
const templateOf = (path: string) =>
  path.replace(/^\/(services|projects|service-areas)\/.+/, '$1/*');

/**
 * The tag for a per-route check whose second width proves something only once per template: the
 * first route of each template runs at both widths, the others at phone width alone (`@any-width`,
 * playwright.config.ts). Pages of one template share their layout at a width, so the desktop run of
 * one of them covers the desktop layout; their content is checked at phone width, page by page.
 * As projects and towns grow, the desktop runs stay at one per template.
 */
export function widthTagFor(path: string) {
  const first = routes.find((route) => templateOf(route.path) === templateOf(path));
  return first?.path === path ? '' : ' @any-width';
}
