import { Phone } from 'lucide-react';
import { aboutHero, site } from '@/lib/content';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { labels } from '@/lib/labels';

/** The page's h1, then the satellite line in a brand band: a caller's first question answered. */
export function AboutHero() {
  return (
    <>
      <PageHero
        eyebrow={labels.aboutHero.since(site.foundingYear)}
        title={labels.aboutHero.title(site.name)}
        lead={aboutHero.lead}
      />
      <div className="bg-brand text-white">
        <Container
          as="p"
          className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 py-4 text-center text-lg font-semibold"
        >
          <Phone aria-hidden="true" className="size-5" />
          <span>{labels.aboutHero.callBar(aboutHero.callBarLabel, site.satelliteTown)}</span>
          <a
            href={`tel:${site.satellitePhone.e164}`}
            className="inline-flex min-h-11 items-center whitespace-nowrap underline underline-offset-4 hover:no-underline"
          >
            {site.satellitePhone.display}
          </a>
          <span>{aboutHero.callBar}</span>
          {/* The bar says "call or text": on a phone, texting is one tap too. */}
          <a
            href={`sms:${site.satellitePhone.e164}`}
            className="inline-flex min-h-11 items-center whitespace-nowrap underline underline-offset-4 hover:no-underline"
          >
            {aboutHero.textLink}
          </a>
        </Container>
      </div>
    </>
  );
}
