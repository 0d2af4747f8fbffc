import type {
  BreadcrumbList,
  WebSite,
  GeneralContractor,
  ImageObject,
  Service as ServiceThing,
  WithContext,
} from 'schema-dts';
import { areas, fixedPages, hours, pathTo, site, type Project, type Service } from '@/lib/content';
import { ogImage } from '@/lib/seo';
import { absoluteUrl } from '@/lib/content/site-url';
import { inLocale, languages, locale } from '@/lib/locale';

/** The business is one thing in both editions: its id is on the English home page. */
const businessId = absoluteUrl(pathTo(fixedPages.home.path, 'business'));
/** A page of this edition, as an absolute URL (an English-tree path: /services/ is /es/services/ in Spanish). */
const pageUrl = (path: string) => absoluteUrl(inLocale(path));

/** The site in this edition's language, for search engines: its name, home and `inLanguage`. */
export function webSiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: pageUrl(fixedPages.home.path),
    inLanguage: languages[locale].lang,
    publisher: { '@id': businessId },
  };
}

/** The business, built from the same data the header, footer and contact page show. */
export function businessJsonLd(): WithContext<GeneralContractor> {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': businessId,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: pageUrl(fixedPages.home.path),
    // English always, Spanish while the Spanish edition is on (content/company.json).
    knowsLanguage: site.spanish.edition ? ['en', 'es'] : ['en'],
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl(ogImage.url),
    telephone: site.phone.e164,
    email: site.email,
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    // The site's own map of the office and the towns (components/areas/area-map.tsx).
    hasMap: pageUrl(pathTo(fixedPages.contact.path, 'find-us')),
    openingHoursSpecification: hours.flatMap(({ days, open }) =>
      open
        ? [
            {
              '@type': 'OpeningHoursSpecification' as const,
              dayOfWeek: days.map((day) => `https://schema.org/${day}` as const),
              ...open,
            },
          ]
        : [],
    ),
    // Every town the owner lists in content/areas/, with a page or not: it is where we work; with
    // none listed, the service area the home page states.
    areaServed: areas.length
      ? areas.map((area) => ({ '@type': 'City', name: `${area.town}, FL` }))
      : site.serviceArea,
    hasCredential: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: `Florida Certified General Contractor License ${site.license}`,
      identifier: site.license,
      recognizedBy: {
        '@type': 'GovernmentOrganization',
        name: 'Florida Department of Business and Professional Regulation',
      },
    },
  };
}

export type Crumb = { name: string; path: string };

/** A page's trail: Home, then its crumbs. */
export const breadcrumbTrail = (crumbs: Crumb[]): Crumb[] => [fixedPages.home, ...crumbs];

export function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(crumbs).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: pageUrl(crumb.path),
    })),
  };
}

export function serviceJsonLd(service: Service): WithContext<ServiceThing> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.metaDescription,
    url: pageUrl(service.path),
    image: service.image.src.startsWith('https:')
      ? service.image.src
      : absoluteUrl(service.image.src),
    provider: { '@id': businessId },
    areaServed: { '@type': 'State', name: 'Florida' },
  };
}

/**
 * A project's photos as Google's image metadata: who made them and whose they are, shown in
 * Google Images. No rating or review: ratings of a business on its own site are self-serving.
 */
export function projectImagesJsonLd(project: Project): WithContext<ImageObject>[] {
  const all = [
    ...project.photos,
    ...(project.beforeAfter ?? []).flatMap((pair) => [pair.before, pair.after]),
  ];
  const images = all.filter((image, i) => all.findIndex((other) => other.src === image.src) === i);
  return images.map((image) => ({
    '@context': 'https://schema.org',
    '@type': 'ImageObject',
    contentUrl: image.src.startsWith('https:') ? image.src : absoluteUrl(image.src),
    name: image.alt,
    creator: { '@type': 'Organization', name: site.name },
    creditText: site.name,
    copyrightNotice: `© ${site.legalName}`,
    contentLocation: { '@type': 'Place', name: `${project.location}, FL` },
  }));
}
