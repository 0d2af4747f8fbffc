import { CircleCheck } from 'lucide-react';
import { concreteWork } from '@/lib/content';
import { quoteLinkFor } from '@/lib/quote-link';
import { ButtonLink } from '@/components/ui/button-link';
import { IconList } from '@/components/ui/icon-list';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

const headingId = `${concreteWork.id}-heading`;

/** The concrete we pour for homes and businesses, and how to ask for a quote on it. */
export function ConcreteWork() {
  return (
    <div id={concreteWork.id}>
      <Section labelledBy={headingId}>
        <SectionHeading
          id={headingId}
          eyebrow={concreteWork.eyebrow}
          heading={concreteWork.heading}
          lead={concreteWork.lead}
        />
        <div className="grid gap-6 md:grid-cols-2">
          {concreteWork.groups.map((group) => (
            <div
              key={group.heading}
              className="rounded-2xl border border-concrete-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <h3 className="text-xl font-bold">{group.heading}</h3>
              <IconList
                items={group.items}
                Icon={CircleCheck}
                iconClass="text-brand"
                className="mt-4"
              />
            </div>
          ))}
        </div>
        <div className="mx-auto mt-10 max-w-3xl text-center">
          <p className="text-lg text-muted">{concreteWork.quote}</p>
          {/* The form has no concrete choice (the spec's eight): it opens on Other. */}
          <ButtonLink href={quoteLinkFor('Other')} variant="outline" className="mt-6">
            {concreteWork.quoteLabel}
          </ButtonLink>
        </div>
      </Section>
    </div>
  );
}
