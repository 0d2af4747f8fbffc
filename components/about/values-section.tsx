import { values } from '@/lib/content';
import { FeatureCard } from '@/components/ui/feature-card';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

export function ValuesSection() {
  return (
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
  );
}
