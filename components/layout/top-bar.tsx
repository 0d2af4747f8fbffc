import { MapPin, ShieldCheck } from 'lucide-react';
import { site } from '@/lib/content';
import { Container } from '@/components/ui/container';
import { LicenseLink } from './license-link';

export function TopBar() {
  const { street, city, region, postalCode } = site.address;
  return (
    <section
      aria-label="Office address and license"
      className="dark-surface bg-ink text-sm text-concrete-100"
    >
      <Container className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-light" />
          {/* One text run, so a narrow phone breaks after the street, not inside the city line. */}
          <span>
            {street},{' '}
            <span className="whitespace-nowrap">
              {city}, {region} {postalCode}
            </span>
          </span>
        </p>
        <p className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-brand-light" />
          <LicenseLink />
        </p>
      </Container>
    </section>
  );
}
