import type { teamRoles } from './team-schema';

/**
 * The words the components and pages write themselves (buttons, screen-reader names, status and
 * error lines, the headings of fixed sections), grouped by component; the copy the owner edits
 * lives in the other modules. Components read it through lib/labels.ts, which picks this module or
 * its Spanish twin (content/es/labels.ts) for the edition. A line built around a number or a name
 * is a function here, so each language words its own singular and plural.
 */

const s = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The time a request kept on the phone left (the form's result line and the outbox's notice). */
const sentAt = (time: string) =>
  `Your saved request was sent at ${time}. We reply within one business day.`;

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
  siteNav: { mobileNav: 'Mobile', openMenu: 'Open menu', closeMenu: 'Close menu' },
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
  honeypot: { label: 'Leave this field empty' },
  homeHero: { services: 'Explore Our Services' },
  testimonials: {
    label: 'Client testimonials',
    carousel: 'carousel',
    slide: 'slide',
    slideOf: (n: number, total: number) => `${n} of ${total}`,
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    shown: (n: number, total: number, name: string, location: string) =>
      `Testimonial ${n} of ${total}: ${name}, ${location}`,
  },
  aboutHero: {
    since: (year: number) => `Since ${year}`,
    title: (company: string) => `About ${company}`,
    callBar: (label: string, town: string) => `${label} in ${town}:`,
  },
  credentials: { license: 'License' },
  areas: { county: (county: string) => `${county} County` },
  areaMap: { directionsIn: (directions: string, app: string) => `${directions} in ${app}` },
  townCard: { recentWork: (services: readonly string[]) => `Recent work: ${services.join(', ')}` },
  contactForm: {
    label: 'Send Us a Message',
    send: 'Send Message',
    sending: 'Sending...',
    /**
     * Each field's label, in the order the form shows the fields and the function's schema checks
     * them (tests/unit/contact-form.test.tsx holds the two together).
     */
    fieldLabels: {
      name: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number',
      service: 'Service Interested In',
      message: 'Message',
    },
    chooseService: 'Select a service',
    messagePlaceholder: "Tell us about your project: what, where, and when you'd like to start.",
    over: (over: number, limit: number) =>
      `${over} ${s(over, 'character', 'characters')} over the ${limit}-character limit`,
    remaining: (left: number) => `${left} ${s(left, 'character', 'characters')} remaining`,
    check: (fields: readonly string[]) => `Please check: ${fields.join(', ')}.`,
    errorTitle: 'Error',
    /** The spec's failure text (content/contact.ts has it for the not-sent page too). */
    failure: 'There was a problem sending your message. Please try again.',
    offline: 'You appear to be offline: check your connection, then press Send Message again.',
    tooMany: (minutes: number) =>
      `You have sent several messages in the last few minutes: please wait ${minutes} ${s(minutes, 'minute', 'minutes')} first, or call us.`,
  },
  sendStatus: {
    sent: 'Thanks! Your message is on its way; we reply within one business day.',
    photosMissing: (count: number, email: string) =>
      `${s(count, 'One photo', `${count} photos`)} did not upload: please reply to our answer with ${s(count, 'it', 'them')}, or e-mail ${email}.`,
    saved:
      'No connection. Your request is saved on this phone and will be sent when you are back online.',
    sentLater: sentAt,
    /** Followed by the phone number as a link, then a full stop. */
    failed:
      'Your message was not sent, and everything you typed is still here. Please try again, or call us at',
  },
  photoField: {
    label: 'Photos',
    optional: (max: number) => `(optional, up to ${max})`,
    hint: 'A leak, a crack, a permit notice: photos help us price the job. They are made smaller on your phone before they upload, without the location stamped in them.',
    noScript: (email: string) =>
      `Photos need JavaScript, which is off in this browser. Send your message now, then reply to our answer with your photos, or e-mail them to ${email}.`,
    chosen: 'Chosen photos',
    notAdded: (name: string, why: string) => `Not added: ${name} ${why}`,
    states: {
      preparing: 'Preparing...',
      ready: 'Ready to send',
      uploading: 'Uploading...',
      sent: 'Uploaded',
      failed: 'Did not upload',
      refused: '',
    },
    uploadOf: (name: string) => `Upload of ${name}`,
    remove: (name: string) => `Remove ${name}`,
  },
  photos: {
    tooMany: (max: number, names: readonly string[]) =>
      `You can send up to ${max} photos; ${names.join(', ')} ${s(names.length, 'was', 'were')} not added.`,
    notPrepared: 'could not be prepared on this device.',
    preparing: 'Preparing photos...',
    uploading: (count: number) => `Uploading ${s(count, 'photo', `${count} photos`)}...`,
  },
  outbox: {
    sent: sentAt,
    /** Each of these three is followed by the phone number as a link, then a full stop. */
    refused: 'Your saved request could not be sent. Please call us at',
    expired: (day: string, days: number) =>
      `A request you wrote on ${day} was never sent, and has been deleted from this phone after ${days} ${s(days, 'day', 'days')}. Please send it again, or call us at`,
    ask: (day: string) =>
      `A request you wrote on ${day} is still saved on this phone and was never sent. Send it now?`,
    close: 'Close',
    send: 'Send',
    discard: 'Discard',
  },
  formResult: { email: 'Email', projects: 'See our projects' },
  errorScreen: {
    title: 'Unexpected Application Error',
    status: (status: number) => `Status ${status}`,
    unknown: 'Unknown error',
    reference: (digest: string) => `Reference: ${digest}`,
    home: 'Return to the home page',
  },
  notFound: {
    title: 'Page not found',
    description:
      'The page you were looking for does not exist. Head back to the home page to find our services, projects and contact details.',
    heading: 'Oops! Page not found',
    home: 'Return to Home',
    pages: 'Pages on this site',
    goTo: 'Or go straight to:',
  },
  compareSlider: {
    before: 'Before',
    after: 'After',
    split: (before: number) => `Before ${before}%, after ${100 - before}%`,
    label: (pair: string) => `Before and after: ${pair}`,
  },
  projectGallery: { pair: (n: number) => `Pair ${n}` },
  featuredProject: { see: 'See this project' },
  lightbox: {
    viewer: 'Photo viewer',
    photoOf: (n: number, total: number) => `Photo ${n} of ${total}`,
    position: (n: number, total: number) => `(${n} of ${total})`,
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
  },
  projectCard: { featured: 'Featured' },
  projectFilter: {
    label: 'Filter projects by category',
    /** The button of the choice that shows every project. */
    all: 'All',
    /** `category`: none when every project is shown. */
    showing: (count: number, category?: string) =>
      `Showing ${count} ${category ? `${category} ` : ''}${s(count, 'project', 'projects')}`,
  },
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
