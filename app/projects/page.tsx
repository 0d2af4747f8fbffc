import {
  featuredProject as featured,
  pages,
  projectCategories,
  projects,
  projectsIntro,
  serviceOfCategory,
} from '@/lib/content';
import { MapPin } from 'lucide-react';
import { CtaBand } from '@/components/layout/cta-band';
import { ProjectCard } from '@/components/projects/project-card';
import { FilterItem, ProjectFilter } from '@/components/projects/project-filter';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: pages.projects.title,
  description: pages.projects.description,
  path: '/projects/',
});

/**
 * The index shows each category's newest projects, so its HTML stays within budget however many
 * the owner adds (docs/decisions.md); every project stays linked from its service's recent work.
 */
const newestPerCategory = 6;

export default function ProjectsPage() {
  const shown = projectCategories.map((category) => {
    const all = projects.filter((p) => p.category === category);
    // The featured project keeps its highlighted card in the grid too.
    const newest = all.filter((p, i) => i < newestPerCategory || p.featured);
    return { category, all: all.length, newest };
  });
  const cards = projects.filter((p) => shown.some(({ newest }) => newest.includes(p)));
  const more = shown.filter(({ all, newest }) => all > newest.length);
  const counts = Object.fromEntries([
    ['All', cards.length],
    ...shown.map(({ category, newest }) => [category, newest.length]),
  ]);
  return (
    <>
      <PageHero eyebrow="Our work" title={projectsIntro.title} lead={projectsIntro.lead} />
      <Breadcrumbs crumbs={[{ name: 'Projects', path: '/projects/' }]} />
      <Section labelledBy="featured-heading">
        <SectionHeading
          id="featured-heading"
          heading={projectsIntro.featuredHeading}
          align="left"
        />
        <article className="grid overflow-hidden rounded-2xl border-4 border-brand bg-ink text-white md:grid-cols-2">
          <Picture
            image={featured.photos[0]!}
            sizes="(min-width: 768px) 576px, 100vw"
            priority
            className="h-full w-full object-cover"
          />
          <div className="dark-surface flex flex-col justify-center p-8 sm:p-10">
            <p className="text-sm font-semibold tracking-wider text-brand-light uppercase">
              {featured.category}
            </p>
            <h3 className="mt-2 text-3xl font-bold">{featured.title}</h3>
            <p className="mt-3 flex items-center gap-2 text-concrete-100">
              <MapPin aria-hidden="true" className="size-5" />
              {featured.location}, FL
            </p>
            {featured.description && (
              <p className="mt-4 text-concrete-100">{featured.description}</p>
            )}
            <p className="mt-6 text-concrete-100">{projectsIntro.featuredCta}</p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ButtonLink href={`/projects/${featured.slug}/`} variant="light">
                See this project
              </ButtonLink>
              <ButtonLink href="/contact/">Get a Free Quote</ButtonLink>
            </div>
          </div>
        </article>
      </Section>
      <Section labelledBy="grid-heading" tone="tinted">
        <SectionHeading id="grid-heading" heading={projectsIntro.gridHeading} />
        <ProjectFilter categories={projectCategories} counts={counts}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((project) => (
              <FilterItem key={project.slug} category={project.category}>
                <ProjectCard project={project} />
              </FilterItem>
            ))}
          </ul>
          {more.length > 0 && (
            <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2">
              {more.map(({ category, all }) => (
                <FilterItem key={category} category={category}>
                  <AppLink
                    href={`/services/${serviceOfCategory[category]}/#recent-work-heading`}
                    className="font-semibold text-brand-dark underline"
                  >
                    {`All ${all} ${category} projects`}
                  </AppLink>
                </FilterItem>
              ))}
            </ul>
          )}
        </ProjectFilter>
      </Section>
      <CtaBand />
    </>
  );
}
