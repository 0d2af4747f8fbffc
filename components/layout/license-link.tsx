import { ExternalLink } from 'lucide-react';
import { licenseLookup, site } from '@/lib/content';

export type LicenseLinkProps = { className?: string };

/**
 * The license number with the state's public lookup beside it, so a visitor can check it is real
 * and active. The link's name says where it goes; the number stays plain text to copy.
 */
export function LicenseLink({ className = '' }: LicenseLinkProps) {
  return (
    <span className={className}>
      Florida License #{site.license}{' '}
      <a
        href={licenseLookup.href}
        rel="noopener"
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-white underline underline-offset-4 hover:text-brand-light sm:min-h-0"
      >
        {licenseLookup.label}
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </a>
    </span>
  );
}
