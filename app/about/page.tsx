import { fixedPages, pages } from '@/lib/content';
import { AboutHero } from '@/components/about/about-hero';
import { CredentialsSection } from '@/components/about/credentials-section';
import { NewEraSection } from '@/components/about/new-era-section';
import { StorySection } from '@/components/about/story-section';
import { TeamSection } from '@/components/about/team-section';
import { ValuesSection } from '@/components/about/values-section';
import { CtaBand } from '@/components/layout/cta-band';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: pages.about.title,
  description: pages.about.description,
  path: fixedPages.about.path,
});

export default function AboutPage() {
  return (
    <>
      <AboutHero />
      <Breadcrumbs crumbs={[fixedPages.about]} />
      <StorySection />
      <NewEraSection />
      <ValuesSection />
      <TeamSection />
      <CredentialsSection />
      <CtaBand />
    </>
  );
}
