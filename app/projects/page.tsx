import { featuredProject, pages, projectCategories, projects, projectsIntro } from '@/lib/content';
import { CtaBand } from '@/components/layout/cta-band';
import { FeaturedProject } from '@/components/projects/featured-project';
import { ProjectCard } from '@/components/projects/project-card';
import { FilterItem, ProjectFilter } from '@/components/projects/project-filter';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: pages.projects.title,
  description: pages.projects.description,
  path: '/projects/',
});

export default function ProjectsPage() {
  const counts = Object.fromEntries([
    ['All', projects.length],
    ...projectCategories.map((category) => [
      category,
      projects.filter((p) => p.category === category).length,
    ]),
  ]);
  return (
    <>
      <PageHero eyebrow="Our work" title={projectsIntro.title} lead={projectsIntro.lead} />
      <Breadcrumbs crumbs={[{ name: 'Projects', path: '/projects/' }]} />
      {featuredProject ? (
        <>
          <FeaturedProject project={featuredProject} />
          <Section labelledBy="grid-heading" tone="tinted">
            <SectionHeading id="grid-heading" heading={projectsIntro.gridHeading} />
            <ProjectFilter categories={projectCategories} counts={counts}>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {projects.map((project) => (
                  <FilterItem key={project.slug} category={project.category}>
                    <ProjectCard project={project} />
                  </FilterItem>
                ))}
              </ul>
            </ProjectFilter>
          </Section>
        </>
      ) : (
        // The owner may delete every project (docs/editing.md): a short note, then the call to
        // action below, rather than an empty filter.
        <Section labelledBy="empty-heading">
          <SectionHeading
            id="empty-heading"
            heading={projectsIntro.emptyHeading}
            lead={projectsIntro.emptyLead}
          />
        </Section>
      )}
      <CtaBand />
    </>
  );
}
