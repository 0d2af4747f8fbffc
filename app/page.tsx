import { pages, services, servicesIntro, site, testimonials, whyChooseUs } from '@/lib/content';
import { CtaBand } from '@/components/layout/cta-band';
import { HomeHero } from '@/components/home/home-hero';
import { TestimonialsSection } from '@/components/home/testimonials-section';
import { ServiceCard } from '@/components/services/service-card';
import { FeatureCard } from '@/components/ui/feature-card';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: `${site.name} | ${pages.home.title}`,
  absoluteTitle: true,
  description: pages.home.description,
  path: '/',
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
      </Section>

      <Section labelledBy="why-heading">
        <SectionHeading
          id="why-heading"
          eyebrow={whyChooseUs.eyebrow}
          heading={whyChooseUs.heading}
          lead={whyChooseUs.lead}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whyChooseUs.items.map((item) => (
            <li key={item.title}>
              <FeatureCard {...item} />
            </li>
          ))}
        </ul>
      </Section>

      <TestimonialsSection testimonials={testimonials} />
      <CtaBand />
    </>
  );
}
