import { Mail, Phone } from 'lucide-react';
import { CtaBand } from '@/components/layout/cta-band';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { fixedPages, site } from '@/lib/content';
import { labels } from '@/lib/labels';
import { privacy } from '@/lib/privacy';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: privacy.title,
  description: privacy.description,
  path: fixedPages.privacy.path,
});

const linkClass =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-dark underline underline-offset-4 hover:text-brand';

export default function PrivacyPage() {
  return (
    <>
      <PageHero eyebrow={labels.privacyPage.eyebrow} title={privacy.heading} lead={privacy.lead} />
      <Breadcrumbs crumbs={[fixedPages.privacy]} />
      <Section>
        <div className="max-w-3xl space-y-10">
          {privacy.sections.map((section, i) => (
            <section key={section.heading} aria-labelledby={`privacy-${i}`}>
              <h2 id={`privacy-${i}`} className="text-2xl font-bold">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <ul className="flex flex-wrap gap-x-8 gap-y-2">
            <li>
              <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                <Mail aria-hidden="true" className="size-5 shrink-0" />
                {site.email}
              </a>
            </li>
            <li>
              <a href={`tel:${site.phone.e164}`} className={`${linkClass} whitespace-nowrap`}>
                <Phone aria-hidden="true" className="size-5" />
                {site.phone.display}
              </a>
            </li>
          </ul>
        </div>
      </Section>
      <CtaBand />
    </>
  );
}
