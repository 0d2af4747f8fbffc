import { Languages, MapPin, ShieldCheck } from 'lucide-react';
import { site, spanishContact } from '@/lib/content';
import { Container } from '@/components/ui/container';
import { labels } from '@/lib/labels';
import { LicenseLink } from './license-link';

export function TopBar() {
  const { street, city, region, postalCode } = site.address;
  return (
    <section
      aria-label={labels.topBar.label}
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
        {spanishContact && (
          <p className="flex items-center gap-2 font-semibold whitespace-nowrap text-white">
            <Languages aria-hidden="true" className="size-4 shrink-0 text-brand-light" />
            {spanishContact}
          </p>
        )}
        <p className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-brand-light" />
          <LicenseLink />
        </p>
      </Container>
    </section>
  );
}
