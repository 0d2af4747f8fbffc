import { readFileSync } from 'node:fs';
import { site } from '@/lib/content';
import { areas, hours, services } from '@/lib/content';
import { formatHours } from '@/lib/hours';
import { siteUrl } from '@/lib/content/site-url';
import { inLocale } from '@/lib/locale';
import { routes } from '../fixtures/routes';
import { fileFor, htmlFiles, jsonLd, readDocument, readHtml, text } from '../../harness/build/out';

type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const byType = (document: Document, type: string) =>
  jsonLd(document).filter((node) => node['@type'] === type) as Node[];

describe('structured data', () => {
  it('every JSON-LD block on every page parses', () => {
    for (const route of routes) expect(() => jsonLd(readDocument(route.path))).not.toThrow();
  });

  it('escapes "<" inside JSON-LD so no content can close the script', () => {
    for (const route of routes) {
      for (const [, body] of readHtml(route.path).matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      )) {
        expect(body).not.toContain('<');
      }
    }
  });

  describe.each(routes)('the business on $path', ({ path }) => {
    const document = readDocument(path);
    const [business] = byType(document, 'GeneralContractor');

    it('is a GeneralContractor with the required properties', () => {
      expect(business).toMatchObject({
        '@context': 'https://schema.org',
        '@id': `${siteUrl}/#business`,
        name: site.name,
        url: `${siteUrl}/`,
        telephone: site.phone.e164,
        email: site.email,
        foundingDate: '1985',
        address: {
          '@type': 'PostalAddress',
          streetAddress: site.address.street,
          addressLocality: site.address.city,
          addressRegion: 'FL',
        },
        geo: { '@type': 'GeoCoordinates' },
        hasMap: `${siteUrl}/contact/#find-us`,
        hasCredential: { identifier: site.license },
      });
      expect(business!.logo).toMatch(new RegExp(`^${siteUrl}/`));
      expect(business!.image).toBe(`${siteUrl}/og/default.png`);
    });

    it('agrees with what the page shows: phone, address, license', () => {
      const telLinks = [...document.querySelectorAll('a[href^="tel:"]')].map((a) =>
        a.getAttribute('href'),
      );
      expect(telLinks).toContain(`tel:${business!.telephone}`);
      expect(text(document)).toContain(business!.address.streetAddress);
      expect(text(document)).toContain(
        `${business!.address.addressLocality}, ${business!.address.addressRegion} ${business!.address.postalCode}`,
      );
      expect(text(document)).toContain(business!.hasCredential.identifier);
    });

    it('serves every town in content/areas/, with a page or not, or the service area with none', () => {
      if (!areas.length) return expect(business!.areaServed).toBe(site.serviceArea);
      const cities = business!.areaServed.map((area: Node) => area.name);
      expect(cities.sort()).toEqual(areas.map((a) => `${a.town}, FL`).sort());
      expect(cities).toContain('Largo, FL');
    });
  });

  it('has opening hours built from the hours the contact page shows', () => {
    const document = readDocument('/contact/');
    const [business] = byType(document, 'GeneralContractor');
    const specs = business!.openingHoursSpecification as Node[];
    expect(specs).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: '08:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '09:00',
        closes: '14:00',
      },
    ]);
    const shown = text(document);
    for (const entry of hours) expect(shown).toContain(`${entry.label}${formatHours(entry)}`);
    expect(shown).toContain('Monday – Friday8:00 AM – 5:00 PM');
    expect(shown).toContain('SundayClosed');
  });

  it.each(services)(
    'the $title page has a Service provided by the business, and breadcrumbs',
    (service) => {
      const document = readDocument(`/services/${service.slug}/`);
      const [thing] = byType(document, 'Service');
      expect(thing).toMatchObject({
        name: service.title,
        url: `${siteUrl}/services/${service.slug}/`,
        provider: { '@id': `${siteUrl}/#business` },
      });
      const [crumbs] = byType(document, 'BreadcrumbList');
      expect(
        crumbs!.itemListElement.map((item: Node) => [item.position, item.name, item.item]),
      ).toEqual([
        [1, 'Home', `${siteUrl}/`],
        [2, 'Services', `${siteUrl}/services/`],
        [3, service.title, `${siteUrl}/services/${service.slug}/`],
      ]);
    },
  );

  it.each(routes.filter((r) => r.path !== '/'))('inner page $path has breadcrumbs', ({ path }) => {
    const [crumbs] = byType(readDocument(path), 'BreadcrumbList');
    expect(crumbs!.itemListElement.at(-1).item).toBe(`${siteUrl}${path}`);
  });

  it('publishes no review or rating markup about itself', () => {
    for (const file of htmlFiles()) {
      const html = readHtml(file.slice(file.indexOf('/out/') + 4));
      expect(html).not.toMatch(/"@type":"(Review|AggregateRating)"/);
      expect(html).not.toMatch(/"(review|aggregateRating)":/);
    }
  });
});

describe('site-wide files', () => {
  it('sitemap.xml lists every canonical route, its Spanish twin, and nothing else', () => {
    const xml = readHtml('/sitemap.xml');
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    const editions = site.spanish.edition ? (['en', 'es'] as const) : (['en'] as const);
    expect(urls.sort()).toEqual(
      routes.flatMap((r) => editions.map((to) => `${siteUrl}${inLocale(r.path, to)}`)).sort(),
    );
  });

  it('robots.txt allows everything and points at the sitemap', () => {
    const robots = readHtml('/robots.txt');
    expect(robots).toMatch(/User-Agent: \*\nAllow: \//);
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it('the Open Graph card is a real 1200x630 PNG', () => {
    const png = readFileSync(fileFor('/og/default.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('the web manifest carries the brand', () => {
    const manifest = JSON.parse(readHtml('/manifest.webmanifest'));
    expect(manifest).toMatchObject({
      name: site.name,
      theme_color: site.colors.ink,
      background_color: site.colors.concrete,
    });
    expect(manifest.icons.map((icon: Node) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });
});
