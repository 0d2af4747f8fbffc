import { Wrench } from 'lucide-react';
import { notFound } from 'next/navigation';
import { CtaBand } from '@/components/layout/cta-band';
import { BeforeAfter, ProjectGallery, ProjectPhotos } from '@/components/projects/project-gallery';
import { ProjectLead } from '@/components/projects/project-lead';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import {
  fixedPages,
  getArea,
  getProject,
  getService,
  projects,
  serviceOfCategory,
  site,
  slugParams,
  type Project,
} from '@/lib/content';
import { labels } from '@/lib/labels';
import { pageMetadata, projectOgImage, snippet } from '@/lib/seo';
import { projectImagesJsonLd } from '@/lib/structured-data';

export const dynamicParams = false;

export function generateStaticParams() {
  return slugParams(projects.map((project) => project.slug));
}

type ProjectPageProps = { params: Promise<{ slug: string }> };

/** What was built, where, when and by whom, then the one-line description or the scope. */
const summary = (project: Project) => {
  const lead = labels.projectPage.summary(project.title, project.location, project.year, site.name);
  // The description when it fits whole after the lead; else as much of the scope as fits.
  const whole = project.description && snippet(lead, [project.description], 'phrases');
  return whole && whole !== `${lead}.` && !whole.endsWith('…')
    ? whole
    : snippet(lead, project.scope ?? [], 'phrases');
};

export async function generateMetadata({ params }: ProjectPageProps) {
  const project = getProject((await params).slug);
  if (!project) return {};
  return pageMetadata({
    title: `${project.title}, ${project.location}`,
    description: summary(project),
    path: project.path,
    image: projectOgImage(project),
  });
}

/**
 * The work first: the lead photo with the title and facts, the before/after pairs, then the story,
 * the other photos and the call to action. Every photo link, the lead's included, opens the one
 * lightbox.
 */
export default async function ProjectPage({ params }: ProjectPageProps) {
  const project = getProject((await params).slug);
  if (!project) notFound();
  const service = getService(serviceOfCategory[project.category])!;
  const copy = labels.projectPage;
  const story = [
    { id: 'problem', heading: copy.problem, text: project.problem },
    { id: 'work', heading: copy.work, text: project.work },
    { id: 'result', heading: copy.result, text: project.result },
  ].filter((part) => part.text);
  const more = project.photos.length - 1;
  return (
    <>
      <Breadcrumbs crumbs={[fixedPages.projects, { name: project.title, path: project.path }]} />
      <ProjectPhotos project={project}>
        <ProjectLead project={project} service={service} townPath={getArea(project.town)?.path} />
        {project.beforeAfter?.length ? (
          <Section labelledBy="before-after-heading" tone="tinted">
            <SectionHeading id="before-after-heading" heading={copy.beforeAfter} align="left" />
            <BeforeAfter project={project} />
          </Section>
        ) : null}
        {story.length || project.scope ? (
          <Section labelledBy="job-heading">
            <SectionHeading id="job-heading" heading={copy.job} align="left" />
            <div className="max-w-3xl space-y-8">
              {story.map((part) => (
                <div key={part.id}>
                  <h3 className="text-xl font-bold">{part.heading}</h3>
                  <p className="mt-2 text-lg text-muted">{part.text}</p>
                </div>
              ))}
              {project.scope && (
                <div>
                  <h3 className="text-xl font-bold">{copy.scope}</h3>
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
          </Section>
        ) : null}
        {more > 0 && (
          <Section labelledBy="photos-heading" tone="tinted">
            <SectionHeading
              id="photos-heading"
              heading={copy.morePhotos}
              lead={copy.moreLead(more)}
              align="left"
            />
            <ProjectGallery project={project} from={1} />
          </Section>
        )}
      </ProjectPhotos>
      {projectImagesJsonLd(project).map((data) => (
        <JsonLd key={String(data.contentUrl)} data={data} />
      ))}
      <CtaBand />
    </>
  );
}
