import type { ProjectInput } from './schema';

export const projectsIntro = {
  title: 'Our Projects',
  lead: 'Kitchens, baths, storefronts, restaurants and investor turnarounds from across Tampa Bay, each one permitted, inspected and finished by our own crews.',
  featuredHeading: 'Featured Project',
  gridHeading: 'Recent Work',
  featuredCta: 'Planning a restaurant, shop or office renovation?',
};

export const projects = [
  {
    id: 1,
    title: 'Coastal Kitchen Remodel',
    category: 'Kitchen',
    location: 'St. Petersburg',
    image: {
      src: '/images/projects/coastal-kitchen-remodel.svg',
      alt: 'White coastal kitchen with a window looking out over the water',
    },
  },
  {
    id: 2,
    title: 'Spa Bathroom Renovation',
    category: 'Bathroom',
    location: 'Clearwater',
    image: {
      src: '/images/projects/spa-bathroom-renovation.svg',
      alt: 'Spa-style bathroom with a freestanding soaking tub and large-format tile',
    },
  },
  {
    id: 3,
    title: 'Beachside Boutique Buildout',
    category: 'Retail',
    location: 'St. Pete Beach',
    image: {
      src: '/images/projects/beachside-boutique-buildout.svg',
      alt: 'Small beach boutique with clothing racks and surfboards on display',
    },
  },
  {
    id: 4,
    title: 'Restaurant Interior Renovation',
    category: 'Commercial',
    location: 'Tampa',
    featured: true,
    image: {
      src: '/images/projects/restaurant-interior-renovation.svg',
      alt: 'Warm restaurant dining room with booths, a long bar and pendant lights',
    },
  },
  {
    id: 5,
    title: 'Waterfront Rental Rehab',
    category: 'Investor',
    location: 'Treasure Island',
    image: {
      src: '/images/projects/waterfront-rental-rehab.svg',
      alt: 'Raised waterfront rental house with a dock, scaffolding on one side mid-renovation',
    },
  },
  {
    id: 6,
    title: 'Open-Concept Kitchen Addition',
    category: 'Kitchen',
    location: 'Tampa',
    image: {
      src: '/images/projects/modern-kitchen-addition.svg',
      alt: 'Open-concept kitchen with a large island and sliding glass doors to the patio',
    },
  },
  {
    id: 7,
    title: 'Accessible Bathroom Upgrade',
    category: 'Bathroom',
    location: 'St. Petersburg',
    image: {
      src: '/images/projects/accessible-bathroom-upgrade.svg',
      alt: 'Curbless roll-in shower with grab bars and a fold-down bench',
    },
  },
  {
    id: 8,
    title: 'Coffee Bar Storefront',
    category: 'Retail',
    location: 'Clearwater',
    image: {
      src: '/images/projects/coffee-bar-storefront.svg',
      alt: 'Coffee bar counter with an espresso machine and a menu board',
    },
  },
  {
    id: 9,
    title: 'Medical Office Buildout',
    category: 'Commercial',
    location: 'St. Pete Beach',
    image: {
      src: '/images/projects/medical-office-buildout.svg',
      alt: 'Medical office corridor lined with exam room doors',
    },
  },
] satisfies ProjectInput[];
