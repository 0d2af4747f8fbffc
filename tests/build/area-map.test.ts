import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { areas, site, townPages } from '@/lib/content';
import { htmlFiles, readDocument, readHtml } from '../../harness/build/out';

const KB = 1024;
/** The map's markup, gzipped as a host sends it: the budget for the whole figure. */
const mapBudget = 15 * KB;

const address = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;

describe.each(['/contact/', '/service-areas/'])('the service-area map on %s', (route) => {
  const document = readDocument(route);
  const svg = document.querySelector('svg[data-map="service-area"]')!;
  const figure = svg?.closest('figure');

  it('is drawn into the HTML: county outlines, the office and one dot per town', () => {
    expect(svg).not.toBeNull();
    expect(svg.querySelectorAll('path').length).toBeGreaterThanOrEqual(2);
    expect(svg.querySelectorAll('path[d]')[0]!.getAttribute('d')).toMatch(/^M\d/);
    expect(svg.querySelectorAll('rect')).toHaveLength(1);
    expect(svg.querySelectorAll('circle')).toHaveLength(areas.length);
    const labels = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Our office', ...areas.map((a) => a.town)]));
  });

  it('places every dot inside the picture', () => {
    const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    for (const dot of svg.querySelectorAll('circle, rect')) {
      const x = Number(dot.getAttribute('cx') ?? dot.getAttribute('x'));
      const y = Number(dot.getAttribute('cy') ?? dot.getAttribute('y'));
      expect([x > 0 && x < width!, y > 0 && y < height!]).toEqual([true, true]);
    }
  });

  it('links the towns that have a page, and only those, in the map and in the list', () => {
    const pages = townPages.map((town) => `/service-areas/${town.slug}/`).sort();
    const inMap = [...svg.querySelectorAll('a')].map((a) => a.getAttribute('href')).sort();
    expect(inMap).toEqual(pages);
    const list = [...figure!.parentElement!.querySelectorAll('ul')].at(-1)!;
    const listed = [...list.querySelectorAll('a')].map((a) => a.getAttribute('href')).sort();
    expect(listed).toEqual(pages);
    expect(list.querySelectorAll('li')).toHaveLength(areas.length);
  });

  it('keeps the picture from screen readers and Tab; the list carries the same places', () => {
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    for (const link of svg.querySelectorAll('a')) expect(link.getAttribute('tabindex')).toBe('-1');
  });

  it('loads nothing: no script, image or address of another site in the figure', () => {
    expect(figure!.querySelectorAll('script, image, img, iframe, use, foreignObject')).toHaveLength(
      0,
    );
    expect(figure!.outerHTML).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it(`stays within ${mapBudget / KB} KB gzipped`, () => {
    expect(gzipSync(figure!.outerHTML, { level: 9 }).length).toBeLessThanOrEqual(mapBudget);
  });

  it('offers directions to the office in Google Maps and Apple Maps', () => {
    const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    const query = encodeURIComponent(address);
    expect(hrefs).toContain(`https://www.google.com/maps/dir/?api=1&destination=${query}`);
    expect(hrefs).toContain(`https://maps.apple.com/?daddr=${query}`);
  });
});

it('leaves no placeholder for a map anywhere in the site', () => {
  const stale = htmlFiles().filter((file) =>
    /would be displayed/i.test(readFileSync(file, 'utf8')),
  );
  expect(stale).toEqual([]);
  expect(readHtml('/contact/')).toContain('id="find-us"');
});
