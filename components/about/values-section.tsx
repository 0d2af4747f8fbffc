import { values } from '@/lib/content';
import { FeatureGrid } from '@/components/ui/feature-card';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

export function ValuesSection() {
  return (
    <Section labelledBy="values-heading">
      <SectionHeading id="values-heading" heading={values.heading} />
      <FeatureGrid items={values.items} className="sm:grid-cols-2 lg:grid-cols-4" />
    </Section>
  );
}
