import { MapPin } from 'lucide-react';
import type { Project } from '@/lib/content';
import { TextLink } from '@/components/ui/text-link';
import { CardPhoto } from '@/components/ui/card-photo';
import { labels } from '@/lib/labels';
import { categoryName } from '@/lib/island-labels';

export type ProjectCardProps = {
  project: Project;
  /** The card whose photo is the page's largest paint: fetched first, never lazy. */
  priority?: boolean;
  /** In the first screen at some width, though not the largest: never lazy. */
  eager?: boolean;
  /**
   * The featured project's thick border (the projects grid). Off where the cards open the page:
   * the border makes its photo a few pixels smaller than its neighbour's, which then becomes the
   * largest paint instead of the photo fetched first.
   */
  highlight?: boolean;
};

/**
 * The featured project's highlight is a thick border, inside the grid, not a ring around it. The
 * title's link covers the whole card, so the photo is a tap target too.
 */
export function ProjectCard({ project, priority, eager, highlight = true }: ProjectCardProps) {
  return (
    <article
      className={`relative h-full overflow-hidden rounded-xl bg-white shadow-sm focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand ${project.featured && highlight ? 'border-4 border-brand' : 'border border-concrete-200'}`}
    >
      <CardPhoto image={project.photos[0]!} priority={priority} eager={priority || eager} />
      <div className="p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-brand-pale px-2.5 py-0.5 font-semibold text-brand-dark">
            {categoryName(project.category)}
          </span>
          {project.featured && (
            <span className="rounded-full bg-ink px-2.5 py-0.5 font-semibold text-white">
              {labels.projectCard.featured}
            </span>
          )}
        </p>
        <h3 className="mt-3 text-lg font-bold">
          <TextLink href={project.path} variant="stretched">
            {project.title}
          </TextLink>
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-muted">
          <MapPin aria-hidden="true" className="size-4" />
          {project.location}, FL
        </p>
        {project.description && <p className="mt-2 text-muted">{project.description}</p>}
      </div>
    </article>
  );
}
