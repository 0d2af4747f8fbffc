import { ArrowRight } from 'lucide-react';
import type { Service } from '@/lib/content';
import { AppLink } from '@/components/ui/app-link';
import { CardPhoto } from '@/components/ui/card-photo';
import { labels } from '@/lib/labels';

export type ServiceCardProps = {
  service: Service;
  showHeadline?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The card whose image is the largest thing in the first screen. */
  priority?: boolean;
  /** A card in the first row, on screen from the start at some width. */
  eager?: boolean;
};

export function ServiceCard({
  service,
  showHeadline = false,
  headingLevel: Heading = 'h3',
  priority = false,
  eager = priority,
}: ServiceCardProps) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-concrete-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <CardPhoto image={service.image} priority={priority} eager={eager} />
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-xl font-bold text-ink sm:min-h-[2lh]">
          <AppLink
            href={service.path}
            className="inline-flex min-h-11 items-center hover:text-brand"
          >
            {service.title}
          </AppLink>
        </Heading>
        {showHeadline && <p className="mt-1 font-semibold text-brand">{service.headline}</p>}
        <p className="mt-3 flex-1 text-muted">{service.description}</p>
        <AppLink
          href={service.path}
          className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand hover:text-brand-dark hover:underline"
        >
          {labels.serviceCard.more}
          <span className="sr-only">{` ${labels.serviceCard.about(service.title)}`}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </AppLink>
      </div>
    </article>
  );
}
