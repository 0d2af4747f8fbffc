import { existsSync, readFileSync } from 'node:fs';
import { story } from '@/content/about';
import { ctaBand } from '@/content/home';
import { siteDefaults } from '@/content/site';
import { canonicalPaths, fixedPages, quoteForm, site } from '@/lib/content';
import { hours, projects, services, team, testimonials, townPages } from '@/lib/content';
import { formatHours } from '@/lib/hours';
import { siteUrl } from '@/lib/content/site-url';
import { inLocale } from '@/lib/locale';
import { legacyPaths, routes } from '../fixtures/routes';
import { allFiles, fileFor, readDocument, readHtml, text } from '../../harness/build/out';

const fema = services.find((s) => s.slug === 'fema-reconstruction')!;

/** Key content each route must carry in its HTML, readable with no JavaScript. */
const keyContent: Record<string, string[]> = {
  '/': [...services.map((s) => s.title), ...testimonials.map((t) => t.content)],
  '/services/': services.flatMap((s) => [s.title, s.headline, s.description]),
  // Each category's newest six (app/projects/page.tsx): every project today.
  '/projects/': projects
    .filter((p) => projects.filter((q) => q.category === p.category).indexOf(p) < 6 || p.featured)
    .map((p) => p.title),
  '/about/': [
    ...story.milestones.flatMap((m) => [m.year, m.description]),
    ...team.members.flatMap((m) => [m.name, m.role]),
    'reduce HVAC demand by over 80%',
    '15+',
    '800+',
    '95%',
    site.license,
    site.satellitePhone.display,
    'Call or text to book an appointment with us!',
  ],
  '/contact/': [
    site.phone.display,
    site.email,
    ...hours.map((h) => `${h.label}${formatHours(h)}`),
    'Get directions',
    'Towns we work in',
  ],
  [`/services/${fema.slug}/`]: [
    'The Problem We Solve',
    'Our FEMA Reconstruction Expertise',
    'Why This Matters',
    'Get a Consultation',
    '50%',
  ],
};

describe.each(routes)('crawler view of $path', ({ path, h1, headings }) => {
  const document = readDocument(path);
  const body = text(document);

  it('has exactly one h1 and every section heading', () => {
    const h1s = [...document.querySelectorAll('h1')];
    expect(h1s.map((h) => h.textContent)).toEqual([h1]);
    const all = [...document.querySelectorAll('h2, h3, h4')].map((h) => h.textContent?.trim());
    for (const heading of headings) expect(all).toContain(heading);
  });

  it('ends with the quote band, except on contact, where the form is the call to action', () => {
    const band = document.querySelector('main')?.lastElementChild;
    if (path === '/contact/') return expect(document.querySelector('#cta-heading')).toBeNull();
    expect(band?.querySelector('#cta-heading')?.textContent).toBe(ctaBand.heading);
    expect(band?.querySelector(`a[href="${quoteForm.href}"]`)?.textContent).toBe(ctaBand.primary);
  });

  it('never skips a heading level', () => {
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
      Number(h.tagName[1]),
    );
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
  });

  it('carries its key content in the HTML', () => {
    for (const expected of keyContent[path] ?? []) expect(body).toContain(expected);
    expect(body).toContain(site.address.street);
    expect(body).toContain(`Florida License #${site.license}`);
  });

  it('gives every image alt text and intrinsic dimensions', () => {
    for (const img of document.querySelectorAll('main img')) {
      expect(img.getAttribute('alt')?.length).toBeGreaterThan(8);
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
    }
  });

  it('names every link so it makes sense out of context', () => {
    for (const link of document.querySelectorAll('a')) {
      // As a screen reader names it: its text, and the alt text of a photo inside it.
      const alts = [...link.querySelectorAll('img')].map((img) => img.getAttribute('alt') ?? '');
      const name = (link.getAttribute('aria-label') ?? [link.textContent, ...alts].join(' '))
        .replace(/\s+/g, ' ')
        .trim();
      expect(name).not.toMatch(/^(learn more|read more|click here|more|here)$/i);
      expect(name.length).toBeGreaterThan(1);
    }
  });

  it('uses trailing-slash internal links only (a quote link may name its service), or a photo’s full-size file', () => {
    for (const link of document.querySelectorAll('a[href^="/"]')) {
      expect(link.getAttribute('href')).toMatch(
        /(\/(\?service=[\w%]+)?(#[\w-]+)?|^\/images\/[\w\-./]+\.(svg|png|jpe?g|webp|avif))$/,
      );
    }
  });

  it('has a title, description, canonical, Open Graph and Twitter tags', () => {
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.title.length).toBeGreaterThan(10);
    expect(meta('meta[name="description"]')!.length).toBeGreaterThanOrEqual(70);
    expect(meta('meta[name="description"]')!.length).toBeLessThanOrEqual(160);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${siteUrl}${path}`,
    );
    expect(meta('meta[property="og:url"]')).toBe(`${siteUrl}${path}`);
    expect(meta('meta[property="og:title"]')).toBeTruthy();
    expect(meta('meta[property="og:description"]')).toBe(meta('meta[name="description"]'));
    expect(meta('meta[property="og:locale"]')).toBe('en_US');
    // A project shows its own first photo; every other page the site's card.
    const project = /^\/projects\/([\w-]+)\/$/.exec(path)?.[1];
    const card = project ? `/og/projects/${project}.png` : '/og/default.png';
    expect(meta('meta[property="og:image"]')).toBe(`${siteUrl}${card}`);
    expect(existsSync(fileFor(card))).toBe(true);
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[property="og:image:height"]')).toBe('630');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:image"]')).toBe(`${siteUrl}${card}`);
    expect(meta('meta[name="robots"]') ?? '').not.toMatch(/noindex/);
  });

  it('links the icons and the web manifest', () => {
    expect(document.querySelector('link[rel="icon"][href^="/favicon.ico"]')).not.toBeNull();
    expect(document.querySelector('link[rel="icon"][type="image/svg+xml"]')).not.toBeNull();
    expect(document.querySelector('link[rel="apple-touch-icon"]')).not.toBeNull();
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
  });
});

describe('across routes', () => {
  const documents = routes.map(({ path }) => readDocument(path));

  it('every title and description is unique', () => {
    const titles = documents.map((d) => d.title);
    const descriptions = documents.map((d) =>
      d.querySelector('meta[name="description"]')?.getAttribute('content'),
    );
    expect(new Set(titles).size).toBe(routes.length);
    expect(new Set(descriptions).size).toBe(routes.length);
  });

  it('inner pages use the "%s | Company" title template and home has its own', () => {
    documents.slice(1).forEach((d) => expect(d.title).toMatch(new RegExp(` \\| ${site.name}$`)));
    expect(documents[0]!.title).toBe(`${site.name} | Largo, FL General & Concrete Contractor`);
  });
});

describe('search snippets and titles', () => {
  const description = (path: string) =>
    readDocument(path).querySelector('meta[name="description"]')!.getAttribute('content')!;

  it('lead with what was built, where, when and by whom on project pages, never cut off', () => {
    for (const p of projects) {
      const text = description(`/projects/${p.slug}/`);
      expect(
        text.startsWith(`${p.title} in ${p.location}, FL, finished ${p.year} by ${site.name}`),
      ).toBe(true);
      expect(text).toMatch(/[^…]\.$/);
    }
  });

  it('lead with the town and the company on town pages, never cut off', () => {
    for (const area of townPages) {
      const text = description(`/service-areas/${area.slug}/`);
      expect(text.startsWith(`Recent projects in ${area.town}, FL, by ${site.name}`)).toBe(true);
      // The newest job's title as it is written: a name, not lower-cased into the sentence.
      expect(text).toContain(projects.find((p) => p.town === area.slug)!.title);
      expect(text).toMatch(/[^…]\.$/);
    }
  });

  it('name the place beside the service in every service page title', () => {
    const places = [site.serviceArea, `${site.address.city}, ${site.address.region}`];
    const titles = services.map((s) => readDocument(`/services/${s.slug}/`).title);
    const place = places.find((where) =>
      titles[0]!.startsWith(`${services[0]!.title} in ${where} |`),
    );
    expect(place).toBeDefined();
    services.forEach((s, i) => expect(titles[i]).toBe(`${s.title} in ${place} | ${site.name}`));
  });
});

describe('the public origin', () => {
  it('comes from NEXT_PUBLIC_SITE_URL when the build sets it, not the default in content', () => {
    // harness/build/env.ts: the setting out/ was built with (the test build sets another origin).
    expect(site.url).toBe(siteUrl);
    expect(siteUrl).toBe((process.env.NEXT_PUBLIC_SITE_URL || siteDefaults.url).replace(/\/$/, ''));
    if (siteUrl === siteDefaults.url) return; // built for the default origin: none to leak
    const defaultHost = new URL(siteDefaults.url).host;
    const leaks = allFiles()
      .filter((file) => /\.(html|txt|xml|json|webmanifest)$/.test(file))
      .filter((file) => readFileSync(file, 'utf8').includes(defaultHost));
    expect(leaks).toEqual([]);
  });
});

/**
 * The fixed pages no search should show: the form's and the review words' result pages, the
 * owner's pages, the review pages (their address may carry an e-mail's token) and the offline page.
 */
const unlistedPages = Object.values(fixedPages).filter(
  (page) => !canonicalPaths.includes(page.path),
);

describe('pages kept out of the index', () => {
  it.each([...legacyPaths, '/404.html', ...unlistedPages.map((page) => page.path)])(
    '%s carries one robots tag, with noindex',
    (path) => {
      const tags = [...readHtml(path).matchAll(/<meta name="robots" content="([^"]*)"\/>/g)];
      expect(tags.map(([, content]) => content)).toEqual([expect.stringMatching(/^noindex\b/)]);
    },
  );

  it('leaves every fixed page out of the sitemap but those it lists, the review pages among them', () => {
    expect(unlistedPages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        fixedPages.review.path,
        fixedPages.reviewSent.path,
        fixedPages.reviewNotSent.path,
        fixedPages.reviewOptOut.path,
      ]),
    );
    const listed = [
      ...readFileSync(fileFor('/sitemap.xml'), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g),
    ].map(([, url]) => new URL(url!).pathname);
    // Each page and its Spanish twin (tests/build/spanish.test.ts checks the pairs).
    expect(listed.length).toBe(canonicalPaths.length * (site.spanish.edition ? 2 : 1));
    for (const page of unlistedPages) {
      expect(listed).not.toContain(page.path);
      expect(listed).not.toContain(inLocale(page.path, 'es'));
    }
  });
});
