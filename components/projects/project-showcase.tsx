import {
  getService,
  pathTo,
  projectCategories,
  projectsIntro,
  serviceOfCategory,
  type Project,
} from '@/lib/content';
import { FeaturedProject } from '@/components/projects/featured-project';
import { ProjectCard } from '@/components/projects/project-card';
import { FilterItem, ProjectFilter } from '@/components/projects/project-filter';
import { AppLink } from '@/components/ui/app-link';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { labels } from '@/lib/labels';
import { categoryName } from '@/lib/island-labels';

/**
 * The index shows each category's newest projects, so its HTML stays within budget however many
 * the owner adds (docs/decisions.md); every project stays linked from its service's recent work.
 */
const newestPerCategory = 6;

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
      <FeaturedProject project={featured} />
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
                    href={pathTo(
                      getService(serviceOfCategory[category])!.path,
                      'recent-work-heading',
                    )}
                    className="font-semibold text-brand-dark underline"
                  >
                    {labels.projectShowcase.allIn(all, categoryName(category))}
                  </AppLink>
                </FilterItem>
              ))}
            </ul>
          )}
        </ProjectFilter>
      </Section>
    </>
  );
}
