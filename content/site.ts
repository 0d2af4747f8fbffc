import { loadCompany } from '@/lib/content-loader';

/**
 * The company's facts from content/company.json (name, phones, e-mail, address, hours, license,
 * service area: all placeholders, phones in the fictional 555-01xx range, e-mail at example.com),
 * checked at build, with what stays in code: the default site URL and the brand colours.
 */
export const site = {
  ...loadCompany(),
  /** Overridden at build time by NEXT_PUBLIC_SITE_URL (see lib/site-url.ts). */
  url: 'https://www.coquinacoast.example.com',
  colors: { ink: '#0f1e2e', orange: '#c2410c', concrete: '#f4f2ef' },
} as const;

export const nav = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services/' },
  { label: 'Projects', href: '/projects/' },
  { label: 'About', href: '/about/' },
] as const;

/** The contact page, listed after the navigation links (in the header, as its call-to-action button). */
export const contactLink = { label: 'Contact Us', href: '/contact/' } as const;
