import { CtaBand } from '@/components/layout/cta-band';
import { AreaMap } from '@/components/areas/area-map';
import { TownCard } from '@/components/areas/town-card';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { areaMapCopy, areas, fixedPages, projectsIn, site, townPages } from '@/lib/content';
import { labels } from '@/lib/labels';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: labels.serviceAreas.title,
  description: labels.serviceAreas.description(site.name),
  path: fixedPages.serviceAreas.path,
});

export default function ServiceAreasPage() {
  // Towns without a page yet are named, not linked: we work there, but have too little to show.
  const others = areas.filter((area) => !townPages.some((town) => town.slug === area.slug));
  const copy = labels.serviceAreas;
  const towns = new Intl.ListFormat(labels.intlLocale).format([
    ...others.map((area) => area.town),
    copy.anywhereElse(site.serviceArea),
  ]);
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead(site.address.city, site.serviceArea)}
      />
      <Breadcrumbs crumbs={[fixedPages.serviceAreas]} />
      <Section labelledBy="towns-heading">
        <SectionHeading id="towns-heading" heading={copy.byTown} />
        {townPages.length === 0 && (
          <p className="text-center text-lg text-muted">{copy.none(site.serviceArea)}</p>
        )}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {townPages.map((area, index) => (
            <li key={area.slug}>
              {/* The first card's photo is the first screen's largest at every width; the rest of
                  the first row shares the first screen on a desktop. */}
              <TownCard
                area={area}
                projects={projectsIn(area.slug)}
                priority={index === 0}
                eager={index < 3}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="map-heading" tone="tinted">
        <SectionHeading id="map-heading" heading={copy.onMap} lead={areaMapCopy.lead} />
        <AreaMap />
      </Section>
      {others.length > 0 && (
        <Section labelledBy="also-heading" tone="tinted">
          <SectionHeading id="also-heading" heading={copy.alsoIn} />
          <p className="mx-auto max-w-3xl text-center text-lg">{`${towns}.`}</p>
        </Section>
      )}
      <CtaBand />
    </>
  );
}
