import { company, site } from '@/lib/content';
import type { ReviewBusiness } from '@/supabase/functions/_shared/contract';

// Written once at build time to out/review/business.json (contract.ts's `reviewBusinessPath`).
export const dynamic = 'force-static';

/**
 * What the function puts in a review e-mail (the business's name and postal address, as the site
 * publishes them) and whether it may send one: only once the editor has a Google review link.
 */
export function GET() {
  const { street, city, region, postalCode } = site.address;
  const business: ReviewBusiness = {
    name: site.name,
    postalAddress: `${street}, ${city}, ${region} ${postalCode}`,
    phone: site.phone.display,
    reviewsOn: company.reviews.google !== null,
  };
  return Response.json(business);
}
