import { ExternalLink } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-link';

export type ReviewLinksProps = {
  links: { google: string | null; others: { name: string; url: string }[] };
  /** Before each site's name: "Review us on". */
  prefix: string;
  note: string;
};

/**
 * One big button per review site, Google's first. Each opens in the same tab and sends no
 * Referer: the page's address may carry the e-mail's token.
 */
export function ReviewLinks({ links, prefix, note }: ReviewLinksProps) {
  const sites = [...(links.google ? [{ name: 'Google', url: links.google }] : []), ...links.others];
  if (!sites.length) return null;
  return (
    <>
      <ul className="mt-8 grid gap-3 sm:max-w-md">
        {sites.map((site, i) => (
          <li key={site.url}>
            <a
              href={site.url}
              rel="noreferrer"
              className={buttonClass(
                i === 0 ? 'primary' : 'outline',
                'min-h-14 w-full text-lg whitespace-normal',
              )}
            >
              {prefix} {site.name}
              <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-base text-muted">{note}</p>
    </>
  );
}
