import { Mail, MapPin, Phone } from 'lucide-react';
import {
  contactLink,
  nav,
  privacyLink,
  quoteForm,
  serviceAreasLink,
  services,
  site,
} from '@/lib/content';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { TextLink, textLinkClass } from '@/components/ui/text-link';
import { LicenseLink } from './license-link';
import { labels } from '@/lib/labels';
import { Logo } from './logo';

const linkClass = textLinkClass('footer');

type FooterLinksProps = { id: string; heading: string; links: { href: string; label: string }[] };

function FooterLinks({ id, heading, links }: FooterLinksProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-white">
        {heading}
      </h2>
      <ul className="mt-3">
        {links.map((link) => (
          <li key={link.href}>
            <TextLink href={link.href} variant="footer">
              {link.label}
            </TextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { street, city, region, postalCode } = site.address;
  return (
    <footer id="site-footer" className="dark-surface bg-ink text-concrete-100">
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tone="dark" />
          <p className="mt-4 text-sm leading-relaxed">{site.blurb}</p>
          <p className="mt-4 text-sm">
            <LicenseLink />
          </p>
        </div>
        <FooterLinks
          id="footer-services"
          heading={labels.footer.services}
          links={services.map((service) => ({ href: service.path, label: service.title }))}
        />
        <FooterLinks
          id="footer-company"
          heading={labels.footer.company}
          links={[...nav, serviceAreasLink, contactLink]}
        />
        <div>
          <h2 className="text-base font-semibold text-white">{labels.footer.contact}</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-light" />
              <span>
                {street}
                <br />
                {city}, {region} {postalCode}
              </span>
            </p>
            <p>
              <a href={`tel:${site.phone.e164}`} className={`${linkClass} gap-2 whitespace-nowrap`}>
                <Phone aria-hidden="true" className="size-4 text-brand-light" />
                {site.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.email}`} className={`${linkClass} gap-2`}>
                <Mail aria-hidden="true" className="size-4 text-brand-light" />
                {site.email}
              </a>
            </p>
          </address>
          <ButtonLink href={quoteForm.href} className="mt-5">
            {labels.footer.quote}
          </ButtonLink>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container as="p" className="flex flex-col gap-1 py-5 text-sm sm:flex-row sm:gap-2">
          <span>
            © {site.foundingYear}–{new Date().getFullYear()} {site.legalName}
          </span>
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          <span>{labels.footer.licensed}</span>
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          <AppLink
            href={privacyLink.href}
            className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-white sm:min-h-0"
          >
            {privacyLink.label}
          </AppLink>
        </Container>
      </div>
    </footer>
  );
}
