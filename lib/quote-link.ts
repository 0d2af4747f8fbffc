import {
  quoteForm,
  quoteFormWith,
  serviceOptions,
  serviceTable,
  type ServiceSlug,
} from '@/lib/content';

type ServiceOption = (typeof serviceOptions)[number];

/** A quote link that opens the form with `choice` chosen (`?service=`, read by the form). */
export function quoteLinkFor(choice: ServiceOption | null) {
  return choice ? quoteFormWith(choice) : quoteForm.href;
}

/**
 * A service page's quote link: the form opens with the service's choice in the service table
 * (content/service-schema.ts), by slug, as the owner may rename a page's title. Passing it to
 * quoteLinkFor is what checks that every choice there is one the function accepts.
 */
export const serviceQuoteLink = (slug: ServiceSlug) => quoteLinkFor(serviceTable[slug].formChoice);
