import { ctaBand, quoteForm, site } from '@/lib/content';
import { ButtonLink } from '@/components/ui/button-link';
import { CallButton } from '@/components/ui/call-button';
import { Section } from '@/components/ui/section';

/**
 * The closing call to action at the end of every page but contact, where the form itself is the
 * call to action (a quote button there would only link to the page it is on).
 */
export function CtaBand() {
  return (
    <Section
      labelledBy="cta-heading"
      tone="dark"
      className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="max-w-2xl">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance">
          {ctaBand.heading}
        </h2>
        <p className="mt-3 text-lg text-concrete-100">{ctaBand.lead}</p>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row lg:shrink-0">
        <ButtonLink href={quoteForm.href}>{ctaBand.primary}</ButtonLink>
        <CallButton phone={site.phone} />
      </div>
    </Section>
  );
}
