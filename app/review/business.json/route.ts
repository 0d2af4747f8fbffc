import { reviewBusiness } from '@/lib/content';

// Written once at build time to out/review/business.json (the contract's `reviewBusinessPath`).
export const dynamic = 'force-static';

/** The business a review e-mail is from, for the function (lib/content's `reviewBusiness`). */
export const GET = () => Response.json(reviewBusiness());
