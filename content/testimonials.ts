import type { Testimonial } from './schema';

export const testimonials = [
  {
    name: 'Danielle R.',
    location: 'St. Petersburg, FL',
    content:
      'They gutted our 1958 kitchen down to the block walls, found rotted sill plates nobody else had caught, and still finished a week early. The crew cleaned up every single night.',
  },
  {
    name: 'Marco T.',
    location: 'Clearwater, FL',
    content:
      'Our boutique buildout needed a new storefront, ADA restrooms and a fire-alarm upgrade. They handled the city, the landlord and the inspections, and we opened the weekend we planned to.',
  },
  {
    name: 'Priya S.',
    location: 'Tampa, FL',
    content:
      'I bought a flood-damaged rental here while still living in Chicago, sight unseen. Weekly photo and video updates showed me every stage, and the cost came in within two percent of the estimate. Now that I live in Tampa, they are doing my own house.',
  },
] satisfies Testimonial[];
