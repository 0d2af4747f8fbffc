import { CalendarDays, Clock, MapPin, Wrench } from 'lucide-react';
import { notFound } from 'next/navigation';
import { CtaBand } from '@/components/layout/cta-band';
import { BeforeAfter, ProjectGallery } from '@/components/projects/project-gallery';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import {
  getProject,
  getService,
  projects,
  serviceOfCategory,
  townPagePath,
  type Project,
} from '@/lib/content';
import { slugParams } from '@/lib/routes';
import { pageMetadata, projectOgImage, shortDescription } from '@/lib/seo';
import { projectImagesJsonLd } from '@/lib/structured-data';

export const dynamicParams = false;

export function generateStaticParams() {
  return slugParams(projects.map((project) => project.slug));
}

type ProjectPageProps = { params: Promise<{ slug: string }> };

const summary = (project: Project) =>
  project.description ??
  project.problem ??
  `${project.category} project in ${project.location}, Florida, finished in ${project.year}.`;

export async function generateMetadata({ params }: ProjectPageProps) {
  const project = getProject((await params).slug);
  if (!project) return {};
  return pageMetadata({
    title: `${project.title}, ${project.location}`,
    description: shortDescription(summary(project)),
    path: `/projects/${project.slug}/`,
    image: projectOgImage(project),
  });
}

const linkClass = 'font-semibold text-brand-dark underline underline-offset-4 hover:text-brand';

export default async function ProjectPage({ params }: ProjectPageProps) {
  const project = getProject((await params).slug);
  if (!project) notFound();
  const service = getService(serviceOfCategory[project.category])!;
  const town = townPagePath(project.town);
  const story = [
    { id: 'problem', heading: 'The problem', text: project.problem },
    { id: 'work', heading: 'What we did', text: project.work },
    { id: 'result', heading: 'The result', text: project.result },
  ].filter((part) => part.text);
  return (
    <>
      <PageHero
        eyebrow={`${project.category} · ${project.location}, FL · ${project.year}`}
        title={project.title}
        lead={project.description}
      />
      <Breadcrumbs
        crumbs={[
          { name: 'Projects', path: '/projects/' },
          { name: project.title, path: `/projects/${project.slug}/` },
        ]}
      />
      <Section labelledBy="job-heading">
        <SectionHeading id="job-heading" heading="The job" align="left" />
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-8">
            {story.map((part) => (
              <div key={part.id}>
                <h3 className="text-xl font-bold">{part.heading}</h3>
                <p className="mt-2 text-lg text-muted">{part.text}</p>
              </div>
            ))}
            {project.scope && (
              <div>
                <h3 className="text-xl font-bold">Scope of work</h3>
                <ul className="mt-3 space-y-2">
                  {project.scope.map((item) => (
                    <li key={item} className="flex gap-3">
                      <Wrench aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <dl className="h-fit space-y-4 rounded-2xl border border-concrete-200 bg-concrete-50 p-6">
            <div>
              <dt className="text-sm font-semibold text-muted uppercase">Service</dt>
              <dd>
                <AppLink href={`/services/${service.slug}/`} className={linkClass}>
                  {service.title}
                </AppLink>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-muted uppercase">Town</dt>
              <dd className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="size-4 text-brand" />
                {town ? (
                  <AppLink href={town} className={linkClass}>
                    {project.location}, FL
                  </AppLink>
                ) : (
                  `${project.location}, FL`
                )}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-muted uppercase">Finished</dt>
              <dd className="flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-4 text-brand" />
                {project.year}
              </dd>
            </div>
            {project.duration && (
              <div>
                <dt className="text-sm font-semibold text-muted uppercase">Took</dt>
                <dd className="flex items-center gap-2">
                  <Clock aria-hidden="true" className="size-4 text-brand" />
                  {project.duration}
                </dd>
              </div>
            )}
          </dl>
        </div>
      </Section>
      <Section labelledBy="photos-heading" tone="tinted">
        <SectionHeading
          id="photos-heading"
          heading="Photos"
          lead={`${project.photos.length} photo${project.photos.length === 1 ? '' : 's'}; choose one to see it full size.`}
          align="left"
        />
        <ProjectGallery project={project} />
      </Section>
      {project.beforeAfter?.length ? (
        <Section labelledBy="before-after-heading">
          <SectionHeading id="before-after-heading" heading="Before and after" align="left" />
          <BeforeAfter project={project} />
        </Section>
      ) : null}
      {projectImagesJsonLd(project).map((data) => (
        <JsonLd key={String(data.contentUrl)} data={data} />
      ))}
      <CtaBand />
    </>
  );
}
