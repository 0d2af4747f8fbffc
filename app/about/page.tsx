import { aboutHero, credentials, newEra, pages, site, story, team, values } from '@/lib/content';
import { Phone, ShieldCheck } from 'lucide-react';
import { CtaBand } from '@/components/layout/cta-band';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { FeatureCard } from '@/components/ui/feature-card';
import { PageHero } from '@/components/ui/page-hero';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: pages.about.title,
  description: pages.about.description,
  path: '/about/',
});

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={`Since ${site.foundingYear}`}
        title={`About ${site.name}`}
        lead={aboutHero.lead}
      />
      <div className="bg-brand text-white">
        <p className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-4 text-center text-lg font-semibold sm:px-6">
          <Phone aria-hidden="true" className="size-5" />
          <span>{aboutHero.callBarLabel}:</span>
          <a
            href={`tel:${site.satellitePhone.e164}`}
            className="inline-flex min-h-11 items-center whitespace-nowrap underline underline-offset-4 hover:no-underline"
          >
            {site.satellitePhone.display}
          </a>
          <span>{aboutHero.callBar}</span>
        </p>
      </div>
      <Breadcrumbs crumbs={[{ name: 'About', path: '/about/' }]} />

      <Section labelledBy="story-heading" className="grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="story-heading" heading={story.heading} align="left" />
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-muted first:mt-0">
              {paragraph}
            </p>
          ))}
        </div>
        <div>
          <h3 className="text-2xl font-bold">{story.milestonesHeading}</h3>
          <ol className="mt-6 border-l-2 border-brand">
            {story.milestones.map((milestone) => (
              <li key={milestone.year} className="relative pb-6 pl-6 last:pb-0">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[7px] size-3 rounded-full bg-brand"
                />
                <p className="font-bold text-brand">{milestone.year}</p>
                <h4 className="font-bold">{milestone.title}</h4>
                <p className="text-muted">{milestone.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section labelledBy="new-era-heading" tone="tinted">
        <SectionHeading
          id="new-era-heading"
          eyebrow={newEra.eyebrow}
          heading={newEra.heading}
          lead={newEra.lead}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          {newEra.images.map((image) => (
            <Picture
              key={image.src}
              image={image}
              sizes="(min-width: 1024px) 560px, (min-width: 640px) 50vw, 100vw"
              className="h-auto w-full rounded-2xl shadow-sm"
            />
          ))}
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {newEra.features.map((feature) => (
            <li key={feature.title}>
              <FeatureCard {...feature} />
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-2xl bg-ink p-8 text-white sm:p-10">
          <h3 className="text-2xl font-bold">{newEra.missionHeading}</h3>
          <p className="mt-3 text-lg text-concrete-100">{newEra.mission}</p>
        </div>
      </Section>

      <Section labelledBy="values-heading">
        <SectionHeading id="values-heading" heading={values.heading} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((value) => (
            <li key={value.title}>
              <FeatureCard {...value} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="team-heading" tone="tinted">
        <SectionHeading id="team-heading" heading={team.heading} />
        <ul className="grid gap-6 md:grid-cols-3">
          {team.members.map((member) => (
            <li
              key={member.name}
              className="overflow-hidden rounded-2xl border border-concrete-200 bg-white shadow-sm"
            >
              <Picture
                image={member.photo}
                sizes="(min-width: 768px) 352px, 100vw"
                className="aspect-square h-auto w-full bg-concrete-100"
              />
              <div className="p-6">
                <h3 className="text-xl font-bold">{member.name}</h3>
                <p className="font-semibold text-brand">{member.role}</p>
                <p className="mt-3 text-muted">{member.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="credentials-heading">
        <SectionHeading id="credentials-heading" heading={credentials.heading} />
        <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
          {credentials.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl border border-concrete-200 p-6 text-center"
            >
              <dt className="mt-1 text-muted">{stat.label}</dt>
              <dd className="text-4xl font-bold text-brand">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mx-auto mt-10 max-w-3xl text-center text-lg">
          <ShieldCheck
            aria-hidden="true"
            className="mr-2 inline size-6 align-[-0.3em] text-success"
          />
          {credentials.licenseText}{' '}
          <span className="whitespace-nowrap">
            License <strong>#{site.license}</strong>.
          </span>
        </p>
      </Section>
      <CtaBand />
    </>
  );
}
