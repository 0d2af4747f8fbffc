export const projectsIntro = {
  title: 'Our Projects',
  lead: 'Kitchens, baths, storefronts, restaurants and investor turnarounds from across Tampa Bay, each one permitted, inspected and finished by our own crews.',
  featuredHeading: 'Featured Project',
  gridHeading: 'Recent Work',
  featuredCta: 'Planning a restaurant, shop or office renovation?',
  /** Shown instead of the featured project and the grid while there are no projects. */
  emptyHeading: 'New projects coming soon',
  emptyLead:
    'We are photographing our latest finished work for this page. In the meantime, we are glad to show you similar jobs in person and talk through yours.',
};
