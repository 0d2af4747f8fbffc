/**
 * The Spanish edition (lib/locale.ts, docs/spanish.md): after `next build` has written the English
 * site to out/, builds the same app again with NEXT_PUBLIC_SITE_LOCALE=es, which next.config.mjs
 * exports under the base path /es to out-es/, then moves that into out/es/. Only the visitors'
 * pages go there: the files Next copies from public/ are already at the root (and a Spanish page
 * names its images and fonts there), the sitemap and robots.txt are the English build's (the
 * sitemap lists both trees), and the owner's pages, the customer review pages and the old
 * footer addresses are English only. With the edition off in content/company.json, nothing is
 * built and out/ has no /es/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { legacyPaths, site } from '../../lib/content';
import { fixedPages } from '../../lib/content/site-pages';
import { basePaths } from '../../lib/locale';

const out = path.resolve('out');
const built = path.resolve('out-es');
const tree = path.join(out, basePaths.es);

/** What the Spanish export holds that is not a page of the Spanish edition, relative to its root. */
const englishOnly = [
  ...readdirSync(path.resolve('public')),
  'robots.txt',
  'sitemap.xml',
  // The owner's pages and the customer's review pages (their folders), the old footer addresses.
  fixedPages.ownerContacted.path.split('/')[1]!,
  fixedPages.review.path.split('/')[1]!,
  ...legacyPaths.map((page) => page.slice(1)),
];

rmSync(built, { recursive: true, force: true });
if (!site.spanish.edition) {
  console.log('spanish: the Spanish edition is off (content/company.json): English pages only');
  process.exit(0);
}

execFileSync('npx', ['next', 'build', '--webpack'], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_PUBLIC_SITE_LOCALE: 'es' },
});
for (const name of englishOnly) rmSync(path.join(built, name), { recursive: true, force: true });
if (existsSync(tree))
  throw new Error(`spanish: ${tree} exists before the Spanish build is moved in`);
renameSync(built, tree);
console.log(`spanish: the Spanish edition is in ${path.relative(process.cwd(), tree)}/`);
