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
import { LicenseLink } from './license-link';
import { Logo } from './logo';

const linkClass =
  'inline-flex min-h-11 items-center text-concrete-100 hover:text-white hover:underline';

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
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-base font-semibold text-white">
            Services
          </h2>
          <ul className="mt-3">
            {services.map((service) => (
              <li key={service.slug}>
                <AppLink href={service.path} className={linkClass}>
                  {service.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-base font-semibold text-white">
            Company
          </h2>
          <ul className="mt-3">
            {[...nav, serviceAreasLink, contactLink].map((item) => (
              <li key={item.href}>
                <AppLink href={item.href} className={linkClass}>
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-base font-semibold text-white">Contact</h2>
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
            Get a Quote
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
          <span>Licensed & insured in Florida</span>
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
