/**
 * What stays in code beside the company's facts in content/company.json: the default site URL
 * (NEXT_PUBLIC_SITE_URL overrides it at build, lib/content/site-url.ts), the brand colours and
 * the navigation. The door (lib/content/) joins these with company.json into `site`.
 */
export const siteDefaults = {
  url: 'https://www.coquinacoast.example.com',
  colors: { ink: '#0f1e2e', orange: '#c2410c', concrete: '#f4f2ef' },
} as const;

/** The header's links, by page (lib/content/site-pages.ts): each is shown under its page's name. */
export const nav = ['home', 'services', 'projects', 'about'] as const;

/**
 * Florida's public license lookup (DBPR), beside the license number in the top bar and footer:
 * the state asks homeowners to verify a contractor's license there (docs/decisions.md).
 */
export const licenseLookup = {
  href: 'https://www.myfloridalicense.com/wl11.asp?mode=0&SID=',
  label: 'Verify this license with the Florida DBPR',
} as const;

/** The contact page, listed after the navigation links (in the header, as its call-to-action button). */
export const contactLink = { label: 'Contact Us' } as const;

/**
 * Where every quote and consultation button goes: the form itself, not the top of the contact
 * page (on a phone the form sits below the banner, the details and the hours). The id is the
 * form's section on app/contact/page.tsx; the sticky header is cleared by `scroll-padding-top`.
 */
export const quoteForm = { id: 'send-message' } as const;

/** What the contact form keeps and for how long: linked from the footer and beside the form. */
export const privacyLink = {
  label: 'Privacy',
  /** Beside the form, before the link. */
  formNote: 'What we keep of your message, for how long, and how to have it deleted:',
  formLabel: 'our privacy page',
} as const;

/**
 * The visitors' pages as the navigation, the footer and the breadcrumbs name them (the table of
 * pages, lib/content/site-pages.ts, has their addresses and the editor's names).
 */
export const pageNames = {
  home: 'Home',
  services: 'Services',
  projects: 'Projects',
  serviceAreas: 'Service Areas',
  about: 'About',
  contact: 'Contact',
  privacy: 'Privacy',
};

/**
 * What the Spanish pages say about reaching the office in Spanish (content/company.json's
 * `spanish.phone` picks one): the phone is answered in Spanish, or a message in Spanish is
 * answered by e-mail. The English pages say neither; this module's copy is the Spanish one's shape.
 */
export const spanishContact = {
  phone: 'Se habla español',
  email: 'Escríbanos en español: le respondemos por correo electrónico.',
};
