/**
 * What holds over any amount of content, from none to hundreds: every page the content names
 * exists and no other, nothing of the empty routes' placeholder is left, every internal link on
 * every page reaches a file, and the sections that list content appear only with content to
 * list. `npm run test:scale` runs it over builds with no projects and no testimonials, with one
 * project, and with 200.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  canonicalPaths,
  featuredProject,
  placeholderSlug,
  projects,
  site,
  testimonials,
  townPages,
} from '@/lib/content';
import { inLocale } from '@/lib/locale';
import { fileFor, htmlFiles, jsonLd, outDir, readDocument } from '../../harness/build/out';

const pagesUnder = (route: string) =>
  readdirSync(path.join(outDir, route), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(path.join(outDir, route, entry.name, 'index.html')),
    )
    .map((entry) => entry.name)
    .sort();

describe('the export at any size of content', () => {
  it('has a page for each project and each town with a page, and no other', () => {
    expect(pagesUnder('projects')).toEqual(projects.map((p) => p.slug).sort());
    expect(pagesUnder('service-areas')).toEqual(townPages.map((a) => a.slug).sort());
  });

  it('keeps nothing of the placeholder an empty route builds', () => {
    for (const route of ['projects', 'service-areas'])
      expect(existsSync(path.join(outDir, route, placeholderSlug))).toBe(false);
    const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain(placeholderSlug);
    for (const file of htmlFiles())
      expect(readFileSync(file, 'utf8')).not.toContain(`/${placeholderSlug}/`);
  });

  it('links, on every page, only to files the export has', () => {
    const missing = htmlFiles().flatMap((file) => {
      const hrefs = [...readFileSync(file, 'utf8').matchAll(/href="(\/[^"#?]*)/g)].map(
        (m) => m[1]!,
      );
      return hrefs
        .filter((href) => !existsSync(fileFor(href)))
        .map((href) => `${path.relative(outDir, file)} -> ${href}`);
    });
    expect(missing).toEqual([]);
  });

  it('has each page’s Spanish twin while the Spanish edition is on, and no trace of it while off', () => {
    for (const route of canonicalPaths) {
      const twin = inLocale(route, 'es');
      expect(existsSync(fileFor(twin))).toBe(site.spanish.edition);
      const alternates = readDocument(route).querySelectorAll('link[rel="alternate"][hreflang]');
      expect(alternates.length).toBe(site.spanish.edition ? 3 : 0);
      expect(readDocument(route).querySelector('header a[hreflang="es"]') !== null).toBe(
        site.spanish.edition,
      );
    }
    expect(existsSync(path.join(outDir, 'es'))).toBe(site.spanish.edition);
    const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap.includes('xhtml:link')).toBe(site.spanish.edition);
  });

  it('builds every canonical route, each with JSON-LD that parses', () => {
    for (const route of canonicalPaths) {
      expect(existsSync(fileFor(route))).toBe(true);
      expect(jsonLd(readDocument(route)).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('shows the testimonials section only with testimonials', () => {
    const home = readDocument('/');
    expect(home.getElementById('testimonials-heading') !== null).toBe(testimonials.length > 0);
    expect(home.querySelector('[aria-label="Client testimonials"]') !== null).toBe(
      testimonials.length > 0,
    );
  });

  it('shows a featured project and project cards only with projects', () => {
    const index = readDocument('/projects/');
    expect(index.getElementById('featured-heading') !== null).toBe(featuredProject !== undefined);
    const cardLinks = [...index.querySelectorAll('main a[href^="/projects/"]')].filter(
      (a) => a.getAttribute('href') !== '/projects/',
    );
    expect(cardLinks.length > 0).toBe(projects.length > 0);
    expect(index.querySelector('main h1')).not.toBeNull();
  });
});
