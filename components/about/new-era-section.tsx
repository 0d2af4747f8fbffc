import { newEra } from '@/lib/content';
import { FeatureGrid } from '@/components/ui/feature-card';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

/** The company today: its photos, what it offers, and its mission in a dark card. */
export function NewEraSection() {
  return (
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
      <FeatureGrid items={newEra.features} className="mt-10 md:grid-cols-3" />
      <div className="mt-10 rounded-2xl bg-ink p-8 text-white sm:p-10">
        <h3 className="text-2xl font-bold">{newEra.missionHeading}</h3>
        <p className="mt-3 text-lg text-concrete-100">{newEra.mission}</p>
      </div>
    </Section>
  );
}
