// Plain copy: checked once, at build, against content/copy-schema.ts (counts, icons, images).
export const hero = {
  eyebrow: 'Licensed Florida general & concrete contractor · Since 1985',
  title: 'Building Excellence. Delivering Confidence.',
  lead: 'From a kitchen in Largo to a storefront on Central Avenue to a flood-zone home that has to rise above base flood elevation, we plan it, permit it and build it right the first time.',
};

/**
 * The facts beside the hero on wide screens: what an investor checks first. The license, founding
 * year and service area come from company.json and are added where the list is shown (app/page.tsx).
 */
export const heroFacts = {
  license: 'Florida license',
  since: 'Building since',
  area: 'Working in',
  estimates: { label: 'Estimates', value: 'Free, within one business day' },
};

export const servicesIntro = {
  eyebrow: 'What we do',
  heading: 'Our Services',
  lead: 'Six lines of work, one licensed team. Every job is permitted, inspected and built to the Florida Building Code.',
};

export const whyChooseUs = {
  eyebrow: 'Why us',
  heading: 'Why Choose Us',
  lead: 'Forty years of Gulf Coast weather, inspectors and building codes have taught us what lasts.',
  items: [
    {
      icon: 'ShieldCheck',
      title: 'Licensed & insured',
      description:
        "A Florida-certified general contractor with general liability and workers' comp on every job.",
    },
    {
      icon: 'CalendarCheck',
      title: 'Building here since 1985',
      description:
        'Four decades of Pinellas permits, hurricane seasons and salt air are built into how we work.',
    },
    {
      icon: 'FileCheck',
      title: 'Permits handled for you',
      description:
        'We draw, submit and shepherd every permit and inspection, so you never stand in line at the counter.',
    },
    {
      icon: 'Layers',
      title: 'Concrete is our trade',
      description:
        'Lanai and pool-deck slabs, driveways, footings and seawall caps poured, and block walls laid, by our own crews for homes and businesses.',
    },
    {
      icon: 'MessageSquare',
      title: 'Straight answers',
      description:
        'A written scope, a fixed schedule and a weekly update with photos, whether you live next door or out of state.',
    },
    {
      icon: 'Waves',
      title: 'Flood-zone know-how',
      description:
        'Elevation certificates, the 50% rule and base flood elevation are everyday work for us, not a surprise.',
    },
  ],
};

export const testimonialsIntro = {
  eyebrow: 'Client stories',
  heading: 'What Our Clients Say',
};

export const ctaBand = {
  heading: 'Ready to build it right?',
  lead: 'Tell us about your remodel, buildout, permit problem or flood-zone rebuild. We answer every request within one business day with next steps and a free estimate.',
  primary: 'Get a Free Quote',
};
