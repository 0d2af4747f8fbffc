/**
 * Old addresses the footer once used. Each becomes a small static page that sends visitors
 * and crawlers on to the combined page, since a static host cannot answer with a 301.
 */
export const legacyRedirects = {
  'kitchen-remodels': {
    to: 'kitchen-bathroom-remodels',
    title: 'Kitchen Remodels (moved)',
    description:
      'Our kitchen remodeling page has moved. Kitchen and bathroom remodels in Largo and Pinellas County now share one page with our process and services.',
    lead: 'Kitchen remodels now share one page with bathroom remodels: same process, same crews, same permits.',
  },
  'bathroom-remodels': {
    to: 'kitchen-bathroom-remodels',
    title: 'Bathroom Remodels (moved)',
    description:
      'Our bathroom remodeling page has moved. Bathroom and kitchen remodels in Largo and Pinellas County now share one page with our process and services.',
    lead: 'Bathroom remodels now share one page with kitchen remodels: same process, same crews, same permits.',
  },
} as const;
