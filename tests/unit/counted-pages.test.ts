/** @jest-environment node */
import { fixedPages } from '@/lib/content/site-pages';
import { countedPaths, uncountedPaths } from '@/supabase/functions/_shared/contract';

// The weekly report names the contract's counted fixed pages even when the live sitemap cannot be
// read, and the events entry refuses the others
// (supabase/functions/_shared/delivery/site-pages.ts, routes/events.ts): the lists must be the
// site's own.
describe("the site's fixed pages in the counts", () => {
  it('are each counted or not, and nothing else', () => {
    expect([...countedPaths, ...uncountedPaths].sort()).toEqual(
      Object.values(fixedPages)
        .map((page) => page.path)
        .sort(),
    );
  });

  it("count the visitors' pages, the form's result pages among them, and not the owner's, the review pages or the offline page", () => {
    expect(countedPaths).toEqual(
      expect.arrayContaining([
        fixedPages.home.path,
        fixedPages.contact.path,
        fixedPages.thankYou.path,
        fixedPages.notSent.path,
      ]),
    );
    expect([...uncountedPaths].sort()).toEqual(
      [
        fixedPages.ownerAlerts.path,
        fixedPages.ownerContacted.path,
        fixedPages.ownerReviewCard.path,
        fixedPages.offline.path,
        fixedPages.review.path,
        fixedPages.reviewSent.path,
        fixedPages.reviewNotSent.path,
        fixedPages.reviewOptOut.path,
      ].sort(),
    );
  });
});
