import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DOMParser } from 'linkedom';
import { parse, serialize } from 'parse5';

/** The export under test: out/, or OUT_DIR (the 200-project build of harness/scale-site.ts). */
export const outDir = path.resolve(process.env.OUT_DIR || 'out');

/** The exported HTML file a static host serves for a route. */
export function fileFor(route: string) {
  const decoded = decodeURIComponent(route);
  return path.join(outDir, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
}

export function readHtml(route: string) {
  return readFileSync(fileFor(route), 'utf8');
}

/**
 * HTML as a crawler without JavaScript reads it: no scripts run. parse5 (the HTML standard's
 * parser, as in browsers and jsdom) builds the tree: implied elements, lower-case attribute names
 * on HTML elements. Its serialization, already in that shape, is then held in linkedom's DOM, a
 * third of jsdom's cost a page (the 200-project build has 247 pages, read by several checks).
 * linkedom keeps an SVG attribute's casing (viewBox) while selectors lower-case attribute names,
 * so `[viewBox]` finds nothing: read such attributes with getAttribute, never assert their absence
 * through a selector.
 */
export function parseDocument(html: string) {
  return new DOMParser().parseFromString(
    serialize(parse(html)),
    'text/html',
  ) as unknown as Document;
}

const parsed = new Map<string, Document>();

/**
 * The page of a route, parsed as above once per test file (several checks read each page, and
 * the 200-project build's are many): shared, so a check that changes it changes a copy.
 */
export function readDocument(route: string) {
  let document = parsed.get(route);
  if (!document) parsed.set(route, (document = parseDocument(readHtml(route))));
  return document;
}

export function allFiles(dir = outDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full) : [full];
  });
}

/** The site's pages; the editor under admin/ is checked on its own (tests/e2e/admin.spec.ts). */
export const htmlFiles = () =>
  allFiles().filter(
    (file) => file.endsWith('.html') && !file.startsWith(path.join(outDir, 'admin')),
  );

export function jsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
}

/** Text as a reader meets it: every run of whitespace one space, none at the ends. */
export const squash = (value: string | null | undefined) =>
  (value ?? '').replace(/\s+/g, ' ').trim();

export const text = (document: Document) => squash(document.body.textContent);
