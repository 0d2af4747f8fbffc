import { BookOpen, ChevronRight } from 'lucide-react';
import type { ServiceSection } from '@/lib/content';
import { ButtonLink } from '@/components/ui/button-link';
import { FeatureCard } from '@/components/ui/feature-card';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { labels } from '@/lib/labels';

type SectionProps<K extends ServiceSection['kind']> = {
  section: Extract<ServiceSection, { kind: K }>;
  id: string;
};

function Steps({ section, id }: SectionProps<'steps'>) {
  return (
    <>
      <SectionHeading id={id} heading={section.heading} lead={section.lead} />
      <ol className="grid gap-6 md:grid-cols-3">
        {section.steps.map((step, index) => (
          <li
            key={step.title}
            className="rounded-xl border border-concrete-200 bg-white p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold md:min-h-[2lh]">
              <span className="sr-only">{labels.serviceSections.step(index + 1)}</span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted">{step.description}</p>
          </li>
        ))}
      </ol>
    </>
  );
}

function List({ section, id }: SectionProps<'list'>) {
  return (
    <>
      <SectionHeading id={id} heading={section.heading} lead={section.lead} />
      <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
        {section.items.map((item) => (
          <li key={item} className="flex items-start gap-3 rounded-lg bg-white p-4 shadow-sm">
            <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Gallery({ section, id }: SectionProps<'gallery'>) {
  return (
    <>
      <SectionHeading id={id} heading={section.heading} lead={section.lead} />
      <ul className="grid gap-6 sm:grid-cols-3">
        {section.images.map((image) => (
          <li key={image.src}>
            <Picture
              image={image}
              sizes="(min-width: 1024px) 352px, (min-width: 640px) 33vw, 100vw"
              className="aspect-[3/2] h-auto w-full rounded-xl bg-concrete-100 object-cover shadow-sm"
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function Story({ section, id }: SectionProps<'story'>) {
  const parts = [
    [labels.serviceSections.challenge, section.challenge],
    [labels.serviceSections.solution, section.solution],
    [labels.serviceSections.outcome, section.outcome],
  ] as const;
  return (
    <>
      <SectionHeading id={id} heading={section.heading} />
      <article className="mx-auto max-w-4xl rounded-2xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-10">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-brand uppercase">
          <BookOpen aria-hidden="true" className="size-4" />
          {section.location}
        </p>
        <h3 className="mt-2 text-2xl font-bold">{section.title}</h3>
        <dl className="mt-6 grid gap-6 md:grid-cols-3">
          {parts.map(([term, detail]) => (
            <div key={term}>
              <dt className="font-bold text-ink">{term}</dt>
              <dd className="mt-1 text-muted">{detail}</dd>
            </div>
          ))}
        </dl>
      </article>
    </>
  );
}

function Cards({ section, id }: SectionProps<'cards'>) {
  return (
    <>
      <SectionHeading id={id} heading={section.heading} lead={section.lead} />
      <ul className="grid gap-6 md:grid-cols-2">
        {section.cards.map((card) => (
          <li key={card.title} className="md:last:odd:col-span-2">
            <FeatureCard {...card} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Callout({ section, id }: SectionProps<'callout'>) {
  return (
    <div className="mx-auto max-w-4xl overflow-hidden rounded-2xl border-t-8 border-brand bg-white p-6 shadow-sm sm:p-10">
      <h2 id={id} className="text-3xl font-bold tracking-tight">
        {section.heading}
      </h2>
      {section.body.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg text-muted">
          {paragraph}
        </p>
      ))}
      <ButtonLink href={section.cta.href} className="mt-8">
        {section.cta.label}
      </ButtonLink>
    </div>
  );
}

export type ServiceSectionsProps = { sections: ServiceSection[] };

/** Renders a service page's own sections in order, alternating light and concrete bands. */
export function ServiceSections({ sections }: ServiceSectionsProps) {
  return sections.map((section, index) => {
    const id = `section-${index + 1}`;
    const body = (() => {
      switch (section.kind) {
        case 'steps':
          return <Steps section={section} id={id} />;
        case 'list':
          return <List section={section} id={id} />;
        case 'gallery':
          return <Gallery section={section} id={id} />;
        case 'story':
          return <Story section={section} id={id} />;
        case 'cards':
          return <Cards section={section} id={id} />;
        case 'callout':
          return <Callout section={section} id={id} />;
      }
    })();
    return (
      <Section key={id} labelledBy={id} tone={index % 2 === 0 ? 'tinted' : 'plain'}>
        {body}
      </Section>
    );
  });
}
