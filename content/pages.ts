/** Each top-level page's search title and description (70-160 characters), and hero copy. */
export const pages = {
  home: {
    /** After the company name: app/page.tsx writes `<name> | <title>`. */
    title: 'Largo, FL General & Concrete Contractor',
    description:
      'Licensed Largo, FL general and concrete contractor since 1985: kitchen and bath remodels, retail buildouts, permit rescue and FEMA flood-zone rebuilding.',
  },
  services: {
    title: 'Construction & Remodeling Services',
    description:
      'Remodels, retail buildouts, permit rescue, commercial remodeling, investor partnerships and FEMA reconstruction across Pinellas County and Tampa Bay.',
    eyebrow: 'Services',
    heading: 'Our Services',
    lead: 'One licensed team for the whole job: design help, permits, concrete, carpentry, finishes and final inspection.',
  },
  projects: {
    title: 'Projects in Tampa Bay',
    description:
      'Kitchens, bathrooms, retail buildouts, restaurants and investor rehabs we have built in St. Petersburg, Tampa, Clearwater and the Gulf beaches.',
  },
  about: {
    title: 'About Our Company',
    description:
      'A Largo, FL contractor since 1985: our story, milestones, core values, leadership team, license and the 3D-printed resilient homes we build next.',
  },
  contact: {
    title: 'Contact Us for a Free Quote',
    description:
      'Request a free quote from a licensed Largo, FL contractor. Call, e-mail or send a message about your remodel, buildout, permit or flood-zone project.',
  },
  /**
   * What the service worker shows for a page it has not saved when there is no connection
   * (docs/offline.md). Never indexed, not in the sitemap.
   */
  offline: {
    title: 'No Connection',
    description:
      'No connection right now. Call or text our office, check our license, or open the pages this phone has saved.',
    eyebrow: 'Offline',
    heading: 'No connection right now',
    lead: 'This page is not saved on this phone. You can still call or text us, and the pages below open without a signal.',
    text: 'Text us',
    pagesHeading: 'Saved on this phone',
  },
};

/**
 * Concrete work has no service page of its own (the spec's route table has six), so /services/
 * names it and the home page points there. Quotes come through the contact form, whose service
 * choices are fixed: a concrete job goes under Other, which its quote button chooses.
 */
export const concreteWork = {
  id: 'concrete',
  eyebrow: 'Where we started in 1985',
  heading: 'Concrete Work',
  lead: 'Our own crews form, pour and finish every slab we build, for homes and for businesses, to the Florida Building Code and the wind and flood loads of the Gulf coast.',
  groups: [
    {
      heading: 'For your home',
      items: [
        'Lanai and pool-deck slabs, screen-enclosure footings included',
        'Driveways, walkways and parking pads',
        'Slabs and footings for additions and garages',
        'Seawall caps and dock landings',
        'Cracked or settled slabs broken out and poured again',
      ],
    },
    {
      heading: 'For your business',
      items: [
        'Building slabs and footings for new and expanded spaces',
        'Sidewalks, curbs and ADA ramps',
        'Dumpster pads and equipment pads',
        'Block walls and tie beams',
        'Slab cuts and patches for new plumbing in a tenant space',
      ],
    },
  ],
  quote:
    'Concrete quotes come through the same form as everything else, under Other: tell us roughly how big the job is, where it goes and what will sit on it.',
  quoteLabel: 'Ask for a concrete quote',
  /** Under the home page's service cards. */
  homeLine: 'Concrete too, for homes and businesses.',
  homeLink: 'See our concrete work',
};
