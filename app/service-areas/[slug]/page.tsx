import { Building2 } from 'lucide-react';
import { notFound } from 'next/navigation';
import { CtaBand } from '@/components/layout/cta-band';
import { ProjectCard } from '@/components/projects/project-card';
import { TextLink } from '@/components/ui/text-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import {
  fixedPages,
  getService,
  projectsIn,
  serviceOfCategory,
  site,
  slugParams,
  townPages,
} from '@/lib/content';
import { labels } from '@/lib/labels';
import { pageMetadata, snippet } from '@/lib/seo';

export const dynamicParams = false;

/** Only the towns that earned a page (townPageThreshold); the others have no address at all. */
export function generateStaticParams() {
  return slugParams(townPages.map((area) => area.slug));
}

type TownPageProps = { params: Promise<{ slug: string }> };

const townOf = (slug: string) => townPages.find((area) => area.slug === slug);
const copy = labels.townPage;

export async function generateMetadata({ params }: TownPageProps) {
  const area = townOf((await params).slug);
  if (!area) return {};
  return pageMetadata({
    title: copy.title(area.town),
    description: snippet(
      area.town === site.address.city
        ? copy.descriptionHome(area.town, site.name, site.foundingYear)
        : copy.descriptionAway(area.town, site.name, site.address.city),
      projectsIn(area.slug).map((project) => project.title),
      'names',
    ),
    path: area.path,
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
      <Breadcrumbs crumbs={[fixedPages.serviceAreas, { name: area.town, path: area.path }]} />
      {/* The work first: the town's projects, photos on top, open the page. */}
      <section aria-labelledby="town-title" className="border-b border-concrete-200 bg-concrete-50">
        <Container className="pt-5 pb-12 lg:pt-8">
          <p className="text-sm font-semibold tracking-wider text-brand-dark uppercase">
            {labels.areas.county(area.county)}
          </p>
          <h1
            id="town-title"
            className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {copy.heading(area.town)}
          </h1>
          <p className="mt-2 max-w-2xl text-lg text-muted">
            {area.town === site.address.city
              ? copy.leadHome(area.town)
              : copy.leadAway(area.town, site.address.city)}
          </p>
          <h2 id="town-projects-heading" className="sr-only">
            {copy.projects(area.town)}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {done.map((project, index) => (
              <li key={project.slug}>
                <ProjectCard
                  project={project}
                  priority={index === 0}
                  // The first row: three across on a wide screen, the next card's top on a phone.
                  eager={index < 3}
                  highlight={false}
                />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <Section labelledBy="town-heading">
        <SectionHeading id="town-heading" heading={copy.working(area.town)} align="left" />
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
                  {copy.permits}
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
              <h3 className="font-bold">{copy.services}</h3>
              <ul className="mt-2 space-y-1">
                {services.map((service) => (
                  <li key={service.slug}>
                    <TextLink href={service.path}>{service.title}</TextLink>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </Section>
      <CtaBand />
    </>
  );
}
