import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { canonicalPaths, fixedPages, projects } from '@/lib/content';
import { filterContract } from '@/lib/filter-contract';
import { compileHint, scriptsLoadedAfterPaint } from '@/pipeline/load-after-paint';
import { routes } from '../fixtures/routes';
import { inLocale, withoutLocale } from '@/lib/locale';
import { fileFor, readDocument } from '../../harness/build/out';

const KB = 1024;
const budgets = {
  sharedJs: 145 * KB,
  routeJs: 8 * KB,
  // 26 KB since the Spanish edition: the form reads its words and checks from its edition's modules.
  contactJs: 26 * KB,
  // The owner's phone-alert page: its push setup and list of devices, opened by the owner alone.
  ownerAlertsJs: 10 * KB,
  css: 12 * KB,
  html: 35 * KB,
  inlineJs: 1.5 * KB,
  // The offline cache's code and its two lists of saved files, one per edition (docs/spanish.md).
  serviceWorker: 7 * KB,
};

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const gzText = (text: string) => gzipSync(text, { level: 9 }).length;

/**
 * The inline scripts the build adds, which run as the page loads: the script loader on every
 * page, the filter's event contract where the filter is. Next's own inline scripts only carry the
 * page's payload, counted with the HTML.
 */
const addedInlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .filter((code) => !/^\(?self\.__next_f/.test(code));
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Every page a visitor may open: the sitemap's routes, then the fixed pages it leaves out (the
 * form's result pages, the owner's pages, the review pages, the offline page).
 */
const englishPaths = [
  ...routes.map(({ path }) => path),
  ...Object.values(fixedPages)
    .map((page) => page.path)
    .filter((path) => !canonicalPaths.includes(path)),
];
/** The Spanish edition's twin of each (pipeline/steps/spanish.ts), in the same order. */
const spanishPaths = englishPaths
  .map((path) => inLocale(path, 'es'))
  .filter((path) => existsSync(fileFor(path)));
const everyPath = [...englishPaths, ...spanishPaths];

/**
 * What a modern browser downloads for each page, read from the exported HTML: script tags and
 * the scripts the page loads after its first paint.
 */
const pages = everyPath.map((path) => {
  const document = readDocument(path);
  const scripts = [
    ...[...document.querySelectorAll('script[src]')]
      .filter((s) => !s.hasAttribute('nomodule'))
      .map((s) => s.getAttribute('src')!),
    ...scriptsLoadedAfterPaint(readFileSync(fileFor(path), 'utf8')),
  ];
  const styles = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) =>
    l.getAttribute('href')!,
  );
  const inline = addedInlineScripts(readFileSync(fileFor(path), 'utf8'));
  return { path, scripts, styles, html: gz(fileFor(path)), inline };
});

// The framework's scripts: those every sitemap route of an edition loads (each edition is a
// build of its own, with its own copy of them).
const sharedOf = (routePages: typeof pages) =>
  routePages[0]!.scripts.filter((src) => routePages.every((page) => page.scripts.includes(src)));
const sharedEnglish = sharedOf(pages.slice(0, routes.length));
const spanishStart = englishPaths.length;
const sharedSpanish = spanishPaths.length
  ? sharedOf(pages.slice(spanishStart, spanishStart + routes.length))
  : [];
const shared = [...sharedEnglish, ...sharedSpanish];
const sizeOf = (srcs: string[]) => srcs.reduce((sum, src) => sum + gz(fileFor(src)), 0);

describe('byte budgets (gzipped)', () => {
  it(`the framework JS every route of each edition shares stays within ${kb(budgets.sharedJs)}`, () => {
    // Found at all: a budget over an empty list would pass whatever the pages load. The Spanish
    // edition is checked whenever the build has it (the template's has).
    expect(sharedEnglish.length).toBeGreaterThanOrEqual(3);
    expect(spanishPaths.length === 0 || sharedSpanish.length >= 3).toBe(true);
    for (const edition of [sharedEnglish, sharedSpanish].filter((list) => list.length)) {
      const size = sizeOf(edition);
      expect(`shared JS ${kb(size)} (${edition.join(', ')})`).toBe(
        size <= budgets.sharedJs
          ? `shared JS ${kb(size)} (${edition.join(', ')})`
          : `within ${kb(budgets.sharedJs)}`,
      );
    }
  });

  it.each(pages)(
    '$path: its own JS, CSS and HTML stay within budget',
    ({ path, scripts, styles, html }) => {
      const own = scripts.filter((src) => !shared.includes(src));
      const limit =
        withoutLocale(path) === fixedPages.contact.path
          ? budgets.contactJs
          : path === fixedPages.ownerAlerts.path
            ? budgets.ownerAlertsJs
            : budgets.routeJs;
      const over: string[] = [];
      const js = sizeOf(own);
      if (js > limit)
        over.push(
          `${path}: route JS ${kb(js)} > ${kb(limit)}: ${own.map((src) => `${src} ${kb(gz(fileFor(src)))}`).join(', ')}`,
        );
      for (const href of styles) {
        const css = gz(fileFor(href));
        if (css > budgets.css) over.push(`${path}: CSS ${href} ${kb(css)} > ${kb(budgets.css)}`);
      }
      if (html > budgets.html) over.push(`${path}: HTML ${kb(html)} > ${kb(budgets.html)}`);
      expect(over).toEqual([]);
    },
  );

  it(`the inline scripts the build adds stay within ${kb(budgets.inlineJs)} on every route`, () => {
    // The loader everywhere, and the filter's contract exactly where the filter is (the projects
    // index, when there are projects to filter). The worker registers from the layout's island.
    const filtered = (path: string) => withoutLocale(path) === '/projects/' && projects.length > 0;
    expect(
      pages.map(({ path, inline }) => [path, inline.length, inline.includes(filterContract)]),
    ).toEqual(pages.map(({ path }) => [path, filtered(path) ? 2 : 1, filtered(path)]));
    const over = pages
      .map(({ path, inline }) => ({ path, size: gzText(inline.join('')) }))
      .filter(({ size }) => size > budgets.inlineJs)
      .map(({ path, size }) => `${path}: inline JS ${kb(size)} > ${kb(budgets.inlineJs)}`);
    expect(over).toEqual([]);
  });

  it(`the service worker (out/sw.js) stays within ${kb(budgets.serviceWorker)}`, () => {
    const size = gz(fileFor('/sw.js'));
    expect(`sw.js ${kb(size)}`).toBe(
      size <= budgets.serviceWorker ? `sw.js ${kb(size)}` : `within ${kb(budgets.serviceWorker)}`,
    );
  });

  it('sonner and zod load only on the contact page', () => {
    for (const page of pages.filter((p) => withoutLocale(p.path) !== '/contact/')) {
      const code = page.scripts.map((src) => readFileSync(fileFor(src), 'utf8')).join('\n');
      expect(code).not.toContain('data-sonner-toaster');
      expect(code).not.toMatch(
        /\$Zod[A-Z]|Please enter a valid e-mail address|escriba un correo electrónico válido/,
      );
    }
  });
});

describe('main-thread work at hydration', () => {
  it("every script a route runs as it loads starts with V8's compile hint", () => {
    const scripts = [...new Set(pages.flatMap((page) => page.scripts))];
    expect(scripts.length).toBeGreaterThanOrEqual(5);
    const unhinted = scripts.filter(
      (src) => !readFileSync(fileFor(src), 'utf8').startsWith(compileHint),
    );
    expect(unhinted).toEqual([]);
  });

  it('the noModule polyfills, which a modern browser never runs, have no hint', () => {
    const polyfills = readDocument('/').querySelector('script[nomodule]')!.getAttribute('src')!;
    expect(readFileSync(fileFor(polyfills), 'utf8').startsWith(compileHint)).toBe(false);
  });
});

afterAll(() => {
  const rows = pages.map(({ path, scripts, styles, html, inline }) => ({
    route: path,
    'route JS': kb(sizeOf(scripts.filter((src) => !shared.includes(src)))),
    CSS: kb(styles.reduce((sum, href) => sum + gz(fileFor(href)), 0)),
    HTML: kb(html),
    'inline JS': kb(gzText(inline.join(''))),
  }));
  console.log(
    `shared JS: ${kb(sizeOf(sharedEnglish))}, Spanish edition ${kb(sizeOf(sharedSpanish))}\n${rows.map((r) => Object.values(r).join('  ')).join('\n')}`,
  );
});
