import { pages, services } from '@/lib/content';
import { CtaBand } from '@/components/layout/cta-band';
import { ServiceCard } from '@/components/services/service-card';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: pages.services.title,
  description: pages.services.description,
  path: '/services/',
});

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow={pages.services.eyebrow}
        title={pages.services.heading}
        lead={pages.services.lead}
      />
      <Breadcrumbs crumbs={[{ name: 'Services', path: '/services/' }]} />
      <section aria-label="All services" className="bg-concrete-50 py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
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
        </div>
      </section>
      <CtaBand />
    </>
  );
}
