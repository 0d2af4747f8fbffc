import type { teamRoles } from './team-schema';

/**
 * The words the components and pages write themselves (buttons, screen-reader names, status and
 * error lines, the headings of fixed sections), grouped by component; the copy the owner edits
 * lives in the other modules. Components read it through lib/labels.ts, which picks this module or
 * its Spanish twin (content/es/labels.ts) for the edition. A line built around a number or a name
 * is a function here, so each language words its own singular and plural.
 */

const s = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const labels = {
  /** The language `Intl` formats dates, times and lists in. */
  intlLocale: 'en-US',
  /** The About page's roles, by their keys; in English exactly content/team-schema.ts's names. */
  teamRoles: {
    generalContractor: 'General Contractor',
    directorOfSales: 'Director of Sales',
    headOfOperations: 'Head of Operations',
  } satisfies typeof teamRoles,
  /** app/layout.tsx: the first link on every page. */
  layout: { skipToContent: 'Skip to main content' },
  header: { mainNav: 'Main', call: 'Call' },
  topBar: { label: 'Office address and license' },
  licenseLink: { number: (license: string) => `Florida License #${license}` },
  footer: {
    services: 'Services',
    company: 'Company',
    contact: 'Contact',
    quote: 'Get a Quote',
    licensed: 'Licensed & insured in Florida',
  },
  callButton: { label: (phone: string) => `Call ${phone}` },
  quoteButton: { label: 'Get a Free Quote' },
  breadcrumbs: { label: 'Breadcrumb' },
  homeHero: { services: 'Explore Our Services' },
  aboutHero: {
    since: (year: number) => `Since ${year}`,
    title: (company: string) => `About ${company}`,
    callBar: (label: string, town: string) => `${label} in ${town}:`,
  },
  credentials: { license: 'License' },
  areas: { county: (county: string) => `${county} County` },
  areaMap: { directionsIn: (directions: string, app: string) => `${directions} in ${app}` },
  townCard: { recentWork: (services: readonly string[]) => `Recent work: ${services.join(', ')}` },
  formResult: { email: 'Email', projects: 'See our projects' },
  notFound: {
    title: 'Page not found',
    description:
      'The page you were looking for does not exist. Head back to the home page to find our services, projects and contact details.',
    heading: 'Oops! Page not found',
    home: 'Return to Home',
    pages: 'Pages on this site',
    goTo: 'Or go straight to:',
  },
  projectGallery: { pair: (n: number) => `Pair ${n}` },
  featuredProject: { see: 'See this project' },
  projectCard: { featured: 'Featured' },
  projectShowcase: {
    allIn: (count: number, category: string) => `All ${count} ${category} projects`,
  },
  projectLead: { service: 'Service', town: 'Town', finished: 'Finished', took: 'Took' },
  projectPage: {
    summary: (title: string, town: string, year: number, company: string) =>
      `${title} in ${town}, FL, finished ${year} by ${company}`,
    beforeAfter: 'Before and after',
    job: 'The job',
    problem: 'The problem',
    work: 'What we did',
    result: 'The result',
    scope: 'Scope of work',
    morePhotos: 'More photos',
    moreLead: (more: number) =>
      `${s(more, 'One more photo; choose it', `${more} more photos; choose one`)} to see it full size.`,
  },
  projectsPage: { eyebrow: 'Our work' },
  legacyRedirect: { moved: 'This page has moved', goTo: (page: string) => `Go to ${page}` },
  serviceCard: { more: 'Learn More', about: (service: string) => `about ${service}` },
  serviceSections: {
    step: (n: number) => `Step ${n}: `,
    challenge: 'The challenge',
    solution: 'What we did',
    outcome: 'The outcome',
  },
  servicesPage: { all: 'All services' },
  servicePage: {
    titleIn: (service: string, place: string) => `${service} in ${place}`,
    eyebrow: 'Services',
    problemAndSolution: 'Problem and solution',
    recentWork: 'Recent work',
    recentLead: (count: number) =>
      s(
        count,
        'A job we finished recently, with the story of the work.',
        'Jobs we finished recently, newest first, each with the story of the work.',
      ),
  },
  contactPage: {
    /** Beside a day without opening hours. */
    closed: 'Closed',
    eyebrow: 'Free quotes',
    phone: 'Phone',
    email: 'Email',
    office: 'Office location',
  },
  privacyPage: { eyebrow: 'Privacy' },
  serviceAreas: {
    title: 'Service Areas',
    description: (company: string) =>
      `The Tampa Bay towns where ${company} has finished work, with the projects we built in each and what it takes to build there.`,
    eyebrow: 'Where we work',
    lead: (city: string, area: string) =>
      `From our office in ${city} we work across ${area}. Each town below links to the jobs we finished there.`,
    byTown: 'Recent work by town',
    none: (area: string) =>
      `Photos of recent jobs, town by town, are on their way. Until then, call us about work anywhere in ${area}.`,
    onMap: 'On the map',
    alsoIn: 'We also work in',
    anywhereElse: (area: string) => `anywhere else in ${area}`,
  },
  townPage: {
    title: (town: string) => `Contractor in ${town}, FL`,
    descriptionHome: (town: string, company: string, since: number) =>
      `Recent projects in ${town}, FL, by ${company}, based here since ${since}`,
    descriptionAway: (town: string, company: string, city: string) =>
      `Recent projects in ${town}, FL, by ${company} of ${city}`,
    heading: (town: string) => `Building in ${town}`,
    leadHome: (town: string) => `Recent projects in ${town}, where our office is.`,
    leadAway: (town: string, city: string) =>
      `Recent projects in ${town}, built from our office in ${city}.`,
    projects: (town: string) => `Our projects in ${town}`,
    working: (town: string) => `Working in ${town}`,
    permits: 'Permits',
    services: 'Services we have done here',
  },
} as const;
