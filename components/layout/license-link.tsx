import { ExternalLink } from 'lucide-react';
import { licenseLookup, site } from '@/lib/content';
import { labels } from '@/lib/labels';

export type LicenseLinkProps = { className?: string };

/**
 * The license number with the state's public lookup beside it, so a visitor can check it is real
 * and active. The link's name says where it goes; the number stays plain text to copy.
 */
export function LicenseLink({ className = '' }: LicenseLinkProps) {
  // The icon stays with the last word, however the line wraps.
  const words = licenseLookup.label.split(' ');
  const last = words.pop();
  return (
    <span className={className}>
      {labels.licenseLink.number(site.license)}{' '}
      {/* Inline, so a wrapped label reads as text; the padding keeps a phone-sized tap target. */}
      <a
        href={licenseLookup.href}
        rel="noopener"
        className="py-3 font-semibold text-white underline underline-offset-4 hover:text-brand-light sm:py-0"
      >
        {words.join(' ')}{' '}
        <span className="whitespace-nowrap">
          {last}
          <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.125em]" />
        </span>
      </a>
    </span>
  );
}
