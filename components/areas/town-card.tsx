import { MapPin } from 'lucide-react';
import type { Area } from '@/lib/content';
import { AppLink } from '@/components/ui/app-link';

export type TownCardProps = { area: Area; projectCount: number; services: string[] };

export function TownCard({ area, projectCount, services }: TownCardProps) {
  return (
    <article className="relative h-full rounded-xl border border-concrete-200 bg-white p-6 shadow-sm focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand">
      <p className="flex items-center gap-2 text-sm font-semibold text-muted">
        <MapPin aria-hidden="true" className="size-4 text-brand" />
        {area.county} County
      </p>
      <h3 className="mt-2 text-xl font-bold">
        <AppLink
          href={`/service-areas/${area.slug}/`}
          className="after:absolute after:inset-0 hover:text-brand-dark hover:underline focus-visible:outline-none"
        >
          {area.town}
        </AppLink>
      </h3>
      <p className="mt-2 text-muted">
        {projectCount} finished projects: {services.join(', ')}
      </p>
    </article>
  );
}
