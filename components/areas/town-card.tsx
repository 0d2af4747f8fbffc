import { MapPin } from 'lucide-react';
import type { Area, Project } from '@/lib/content';
import { TextLink } from '@/components/ui/text-link';
import { CardPhoto } from '@/components/ui/card-photo';
import { labels } from '@/lib/labels';
import { categoryName } from '@/lib/island-labels';

export type TownCardProps = {
  /** A town with a page (`townPages`). */
  area: Area & { path: string };
  /** The town's finished projects, newest first: the first one's lead photo shows the town's work. */
  projects: Project[];
  /** The card whose photo is the page's largest paint: fetched first, never lazy. */
  priority?: boolean;
  /** In the first screen at some width, though not the largest: never lazy. */
  eager?: boolean;
};

/** A town with a page: its work first (a photo of a job there), then the town and what we built. */
export function TownCard({ area, projects, priority, eager }: TownCardProps) {
  const services = [...new Set(projects.map((project) => categoryName(project.category)))];
  const lead = projects[0]?.photos[0];
  return (
    <article className="relative h-full overflow-hidden rounded-xl border border-concrete-200 bg-white shadow-sm focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand">
      {lead && <CardPhoto image={lead} priority={priority} eager={priority || eager} />}
      <div className="p-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-muted">
          <MapPin aria-hidden="true" className="size-4 text-brand" />
          {labels.areas.county(area.county)}
        </p>
        <h3 className="mt-2 text-xl font-bold">
          <TextLink href={area.path} variant="stretched">
            {area.town}
          </TextLink>
        </h3>
        {/* What we build there, not how many: a count reads as the town's total. */}
        <p className="mt-2 text-muted">{labels.townCard.recentWork(services)}</p>
      </div>
    </article>
  );
}
