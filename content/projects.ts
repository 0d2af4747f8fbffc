export const projectsIntro = {
  title: 'Our Projects',
  lead: 'Kitchens, baths, storefronts, restaurants and investor turnarounds from across Tampa Bay, each one permitted, inspected and finished by our own crews.',
  featuredHeading: 'Featured Project',
  gridHeading: 'Recent Work',
  featuredCta: 'Planning a restaurant, shop or office renovation?',
};
