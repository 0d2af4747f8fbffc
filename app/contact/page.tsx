import {
  areaMapCopy,
  contactPage,
  fixedPages,
  formResultPages,
  hours,
  pages,
  privacyLink,
  quoteForm,
  serviceChoices,
  site,
} from '@/lib/content';
import { ArrowDown, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { AreaMap } from '@/components/areas/area-map';
import { ContactForm } from '@/components/contact/contact-form';
import { TextLink } from '@/components/ui/text-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonClass } from '@/components/ui/button-link';
import { CallButton } from '@/components/ui/call-button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { formatHours } from '@/lib/hours';
import { labels } from '@/lib/labels';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: pages.contact.title,
  description: pages.contact.description,
  path: fixedPages.contact.path,
});

// Only what the form shows: its props travel to the browser with the page.
const { title, lead } = formResultPages.thankYou;
const sentNotice = { title, lead };

export default function ContactPage() {
  const { street, city, region, postalCode } = site.address;
  const details = [
    {
      Icon: Phone,
      label: labels.contactPage.phone,
      content: (
        <a
          href={`tel:${site.phone.e164}`}
          className="inline-flex min-h-11 items-center whitespace-nowrap text-brand underline-offset-4 hover:underline"
        >
          {site.phone.display}
        </a>
      ),
    },
    {
      Icon: Mail,
      label: labels.contactPage.email,
      content: (
        <a
          href={`mailto:${site.email}`}
          className="inline-flex min-h-11 items-center break-all text-brand underline-offset-4 hover:underline"
        >
          {site.email}
        </a>
      ),
    },
    {
      Icon: MapPin,
      label: labels.contactPage.office,
      content: (
        <>
          {street}
          <br />
          {city}, {region} {postalCode}
        </>
      ),
    },
  ];
  return (
    <>
      <PageHero
        eyebrow={labels.contactPage.eyebrow}
        title={contactPage.title}
        lead={contactPage.lead}
      >
        {/* On a phone the form is a long scroll below the details: one tap reaches it. */}
        <a href={`#${quoteForm.id}`} className={buttonClass()}>
          <ArrowDown aria-hidden="true" className="size-5" />
          {contactPage.formHeading}
        </a>
        <CallButton phone={site.phone} />
      </PageHero>
      <Breadcrumbs crumbs={[fixedPages.contact]} />
      <Section className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="details-heading" className="min-w-0 space-y-8">
          <div>
            <h2 id="details-heading" className="text-2xl font-bold">
              {contactPage.detailsHeading}
            </h2>
            <ul className="mt-6 space-y-5">
              {details.map(({ Icon, label, content }) => (
                <li key={label} className="flex gap-4">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-pale text-brand">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <p className="font-semibold">{label}</p>
                    <p className="text-muted">{content}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl bg-concrete-50 p-6">
            <h3 className="flex items-center gap-2 text-lg font-bold">
              <Clock aria-hidden="true" className="size-5 text-brand" />
              {contactPage.hoursHeading}
            </h3>
            <dl className="mt-4 space-y-2">
              {hours.map((entry) => (
                <div key={entry.label} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="font-medium whitespace-nowrap">{entry.label}</dt>
                  <dd className="text-right whitespace-nowrap text-muted">
                    {formatHours(entry, labels.contactPage.closed)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
        {/* Every quote button on the site lands here (quoteForm); html's scroll-padding-top keeps
            the card's top clear of the sticky header. The browser focuses a fragment's target on
            load, so it takes focus (tabIndex -1) and Tab goes on into the form. */}
        <section
          id={quoteForm.id}
          tabIndex={-1}
          aria-labelledby="form-heading"
          className="self-start rounded-2xl border border-concrete-200 bg-white p-6 shadow-sm focus:outline-none sm:p-8"
        >
          <h2 id="form-heading" className="text-2xl font-bold">
            {contactPage.formHeading}
          </h2>
          <p className="mt-2 mb-6 text-muted">
            {contactPage.requiredNote} {privacyLink.formNote}{' '}
            <TextLink href={privacyLink.href}>{privacyLink.formLabel}</TextLink>.
          </p>
          <ContactForm
            serviceOptions={serviceChoices}
            phone={site.phone}
            sentNotice={sentNotice}
            email={site.email}
          />
        </section>
      </Section>
      <Section labelledBy="find-us" tone="tinted">
        <h2 id="find-us" className="text-2xl font-bold">
          {contactPage.mapHeading}
        </h2>
        <p className="mt-2 max-w-3xl text-muted">{areaMapCopy.lead}</p>
        <AreaMap />
      </Section>
    </>
  );
}
