import { Building2 } from 'lucide-react';
import { notFound } from 'next/navigation';
import { CtaBand } from '@/components/layout/cta-band';
import { ProjectCard } from '@/components/projects/project-card';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { getService, projectsIn, serviceOfCategory, site, townPages } from '@/lib/content';
import { slugParams } from '@/lib/routes';
import { pageMetadata, shortDescription } from '@/lib/seo';

export const dynamicParams = false;

/** Only the towns that earned a page (townPageThreshold); the others have no address at all. */
export function generateStaticParams() {
  return slugParams(townPages.map((area) => area.slug));
}

type TownPageProps = { params: Promise<{ slug: string }> };

const townOf = (slug: string) => townPages.find((area) => area.slug === slug);

export async function generateMetadata({ params }: TownPageProps) {
  const area = townOf((await params).slug);
  if (!area) return {};
  return pageMetadata({
    title: `Contractor in ${area.town}, FL`,
    description: shortDescription(area.about[0]!),
    path: `/service-areas/${area.slug}/`,
  });
}

export default async function TownPage({ params }: TownPageProps) {
  const area = townOf((await params).slug);
  if (!area) notFound();
  const done = projectsIn(area.slug);
  const services = [...new Set(done.map((p) => serviceOfCategory[p.category]))].map((slug) =>
    getService(slug)!,
  );
  return (
    <>
      <PageHero
        eyebrow={`${area.county} County`}
        title={`Building in ${area.town}`}
        lead={`${done.length} finished projects in ${area.town}, from ${site.name} in ${site.address.city}.`}
      />
      <Breadcrumbs
        crumbs={[
          { name: 'Service Areas', path: '/service-areas/' },
          { name: area.town, path: `/service-areas/${area.slug}/` },
        ]}
      />
      <Section labelledBy="town-heading">
        <SectionHeading id="town-heading" heading={`Working in ${area.town}`} align="left" />
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-4 text-lg">
            {area.about.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="h-fit space-y-6 rounded-2xl border border-concrete-200 bg-concrete-50 p-6">
            {area.buildingDepartment && (
              <div>
                <h3 className="flex items-center gap-2 font-bold">
                  <Building2 aria-hidden="true" className="size-5 text-brand" />
                  Permits
                </h3>
                <p className="mt-1">
                  {area.buildingDepartment.url ? (
                    <a
                      href={area.buildingDepartment.url}
                      className="font-semibold text-brand-dark underline underline-offset-4"
                    >
                      {area.buildingDepartment.name}
                    </a>
                  ) : (
                    area.buildingDepartment.name
                  )}
                </p>
              </div>
            )}
            <div>
              <h3 className="font-bold">Services we have done here</h3>
              <ul className="mt-2 space-y-1">
                {services.map((service) => (
                  <li key={service.slug}>
                    <AppLink
                      href={`/services/${service.slug}/`}
                      className="font-semibold text-brand-dark underline underline-offset-4 hover:text-brand"
                    >
                      {service.title}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </Section>
      <Section labelledBy="town-projects-heading" tone="tinted">
        <SectionHeading
          id="town-projects-heading"
          heading={`Our projects in ${area.town}`}
          lead="Newest first."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {done.map((project) => (
            <li key={project.slug}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand />
    </>
  );
}
