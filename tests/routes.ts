import { credentials, newEra, story, team, values } from '@/content/about';
import { contactPage } from '@/content/contact';
import { ctaBand, servicesIntro, testimonialsIntro, whyChooseUs } from '@/content/home';
import { projectsIntro } from '@/content/projects';
import { site } from '@/content/site';
import { services } from '@/lib/content';

export type RouteExpectation = { path: string; h1: string; headings: string[] };

/** Every route of the spec with the h1 and section headings it must show, all from content. */
export const routes: RouteExpectation[] = [
  {
    path: '/',
    h1: 'Building Excellence. Delivering Confidence.',
    headings: [
      servicesIntro.heading,
      whyChooseUs.heading,
      testimonialsIntro.heading,
      ctaBand.heading,
    ],
  },
  { path: '/services/', h1: 'Our Services', headings: services.map((s) => s.title) },
  ...services.map((service) => ({
    path: `/services/${service.slug}/`,
    h1: service.hero.title,
    headings: [
      service.problem.heading,
      service.solution.heading,
      ...service.sections.map((section) => section.heading),
    ],
  })),
  {
    path: '/projects/',
    h1: projectsIntro.title,
    headings: [projectsIntro.featuredHeading, projectsIntro.gridHeading],
  },
  {
    path: '/about/',
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
  {
    path: '/contact/',
    h1: contactPage.title,
    headings: [
      contactPage.detailsHeading,
      contactPage.hoursHeading,
      contactPage.formHeading,
      contactPage.mapHeading,
    ],
  },
];

export const legacyPaths = ['/services/kitchen-remodels/', '/services/bathroom-remodels/'];
