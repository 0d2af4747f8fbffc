import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import {
  areas,
  canonicalPaths,
  licenseLookup,
  projects,
  site,
  townPages,
  townPageThreshold,
  type Area,
} from '@/lib/content';
import { resolveImage } from '@/lib/read-images';
import { siteUrl } from '@/lib/content/site-url';
import { alikeShare, sharedWording } from '@/lib/text-overlap';
import { fileFor, htmlFiles, jsonLd, outDir, readDocument, squash } from '../../harness/build/out';

const sitemap = readFileSync(`${outDir}/sitemap.xml`, 'utf8');
/** Each <url> of the sitemap: its page and the photos listed with it. */
const sitemapEntries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
  loc: /<loc>(.*?)<\/loc>/.exec(body!)![1]!,
  images: [...body!.matchAll(/<image:loc>(.*?)<\/image:loc>/g)].map((m) => m[1]!),
}));
const absolute = (src: string) => (src.startsWith('https:') ? src : `${siteUrl}${src}`);

describe.each(projects.map((p) => [p.slug, p] as const))(
  'the project page of %s',
  (slug, project) => {
    const path = `/projects/${slug}/`;
    const document = readDocument(path);

    it('links every photo, in the owner’s order, to its full-size file, which exists', () => {
      const links = [...document.querySelectorAll('a[data-photo]')];
      expect(links.map((a) => a.getAttribute('href'))).toEqual(
        project.photos.map((photo) => resolveImage(photo).src),
      );
      for (const link of links) expect(existsSync(fileFor(link.getAttribute('href')!))).toBe(true);
      expect(links.map((a) => a.querySelector('img')!.getAttribute('alt'))).toEqual(
        project.photos.map((photo) => photo.alt),
      );
    });

    it('shows both photos of every before/after pair, with a range input to compare', () => {
      const pairs = project.beforeAfter ?? [];
      const inputs = [...document.querySelectorAll('input[type="range"]')];
      expect(inputs).toHaveLength(pairs.length);
      const alts = [...document.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
      for (const pair of pairs)
        expect(alts).toEqual(expect.arrayContaining([pair.before.alt, pair.after.alt]));
    });

    it('links back to its service and, when it has a page, to its town', () => {
      const hrefs = [...document.querySelectorAll('main a')].map((a) => a.getAttribute('href'));
      expect(hrefs.some((href) => /^\/services\/[\w-]+\/$/.test(href!))).toBe(true);
      const townPage = townPages.some((area) => area.slug === project.town);
      expect(hrefs.includes(`/service-areas/${project.town}/`)).toBe(townPage);
    });

    it('lists each of its photos in the sitemap as an image of this page', () => {
      const entry = sitemapEntries.find((e) => e.loc === `${siteUrl}${path}`);
      const photos = [
        ...project.photos,
        ...(project.beforeAfter ?? []).flatMap((pair) => [pair.before, pair.after]),
      ].map((image) => absolute(image.src));
      expect(entry?.images.sort()).toEqual([...new Set(photos)].sort());
    });

    it('describes its photos as ImageObjects (no ratings, no invented types)', () => {
      const data = jsonLd(document);
      const types = data.map((thing) => thing['@type']);
      expect([...new Set(types)].sort()).toEqual(
        ['BreadcrumbList', 'GeneralContractor', 'ImageObject']
          .filter((t) => types.includes(t))
          .sort(),
      );
      expect(JSON.stringify(data)).not.toMatch(/aggregateRating|"review"/i);
      for (const image of data.filter((thing) => thing['@type'] === 'ImageObject'))
        expect(image).toMatchObject({
          contentUrl: expect.stringMatching(/^https?:\/\/[^/]+\/images\//),
          creditText: expect.any(String),
        });
    });

    it('has a 1200 x 630 PNG preview made from its first photo', async () => {
      const meta = await sharp(fileFor(`/og/projects/${slug}.png`)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    });
  },
);

describe('project cards', () => {
  it('link each category’s newest six from /projects/, and the featured one twice', () => {
    const hrefs = [...readDocument('/projects/').querySelectorAll('a')].map((a) =>
      a.getAttribute('href'),
    );
    const newest = projects.filter(
      (p) => projects.filter((q) => q.category === p.category).indexOf(p) < 6 || p.featured,
    );
    for (const project of newest) expect(hrefs).toContain(`/projects/${project.slug}/`);
    const featured = projects.find((p) => p.featured)!;
    expect(hrefs.filter((h) => h === `/projects/${featured.slug}/`)).toHaveLength(2);
  });
});

describe('town pages', () => {
  const townPaths = (paths: string[]) =>
    paths.filter((p) => p.startsWith('/service-areas/') && p !== '/service-areas/');

  it(`exist exactly for the towns with ${townPageThreshold} or more projects, or one in the office's, and are in the sitemap`, () => {
    const needed = (a: Area) => (a.town === site.address.city ? 1 : townPageThreshold);
    const earned = areas
      .filter((a) => projects.filter((p) => p.town === a.slug).length >= needed(a))
      .map((a) => `/service-areas/${a.slug}/`);
    expect(earned.length).toBeGreaterThanOrEqual(2);
    expect(townPaths(canonicalPaths).sort()).toEqual(earned.sort());
    for (const path of earned) {
      expect(existsSync(fileFor(path))).toBe(true);
      expect(sitemap).toContain(`<loc>${siteUrl}${path}</loc>`);
    }
  });

  it('have no page, no sitemap entry and no link for a town below the threshold', () => {
    const below = areas.filter((a) => !townPages.some((t) => t.slug === a.slug));
    expect(below.length).toBeGreaterThanOrEqual(1);
    const allHtml = htmlFiles()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const area of below) {
      expect(existsSync(fileFor(`/service-areas/${area.slug}/`))).toBe(false);
      expect(sitemap).not.toContain(`/service-areas/${area.slug}/`);
      expect(allHtml).not.toContain(`href="/service-areas/${area.slug}/"`);
    }
  });

  it('are listed on /service-areas/', () => {
    const hrefs = [...readDocument('/service-areas/').querySelectorAll('main a')].map((a) =>
      a.getAttribute('href'),
    );
    for (const area of townPages) expect(hrefs).toContain(`/service-areas/${area.slug}/`);
  });

  it('lead on /service-areas/ with a photo of the newest job in each town', () => {
    const page = readDocument('/service-areas/');
    for (const area of townPages) {
      const card = page
        .querySelector(`main a[href="/service-areas/${area.slug}/"]`)!
        .closest('article')!;
      const newest = projects.find((p) => p.town === area.slug)!;
      expect([area.slug, card.querySelector('img')?.getAttribute('alt')]).toEqual([
        area.slug,
        resolveImage(newest.photos[0]!).alt,
      ]);
    }
  });

  it('read as a contractor writes: recent work by town, the other towns named, no counts or rules', () => {
    const page = readDocument('/service-areas/');
    const below = areas.filter((a) => !townPages.some((t) => t.slug === a.slug));
    const also = squash(page.querySelector('#also-heading')!.closest('section')!.textContent);
    for (const area of below) expect(also).toContain(area.town);
    for (const area of townPages) {
      const card = page.querySelector(`main a[href="/service-areas/${area.slug}/"]`)!;
      const categories = new Set(
        projects.filter((p) => p.town === area.slug).map((p) => p.category),
      );
      expect(squash(card.closest('article')!.textContent)).toContain(
        `Recent work: ${[...categories].join(', ')}`,
      );
      const town = squash(readDocument(`/service-areas/${area.slug}/`).body.textContent);
      expect(town).toContain(`Recent projects in ${area.town}`);
      // A count of a town's jobs reads as the company's total, beside "800+ completed projects".
      expect(town).not.toMatch(/\d+ finished projects?/);
    }
    expect(squash(page.body.textContent)).not.toMatch(/\d+ finished projects?|once we have/);
  });

  it('do not share most of their text with each other', () => {
    // The page's own content: the main element without the site-wide call to action at its end.
    const mainText = (path: string) => {
      const main = readDocument(path).querySelector('main')!.cloneNode(true) as Element;
      main.querySelectorAll('script').forEach((s) => s.remove());
      return squash(main.textContent);
    };
    const pages = townPages.map((a) => [a.slug, mainText(`/service-areas/${a.slug}/`)] as const);
    const alike = pages.flatMap(([a, textA], i) =>
      pages
        .slice(0, i)
        .map(([b, textB]) => [`${a} ~ ${b}`, sharedWording(textA, textB)] as const)
        .filter(([, share]) => share > alikeShare),
    );
    expect(alike).toEqual([]);
  });
});

describe('the license', () => {
  it('links to the state’s public lookup beside the number, in the top bar and the footer, on every page', () => {
    for (const file of htmlFiles()) {
      const html = readFileSync(file, 'utf8');
      const links = html.split(`href="${licenseLookup.href.replace(/&/g, '&amp;')}"`).length - 1;
      expect([file, links]).toEqual([file, 2]);
    }
    const document = readDocument('/');
    const link = [...document.querySelectorAll(`a[href^="https://www.myfloridalicense.com/"]`)][0]!;
    expect(squash(link.textContent)).toBe(licenseLookup.label);
    expect(squash(link.parentElement!.textContent)).toContain('Florida License #');
  });
});
