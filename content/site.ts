import type { Hours } from './schema';

/**
 * Company details. Everything here is a placeholder meant to be replaced in this one file:
 * phone numbers are in the fictional 555-01xx range and e-mail is at example.com.
 */
export const site = {
  name: 'Coquina Coast Builders',
  legalName: 'Coquina Coast Builders, Inc.',
  shortName: 'Coquina Coast',
  /** Overridden at build time by NEXT_PUBLIC_SITE_URL (see lib/site-url.ts). */
  url: 'https://www.coquinacoast.example.com',
  description:
    'Licensed Florida general and concrete contractor in Largo since 1985: remodels, retail buildouts, permit rescue and FEMA flood-zone reconstruction.',
  blurb:
    'A licensed general and concrete contractor serving Pinellas County and Tampa Bay since 1985. We remodel homes and storefronts, rescue stuck permits and rebuild flood-zone homes to FEMA rules.',
  foundingYear: 1985,
  license: 'CGC0000000',
  phone: { display: '(727) 555-0142', e164: '+17275550142' },
  /** The satellite office line shown in the about page's call-or-text bar. */
  satellitePhone: { display: '(727) 555-0187', e164: '+17275550187' },
  email: 'office@example.com',
  address: {
    street: '1200 West Bay Drive, Suite 4',
    city: 'Largo',
    region: 'FL',
    postalCode: '33770',
    country: 'US',
  },
  geo: { latitude: 27.9168, longitude: -82.8033 },
  hours: [
    {
      label: 'Monday – Friday',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '17:00',
    },
    { label: 'Saturday', days: ['Saturday'], opens: '09:00', closes: '14:00' },
    { label: 'Sunday', days: ['Sunday'] },
  ] satisfies Hours[],
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
