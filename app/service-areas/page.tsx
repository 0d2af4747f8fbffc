import { CtaBand } from '@/components/layout/cta-band';
import { AreaMap } from '@/components/areas/area-map';
import { TownCard } from '@/components/areas/town-card';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { areaMapCopy, areas, fixedPages, projectsIn, site, townPages } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Service Areas',
  description: `The Tampa Bay towns where ${site.name} has finished work, with the projects we built in each and what it takes to build there.`,
  path: fixedPages.serviceAreas.path,
});

export default function ServiceAreasPage() {
  // Towns without a page yet are named, not linked: we work there, but have too little to show.
  const others = areas.filter((area) => !townPages.some((town) => town.slug === area.slug));
  const towns = new Intl.ListFormat('en-US').format([
    ...others.map((area) => area.town),
    `anywhere else in ${site.serviceArea}`,
  ]);
  return (
    <>
      <PageHero
        eyebrow="Where we work"
        title="Service Areas"
        lead={`From our office in ${site.address.city} we work across ${site.serviceArea}. Each town below links to the jobs we finished there.`}
      />
      <Breadcrumbs crumbs={[fixedPages.serviceAreas]} />
      <Section labelledBy="towns-heading">
        <SectionHeading id="towns-heading" heading="Recent work by town" />
        {townPages.length === 0 && (
          <p className="text-center text-lg text-muted">
            {`Photos of recent jobs, town by town, are on their way. Until then, call us about work anywhere in ${site.serviceArea}.`}
          </p>
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
        <SectionHeading id="map-heading" heading="On the map" lead={areaMapCopy.lead} />
        <AreaMap />
      </Section>
      {others.length > 0 && (
        <Section labelledBy="also-heading" tone="tinted">
          <SectionHeading id="also-heading" heading="We also work in" />
          <p className="mx-auto max-w-3xl text-center text-lg">{`${towns}.`}</p>
        </Section>
      )}
      <CtaBand />
    </>
  );
}
