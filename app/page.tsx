import {
  hero,
  heroFacts,
  pages,
  services,
  servicesIntro,
  site,
  testimonials,
  whyChooseUs,
} from '@/lib/content';
import { ArrowRight } from 'lucide-react';
import { CtaBand } from '@/components/layout/cta-band';
import { TestimonialsSection } from '@/components/home/testimonials-section';
import { ServiceCard } from '@/components/services/service-card';
import { ButtonLink } from '@/components/ui/button-link';
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

/** The facts beside the hero: the labels from content/home.ts, the values from company.json. */
const facts = [
  { label: heroFacts.license, value: `#${site.license}` },
  { label: heroFacts.since, value: String(site.foundingYear) },
  { label: heroFacts.area, value: site.serviceArea },
  heroFacts.estimates,
];

export default function HomePage() {
  return (
    <>
      <section className="dark-surface relative overflow-hidden bg-ink text-white">
        <div aria-hidden="true" className="absolute inset-0 blueprint-grid" />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[1fr_18rem] lg:py-32">
          <div>
            <p className="mb-4 text-sm font-semibold tracking-wider text-brand-light uppercase">
              {hero.eyebrow}
            </p>
            <h1 className="max-w-4xl text-4xl leading-tight font-bold tracking-tight text-balance sm:text-6xl">
              {hero.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-concrete-100 sm:text-xl">{hero.lead}</p>
            <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
              <ButtonLink href="/services/" variant="light">
                Explore Our Services
                <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
              <ButtonLink href="/contact/">Get a Free Quote</ButtonLink>
            </div>
          </div>
          {/* On a phone the eyebrow and the top bar already say this; wide screens have room. */}
          <div className="hidden rounded-2xl border border-white/15 bg-ink-2/80 p-6 lg:block">
            <dl className="divide-y divide-white/10">
              {facts.map((fact) => (
                <div key={fact.label} className="py-3 first:pt-0 last:pb-0">
                  <dt className="text-sm font-semibold tracking-wider text-brand-light uppercase">
                    {fact.label}
                  </dt>
                  <dd className="mt-1 text-lg font-semibold text-white">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

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
