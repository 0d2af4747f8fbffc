import { projectCategories, projectsIntro, type Project } from '@/lib/content';
import { FeaturedProject } from '@/components/projects/featured-project';
import { ProjectCard } from '@/components/projects/project-card';
import { FilterItem, ProjectFilter } from '@/components/projects/project-filter';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

export type ProjectShowcaseProps = {
  /** Newest first; the owner may have deleted every one. */
  projects: Project[];
  featured: Project | undefined;
};

/**
 * The featured project and the filterable grid; with no projects, a short note instead (the
 * page's call to action follows), not an empty filter.
 */
export function ProjectShowcase({ projects, featured }: ProjectShowcaseProps) {
  if (!featured)
    return (
      <Section labelledBy="empty-heading">
        <SectionHeading
          id="empty-heading"
          heading={projectsIntro.emptyHeading}
          lead={projectsIntro.emptyLead}
        />
      </Section>
    );
  const counts = Object.fromEntries([
    ['All', projects.length],
    ...projectCategories.map((category) => [
      category,
      projects.filter((p) => p.category === category).length,
    ]),
  ]);
  return (
    <>
      <FeaturedProject project={featured} />
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
  );
}
