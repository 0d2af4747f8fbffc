import { Phone } from 'lucide-react';
import { ctaBand } from '@/content/home';
import { site } from '@/content/site';
import { ButtonLink } from '@/components/ui/button-link';

/** The closing call to action shared by every page, just above the footer. */
export function CtaBand() {
  return (
    <section aria-labelledby="cta-heading" className="dark-surface bg-ink-2 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance">
            {ctaBand.heading}
          </h2>
          <p className="mt-3 text-lg text-concrete-100">{ctaBand.lead}</p>
        </div>
        <div className="flex flex-wrap gap-4">
          <ButtonLink href="/contact/">{ctaBand.primary}</ButtonLink>
          <a
            href={`tel:${site.phone.e164}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-white px-5 py-2.5 font-semibold whitespace-nowrap text-white hover:bg-white hover:text-ink"
          >
            <Phone aria-hidden="true" className="size-5" />
            Call {site.phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
