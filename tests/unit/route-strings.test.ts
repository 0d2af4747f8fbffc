/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { areas, fixedPages, projects, services, sitePages, townPages } from '@/lib/content';

/**
 * The only files that may write a route: the door and the table of pages it uses, and the
 * contract between the site and its function, which holds the pages the function sends people to
 * (the table takes those from it).
 */
const allowed = [
  path.join('lib', 'content', 'index.ts'),
  path.join('lib', 'content', 'site-pages.ts'),
  path.join('supabase', 'functions', '_shared', 'contract.ts'),
];

/** Not the site's code: tests and their harness keep literal routes as the independent expectation. */
const skipped = new Set([
  'node_modules',
  'out',
  'public',
  'tests',
  'harness',
  'bench-results',
  'test-results',
  'playwright-report',
]);

/** The code files of the project, outside the skipped and hidden folders. */
function code(folder = '.'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || skipped.has(entry.name)) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return code(full);
    return /\.(tsx?|mjs|cjs|js)$/.test(entry.name) ? [full] : [];
  });
}

const sections = Object.values(fixedPages)
  .map((page) => page.path.split('/')[1])
  .filter(Boolean);
/** A string that starts a route under one of the fixed pages: '/contact/', `/services/${...}`. */
const sectionRoute = new RegExp(`[}'"\`]/(?:${[...new Set(sections)].join('|')})\\b`);
/** The home page's address given as a link, a path or a comparison: href="/", path === '/'. */
const homeRoute =
  /(?:\b(?:path|href|url|start_url)\s*[:=]\s*\{?|\b(?:path|href)\s*[!=]==\s*|absoluteUrl\()\s*['"`]\/(?:#[\w-]*)?['"`]/;

const writesRoute = (text: string) => sectionRoute.test(text) || homeRoute.test(text);

describe('routes', () => {
  it('are written only at the content door: every other file reads a path from it', () => {
    const writing = code().filter((file) => writesRoute(readFileSync(file, 'utf8')));
    expect(writing.filter((file) => !allowed.includes(file))).toEqual([]);
    // The table and the contract are found, so the search would see a route written anywhere
    // else, the contact function's modules included.
    expect(writing).toContain(path.join('lib', 'content', 'site-pages.ts'));
    expect(writing).toContain(path.join('supabase', 'functions', '_shared', 'contract.ts'));
  });

  it.each([
    ['a service link', 'href={`/services/${service.slug}/`}'],
    ['a page’s own path', "  path: '/about/',"],
    ['a link to a fixed page', '<ButtonLink href="/projects/">'],
    ['a route under another address', '`${siteUrl}/contact/${page}/`'],
    ['the home page as a link', '<AppLink href="/" className="flex">'],
    ['the home page in a comparison', "nav.filter((item) => item.href !== '/')"],
    ['an anchor on the home page', "absoluteUrl('/#business')"],
  ])('counts %s as writing a route', (_, line) => {
    expect(writesRoute(line)).toBe(true);
  });

  it.each([
    ['a path split', "relative.split(path.sep).join('/')"],
    ['a trailing slash added', "pathname.replace(/\\/?$/, '/')"],
    ['an image path', "absoluteUrl('/icon.svg')"],
    ['a request’s default URL', "new URL(req.url ?? '/', 'http://localhost')"],
    ['a URL without a path', "url.pathname !== '/'"],
  ])('does not count %s', (_, line) => {
    expect(writesRoute(line)).toBe(false);
  });

  it('come with each service, project and town page from the door, as the sitemap lists them', () => {
    const listed = sitePages.map((page) => page.path);
    for (const item of [...services, ...projects, ...townPages])
      expect(listed).toContain(item.path);
    expect(areas.filter((area) => area.path).map((area) => area.slug)).toEqual(
      townPages.map((area) => area.slug),
    );
  });
});
