import { MapPin } from 'lucide-react';
import { projectsIntro, quoteForm, type Project } from '@/lib/content';
import { ButtonLink } from '@/components/ui/button-link';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { labels } from '@/lib/labels';
import { categoryName } from '@/lib/island-labels';

export type FeaturedProjectProps = { project: Project };

/** The projects page's top section: one project large, with the quote button beside it. */
export function FeaturedProject({ project }: FeaturedProjectProps) {
  return (
    <Section labelledBy="featured-heading">
      <SectionHeading id="featured-heading" heading={projectsIntro.featuredHeading} align="left" />
      <article className="grid overflow-hidden rounded-2xl border-4 border-brand bg-ink text-white md:grid-cols-2">
        <Picture
          image={project.photos[0]!}
          sizes="(min-width: 768px) 576px, 100vw"
          priority
          className="h-full w-full object-cover"
        />
        <div className="dark-surface flex flex-col justify-center p-8 sm:p-10">
          <p className="text-sm font-semibold tracking-wider text-brand-light uppercase">
            {categoryName(project.category)}
          </p>
          <h3 className="mt-2 text-3xl font-bold">{project.title}</h3>
          <p className="mt-3 flex items-center gap-2 text-concrete-100">
            <MapPin aria-hidden="true" className="size-5" />
            {project.location}, FL
          </p>
          {project.description && <p className="mt-4 text-concrete-100">{project.description}</p>}
          <p className="mt-6 text-concrete-100">{projectsIntro.featuredCta}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink href={project.path} variant="light">
              {labels.featuredProject.see}
            </ButtonLink>
            <ButtonLink href={quoteForm.href}>{labels.quoteButton.label}</ButtonLink>
          </div>
        </div>
      </article>
    </Section>
  );
}
