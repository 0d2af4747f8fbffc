import { ShieldCheck } from 'lucide-react';
import { credentials, site } from '@/lib/content';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { labels } from '@/lib/labels';

/** The figures that back the story, then the license number from company.json. */
export function CredentialsSection() {
  return (
    <Section labelledBy="credentials-heading">
      <SectionHeading id="credentials-heading" heading={credentials.heading} />
      <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
        {credentials.stats.map((stat) => (
          // The figure reads first on screen; the label comes first for a screen reader.
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
          {labels.credentials.license} <strong>#{site.license}</strong>.
        </span>
      </p>
    </Section>
  );
}
