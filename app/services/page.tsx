import { fixedPages, pages, services } from '@/lib/content';
import { CtaBand } from '@/components/layout/cta-band';
import { ConcreteWork } from '@/components/services/concrete-work';
import { ServiceCard } from '@/components/services/service-card';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Section } from '@/components/ui/section';
import { PageHero } from '@/components/ui/page-hero';
import { labels } from '@/lib/labels';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: pages.services.title,
  description: pages.services.description,
  path: fixedPages.services.path,
});

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow={pages.services.eyebrow}
        title={pages.services.heading}
        lead={pages.services.lead}
      />
      <Breadcrumbs crumbs={[fixedPages.services]} />
      <Section
        label={labels.servicesPage.all}
        tone="tinted"
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {services.map((service, index) => (
          <ServiceCard
            key={service.slug}
            service={service}
            showHeadline
            headingLevel="h2"
            priority={index === 0}
            // The first row: three cards side by side on a desktop's first screen.
            eager={index < 3}
          />
        ))}
      </Section>
      <ConcreteWork />
      <CtaBand />
    </>
  );
}
