import {
  concreteWork,
  fixedPages,
  pages,
  pathTo,
  services,
  servicesIntro,
  site,
  testimonials,
  whyChooseUs,
} from '@/lib/content';
import { TextLink } from '@/components/ui/text-link';
import { CtaBand } from '@/components/layout/cta-band';
import { HomeHero } from '@/components/home/home-hero';
import { TestimonialsSection } from '@/components/home/testimonials-section';
import { ServiceCard } from '@/components/services/service-card';
import { FeatureGrid } from '@/components/ui/feature-card';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: `${site.name} | ${pages.home.title}`,
  absoluteTitle: true,
  description: pages.home.description,
  path: fixedPages.home.path,
});

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <Section labelledBy="services-heading" tone="tinted">
        <SectionHeading id="services-heading" {...servicesIntro} />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </div>
        <p className="mt-10 text-center text-lg">
          {concreteWork.homeLine}{' '}
          <TextLink href={pathTo(fixedPages.services.path, concreteWork.id)}>
            {concreteWork.homeLink}
          </TextLink>
        </p>
      </Section>

      <Section labelledBy="why-heading">
        <SectionHeading
          id="why-heading"
          eyebrow={whyChooseUs.eyebrow}
          heading={whyChooseUs.heading}
          lead={whyChooseUs.lead}
        />
        <FeatureGrid items={whyChooseUs.items} className="sm:grid-cols-2 lg:grid-cols-3" />
      </Section>

      <TestimonialsSection testimonials={testimonials} />
      <CtaBand />
    </>
  );
}
