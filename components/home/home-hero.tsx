import { ArrowRight } from 'lucide-react';
import { fixedPages, hero, heroFacts, quoteForm, site } from '@/lib/content';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { labels } from '@/lib/labels';

/** The facts beside the hero: the labels from content/home.ts, the values from company.json. */
const facts = [
  { label: heroFacts.license, value: `#${site.license}` },
  { label: heroFacts.since, value: String(site.foundingYear) },
  { label: heroFacts.area, value: site.serviceArea },
  heroFacts.estimates,
];

/** The home page's h1 and its two ways on, with the company's facts beside them on wide screens. */
export function HomeHero() {
  return (
    <section className="dark-surface relative overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className="absolute inset-0 blueprint-grid" />
      <Container className="relative grid items-center gap-12 py-20 sm:py-24 lg:grid-cols-[1fr_18rem] lg:py-32">
        <div>
          <p className="mb-4 text-sm font-semibold tracking-wider text-brand-light uppercase">
            {hero.eyebrow}
          </p>
          <h1 className="max-w-4xl text-4xl leading-tight font-bold tracking-tight text-balance sm:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-concrete-100 sm:text-xl">{hero.lead}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
            <ButtonLink href={fixedPages.services.path} variant="light">
              {labels.homeHero.services}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink href={quoteForm.href}>{labels.quoteButton.label}</ButtonLink>
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
      </Container>
    </section>
  );
}
