import { featuredProject, fixedPages, pages, projects, projectsIntro } from '@/lib/content';
import { CtaBand } from '@/components/layout/cta-band';
import { ProjectShowcase } from '@/components/projects/project-showcase';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHero } from '@/components/ui/page-hero';
import { labels } from '@/lib/labels';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: pages.projects.title,
  description: pages.projects.description,
  path: fixedPages.projects.path,
});

export default function ProjectsPage() {
  return (
    <>
      <PageHero
        eyebrow={labels.projectsPage.eyebrow}
        title={projectsIntro.title}
        lead={projectsIntro.lead}
      />
      <Breadcrumbs crumbs={[fixedPages.projects]} />
      <ProjectShowcase projects={projects} featured={featuredProject} />
      <CtaBand />
    </>
  );
}
