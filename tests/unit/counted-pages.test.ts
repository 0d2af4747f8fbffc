/** @jest-environment node */
import { fixedPages } from '@/lib/content/site-pages';
import { fixedSitePaths } from '@/supabase/functions/_shared/contract';

// The weekly report names the contract's fixed pages even when the live sitemap cannot be read
// (supabase/functions/_shared/delivery/site-pages.ts): the list must be the site's own.
it("lists exactly the paths of the site's fixed pages", () => {
  expect([...fixedSitePaths].sort()).toEqual(
    Object.values(fixedPages)
      .map((page) => page.path)
      .sort(),
  );
});
