import { CalendarDays, Clock, MapPin, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Project, Service } from '@/lib/content';
import { TextLink } from '@/components/ui/text-link';
import { Container } from '@/components/ui/container';
import { labels } from '@/lib/labels';
import { PhotoLink } from './project-gallery';
import { categoryName } from '@/lib/island-labels';

export type ProjectLeadProps = {
  project: Project;
  service: Service;
  /** The town's page, when it has one. */
  townPath: string | undefined;
};

type FactProps = {
  icon: ReactNode;
  term: string;
  children: ReactNode;
  /** A name that needs the box's width on a phone (a service, a town) rather than half of it. */
  wide?: boolean;
};

function Fact({ icon, term, children, wide = false }: FactProps) {
  return (
    <div className={wide ? 'col-span-2 sm:col-span-1' : undefined}>
      <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{term}</dt>
      <dd className="mt-0.5 flex items-center gap-2">
        {icon}
        {children}
      </dd>
    </div>
  );
}

/**
 * A project page opens on the work: its lead photo (the page's largest paint, fetched first, at a
 * fixed 3:2 so nothing moves while it loads) with the title above it on a phone and beside it on
 * a wide screen, and the service, town and year next to the title.
 */
export function ProjectLead({ project, service, townPath }: ProjectLeadProps) {
  const icon = 'size-4 shrink-0 text-brand';
  return (
    <section aria-labelledby="project-title" className="border-b border-concrete-200 bg-white">
      <Container className="grid gap-x-10 gap-y-4 pt-4 pb-10 lg:grid-cols-[3fr_2fr] lg:pt-8">
        <div className="lg:col-start-2 lg:row-start-1 lg:self-end">
          <p className="text-sm font-semibold tracking-wider text-brand-dark uppercase">
            {categoryName(project.category)} · {project.location}, FL · {project.year}
          </p>
          <h1
            id="project-title"
            className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {project.title}
          </h1>
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <PhotoLink
            photo={project.photos[0]!}
            index={0}
            sizes="(min-width: 1152px) 640px, (min-width: 1024px) 56vw, 100vw"
            priority
            caption={false}
          />
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          {project.description && <p className="text-lg text-muted">{project.description}</p>}
          <dl className="mt-4 grid grid-cols-2 gap-4 rounded-2xl border border-concrete-200 bg-concrete-50 p-4">
            <Fact
              icon={<Wrench aria-hidden="true" className={icon} />}
              term={labels.projectLead.service}
              wide
            >
              <TextLink href={service.path}>{service.title}</TextLink>
            </Fact>
            <Fact
              icon={<MapPin aria-hidden="true" className={icon} />}
              term={labels.projectLead.town}
              wide
            >
              {townPath ? (
                <TextLink href={townPath}>{project.location}, FL</TextLink>
              ) : (
                `${project.location}, FL`
              )}
            </Fact>
            <Fact
              icon={<CalendarDays aria-hidden="true" className={icon} />}
              term={labels.projectLead.finished}
            >
              {project.year}
            </Fact>
            {project.duration && (
              <Fact
                icon={<Clock aria-hidden="true" className={icon} />}
                term={labels.projectLead.took}
              >
                {project.duration}
              </Fact>
            )}
          </dl>
        </div>
      </Container>
    </section>
  );
}
