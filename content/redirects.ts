/**
 * Old addresses the footer once used. Each becomes a small static page that sends visitors
 * and crawlers on to the combined page, since a static host cannot answer with a 301.
 */
export const legacyRedirects = {
  'kitchen-remodels': 'kitchen-bathroom-remodels',
  'bathroom-remodels': 'kitchen-bathroom-remodels',
} as const;
