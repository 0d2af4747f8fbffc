import { quoteForm, quoteFormWith, serviceOptions, type ServiceSlug } from '@/lib/content';

type ServiceOption = (typeof serviceOptions)[number];

/**
 * The form's choice for each service page, by slug (the owner may rename a page's title). The
 * combined remodels page has none: the form keeps kitchens and bathrooms apart (the spec's eight).
 */
const formChoice: Record<ServiceSlug, ServiceOption | null> = {
  'kitchen-bathroom-remodels': null,
  'retail-buildouts': 'Retail Buildouts',
  'permit-rescue': 'Permit Rescue',
  'commercial-remodeling': 'Commercial Remodeling',
  'investor-partnerships': 'Investor Partnerships',
  'fema-reconstruction': 'Other',
};

/** A quote link that opens the form with `choice` chosen (`?service=`, read by the form). */
export function quoteLinkFor(choice: ServiceOption | null) {
  return choice ? quoteFormWith(choice) : quoteForm.href;
}

/** A service page's quote link: the form opens with that service chosen, where it has one. */
export const serviceQuoteLink = (slug: ServiceSlug) => quoteLinkFor(formChoice[slug]);
