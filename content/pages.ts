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
};
