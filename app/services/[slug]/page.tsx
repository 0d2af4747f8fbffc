import { CircleAlert, CircleCheck } from 'lucide-react';
import { notFound } from 'next/navigation';
import { CtaBand } from '@/components/layout/cta-band';
import { ProjectCard } from '@/components/projects/project-card';
import { ServiceSections } from '@/components/services/service-sections';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { IconList } from '@/components/ui/icon-list';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { fixedPages, getService, projects, serviceOfCategory, services, site } from '@/lib/content';
import { labels } from '@/lib/labels';
import { serviceQuoteLink } from '@/lib/quote-link';
import { pageMetadata } from '@/lib/seo';
import { serviceJsonLd } from '@/lib/structured-data';

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

type ServicePageProps = { params: Promise<{ slug: string }> };

/**
 * Where, beside what, in every service page's title: searchers add the place. The service area if
 * every title stays within html-validate's 70 characters with it, else the office's town, the same
 * place on all six pages.
 */
const place = [site.serviceArea, `${site.address.city}, ${site.address.region}`].find((where) =>
  services.every(
    (service) => `${labels.servicePage.titleIn(service.title, where)} | ${site.name}`.length <= 70,
  ),
);

export async function generateMetadata({ params }: ServicePageProps) {
  const service = getService((await params).slug);
  if (!service) return {};
  return pageMetadata({
    title: place ? labels.servicePage.titleIn(service.title, place) : service.title,
    description: service.metaDescription,
    path: service.path,
  });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const service = getService((await params).slug);
  if (!service) notFound();
  const { problem, solution } = service;
  // `projects` is newest first already.
  // The sections above alternate from a tinted first one; this one continues the rhythm.
  const recentTone = service.sections.length % 2 === 0 ? 'tinted' : 'plain';
  const recent = projects.filter((p) => serviceOfCategory[p.category] === service.slug);
  const columns = [
    { block: problem, Icon: CircleAlert, iconClass: 'text-brand', id: 'problem-heading' },
    { block: solution, Icon: CircleCheck, iconClass: 'text-success', id: 'solution-heading' },
  ];
  return (
    <>
      <PageHero
        eyebrow={labels.servicePage.eyebrow}
        title={service.hero.title}
        lead={service.hero.tagline}
      >
        <ButtonLink href={serviceQuoteLink(service.slug)}>{labels.quoteButton.label}</ButtonLink>
      </PageHero>
      <Breadcrumbs crumbs={[fixedPages.services, { name: service.title, path: service.path }]} />
      <Section label={labels.servicePage.problemAndSolution} className="grid gap-8 md:grid-cols-2">
        {columns.map(({ block, Icon, iconClass, id }) => (
          <div
            key={id}
            className="rounded-2xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {block.heading}
            </h2>
            <p className="mt-4 text-muted">{block.body}</p>
            <IconList items={block.points} Icon={Icon} iconClass={iconClass} className="mt-6" />
          </div>
        ))}
      </Section>
      <ServiceSections sections={service.sections} />
      {recent.length > 0 && (
        <Section labelledBy="recent-work-heading" tone={recentTone}>
          <SectionHeading
            id="recent-work-heading"
            heading={labels.servicePage.recentWork}
            lead={labels.servicePage.recentLead(recent.length)}
          />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {recent.map((project) => (
              <li key={project.slug}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <JsonLd data={serviceJsonLd(service)} />
      <CtaBand />
    </>
  );
}
