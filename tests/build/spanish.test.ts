/**
 * The Spanish edition (docs/spanish.md): every page of the sitemap has its twin under /es/ and
 * the reverse, each pair names itself and its twin (hreflang, canonical, the sitemap's
 * alternates, the header's link), every Spanish page says it is Spanish and carries no sentence
 * of the English template or of the owner's English fields, and the 404 and offline pages exist
 * in Spanish.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as aboutEn from '@/content/about';
import * as contactEn from '@/content/contact';
import * as aboutEs from '@/content/es/about';
import * as contactEs from '@/content/es/contact';
import * as homeEs from '@/content/es/home';
import * as formLabelsEs from '@/content/es/form-labels';
import * as islandLabelsEs from '@/content/es/island-labels';
import * as labelsEs from '@/content/es/labels';
import * as pagesEs from '@/content/es/pages';
import * as privacyEs from '@/content/es/privacy';
import * as projectsEs from '@/content/es/projects';
import * as siteEs from '@/content/es/site';
import * as homeEn from '@/content/home';
import * as carouselEn from '@/content/carousel-labels';
import * as formLabelsEn from '@/content/form-labels';
import * as islandLabelsEn from '@/content/island-labels';
import * as labelsEn from '@/content/labels';
import * as pagesEn from '@/content/pages';
import * as privacyEn from '@/content/privacy';
import * as projectsEn from '@/content/projects';
import * as siteEn from '@/content/site';
import { canonicalPaths, fixedPages, site, testimonials } from '@/lib/content';
import * as carouselEs from '@/content/es/carousel-labels';
import { siteUrl } from '@/lib/content/site-url';
import { inLocale, withoutLocale } from '@/lib/locale';
import { spanishPages } from '@/pipeline/service-worker';
import {
  fileFor,
  htmlFiles,
  jsonLd,
  outDir,
  parseDocument,
  readDocument,
  readHtml,
  squash,
} from '../../harness/build/out';

const spanish = (route: string) => inLocale(route, 'es');
/** The template's copy modules, and their Spanish twins in the same order. */
const englishModules = [
  aboutEn,
  contactEn,
  homeEn,
  labelsEn,
  carouselEn,
  formLabelsEn,
  islandLabelsEn,
  pagesEn,
  privacyEn,
  projectsEn,
  siteEn,
];
const spanishModules = [
  aboutEs,
  contactEs,
  homeEs,
  labelsEs,
  carouselEs,
  formLabelsEs,
  islandLabelsEs,
  pagesEs,
  privacyEs,
  projectsEs,
  siteEs,
];
const absolute = (route: string) => `${siteUrl}${route}`;
/** A page's route from its file in out/: out/es/services/index.html is /es/services/. */
const routeOf = (file: string) =>
  `/${path.relative(outDir, file).split(path.sep).join('/')}`.replace(/index\.html$/, '');

const spanishFiles = htmlFiles().filter((file) =>
  file.startsWith(path.join(outDir, 'es') + path.sep),
);
/** The Spanish pages that are pages of the site: not the 404. */
const spanishRoutes = spanishFiles.map(routeOf).filter((route) => !route.endsWith('404.html'));

describe('every page of the sitemap', () => {
  it('has its Spanish twin under /es/, and every Spanish page an English one', () => {
    expect(spanishRoutes.length).toBeGreaterThan(10);
    for (const route of canonicalPaths) expect(spanishRoutes).toContain(spanish(route));
    // The reverse: no Spanish page without its English page (the form's result pages and the
    // offline page are twins too, outside the sitemap).
    for (const route of spanishRoutes) expect(htmlFiles()).toContain(fileFor(withoutLocale(route)));
  });

  it.each(canonicalPaths)('%s names itself and its twin, both ways, in the head', (route) => {
    for (const [own, lang] of [
      [route, 'en-US'],
      [spanish(route), 'es-US'],
    ] as const) {
      const document = readDocument(own);
      expect(document.documentElement.getAttribute('lang')).toBe(lang);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        absolute(own),
      );
      const alternates = Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      );
      expect(alternates).toEqual({
        en: absolute(route),
        es: absolute(spanish(route)),
        'x-default': absolute(route),
      });
    }
  });

  it.each(canonicalPaths)(
    '%s links its twin from the header, and the twin links it back',
    (route) => {
      const link = (own: string, lang: string) =>
        readDocument(own).querySelector(`header a[hreflang="${lang}"]`)?.getAttribute('href');
      expect(link(route, 'es')).toBe(spanish(route));
      expect(link(spanish(route), 'en')).toBe(route);
    },
  );
});

describe('the sitemap', () => {
  const sitemap = readFileSync(fileFor('/sitemap.xml'), 'utf8');
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry!)![1],
    alternates: Object.fromEntries(
      [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));

  it('lists both editions of every page, each with both as xhtml:link alternates', () => {
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      canonicalPaths.flatMap((route) => [absolute(route), absolute(spanish(route))]).sort(),
    );
    for (const entry of entries) {
      const route = withoutLocale(entry.loc!.slice(siteUrl.length));
      expect(entry.alternates).toEqual({ en: absolute(route), es: absolute(spanish(route)) });
    }
  });
});

describe('a Spanish page', () => {
  it.each(spanishRoutes)('%s is marked Spanish, for people and for search engines', (route) => {
    const document = readDocument(route);
    expect(document.documentElement.getAttribute('lang')).toBe('es-US');
    const site = jsonLd(document).find((thing) => thing['@type'] === 'WebSite');
    expect(site).toMatchObject({ inLanguage: 'es-US', url: absolute('/es/') });
    const business = jsonLd(document).find((thing) => thing['@type'] === 'GeneralContractor');
    expect(business).toMatchObject({ knowsLanguage: ['en', 'es'] });
  });

  /** Each English string of a copy module whose Spanish twin differs: a sentence, a label, a word. */
  function englishOf(en: unknown, es: unknown, found: string[] = []) {
    if (typeof en === 'string') {
      if (en !== es && !en.includes('{')) found.push(en);
    } else if (Array.isArray(en))
      en.forEach((item, i) => englishOf(item, (es as unknown[])[i], found));
    else if (en && typeof en === 'object')
      for (const [key, value] of Object.entries(en))
        englishOf(value, (es as Record<string, unknown>)[key], found);
    return found;
  }

  /** The English text of every field of the owner's files that has a Spanish twin. */
  function ownersEnglish(value: unknown, found: string[] = []): string[] {
    if (Array.isArray(value)) value.forEach((item) => ownersEnglish(item, found));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const [key, field] of Object.entries(record)) {
        const texts = `${key}Es` in record ? [field].flat() : [];
        found.push(...texts.filter((text): text is string => typeof text === 'string'));
        if (key === 'content' && record.translation) found.push(String(field));
        ownersEnglish(field, found);
      }
    }
    return found;
  }

  const contentFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? contentFiles(path.join(dir, entry.name))
        : entry.name.endsWith('.json')
          ? [path.join(dir, entry.name)]
          : [],
    );

  /** The template's words: a label of one word counts (a "Closed" left in English), whole. */
  const templateWords = englishOf(englishModules, spanishModules)
    .map(squash)
    .filter(
      (text) => text.length >= 4 && !/^[\W\d]+$/.test(text) && !/^[a-z]{2}(-[A-Z]{2})?$/.test(text),
    );
  const wholeWords = (text: string) =>
    new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');

  const english = [
    ...englishOf(englishModules, spanishModules),
    ...contentFiles('content').flatMap((file) =>
      ownersEnglish(JSON.parse(readFileSync(file, 'utf8'))),
    ),
  ]
    .map(squash)
    // A sentence or a phrase of a few words: a name (a town, a person) is no English sentence.
    .filter((text) => text.length >= 16 && text.split(' ').length >= 3);

  it('finds the English it must not show', () => {
    expect(english).toContain(squash(homeEn.hero.lead));
    expect(english).toContain('Coastal Kitchen Remodel');
  });

  it.each(spanishRoutes)('%s shows no sentence of the English template or fields', (route) => {
    // Its own copy, without the scripts (React's payload repeats the page, keys and all).
    const document = parseDocument(readHtml(route));
    for (const script of document.querySelectorAll('script, style')) script.remove();
    const shown = [
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute('content'),
      document.body.textContent,
      ...[...document.querySelectorAll('[alt], [aria-label], [title]')].flatMap((element) =>
        ['alt', 'aria-label', 'title'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ]
      .map(squash)
      .join('\n');
    expect(english.filter((text) => shown.includes(text))).toEqual([]);
    expect(templateWords.filter((text) => wholeWords(text).test(shown))).toEqual([]);
  });
});

describe('what the Spanish pages say of the office and of the customers', () => {
  const home = readDocument(spanish('/'));

  it('say "Se habla español" only when the office answers in Spanish, else to write', () => {
    const topBar = squash(home.querySelector('section')?.textContent);
    const { phone, email } = siteEs.spanishContact;
    expect(topBar).toContain(site.spanish.phone ? phone : email);
    expect(topBar).not.toContain(site.spanish.phone ? email : phone);
    // The English pages say neither.
    expect(squash(readDocument('/').body.textContent)).not.toContain(phone);
  });

  it('show a testimonial written in English as our translation, marked as one', () => {
    const quotes = [...home.querySelectorAll('blockquote p')];
    expect(quotes.length).toBe(testimonials.length);
    for (const quote of quotes) expect(quote.getAttribute('lang')).toBe('es');
    const notes = squash(home.querySelector('main')?.textContent);
    expect(notes).toContain(carouselEs.labels.testimonials.translatedFrom.en);
  });
});

describe('the Spanish edition’s own pages', () => {
  it('has a 404 page in Spanish, beside its pages, for every host to serve under /es/', () => {
    const document = readDocument('/es/404.html');
    expect(document.documentElement.getAttribute('lang')).toBe('es-US');
    expect(squash(document.body.textContent)).toContain(labelsEs.labels.notFound.heading);
  });

  it('saves its core pages and its offline page for a visitor who reads in Spanish', () => {
    const settings = JSON.parse(
      /^const settings = (\{[\s\S]*?\n\});$/m.exec(readFileSync(fileFor('/sw.js'), 'utf8'))![1]!,
    ) as { spanish: { base: string; precache: string[]; offlinePage: string } };
    expect(settings.spanish.base).toBe('/es/');
    expect(settings.spanish.offlinePage).toBe(spanish(fixedPages.offline.path));
    expect(settings.spanish.precache.slice(0, spanishPages.length)).toEqual(spanishPages);
    expect(spanishPages).toContain(spanish(fixedPages.contact.path));
    // Its own framework scripts, not the English edition's.
    expect(settings.spanish.precache.some((url) => url.startsWith('/es/_next/static/'))).toBe(true);
    expect(settings.spanish.precache.some((url) => url.startsWith('/_next/'))).toBe(false);
  });
});
