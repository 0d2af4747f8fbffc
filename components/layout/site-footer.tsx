import { Mail, MapPin, Phone } from 'lucide-react';
import { contactLink, nav, privacyLink, serviceAreasLink, services, site } from '@/lib/content';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button-link';
import { LicenseLink } from './license-link';
import { Logo } from './logo';

const linkClass =
  'inline-flex min-h-11 items-center text-concrete-100 hover:text-white hover:underline';

export function SiteFooter() {
  const { street, city, region, postalCode } = site.address;
  return (
    <footer id="site-footer" className="dark-surface bg-ink text-concrete-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
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
                <AppLink href={`/services/${service.slug}/`} className={linkClass}>
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
          <ButtonLink href="/contact/" className="mt-5">
            Get a Quote
          </ButtonLink>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-5 text-sm sm:flex-row sm:gap-2 sm:px-6">
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
        </p>
      </div>
    </footer>
  );
}
