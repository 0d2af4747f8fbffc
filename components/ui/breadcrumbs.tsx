import { ChevronRight } from 'lucide-react';
import { labels } from '@/lib/labels';
import { breadcrumbJsonLd, breadcrumbTrail, type Crumb } from '@/lib/structured-data';
import { TextLink } from './text-link';
import { Container } from './container';
import { JsonLd } from './json-ld';

export type BreadcrumbsProps = { crumbs: Crumb[] };

/** The visible trail and its BreadcrumbList, from one list so they always agree. */
export function Breadcrumbs({ crumbs }: BreadcrumbsProps) {
  const trail = breadcrumbTrail(crumbs);
  return (
    <nav aria-label={labels.breadcrumbs.label} className="border-b border-concrete-200 bg-white">
      <Container as="ol" className="flex items-center gap-1 py-0.5 text-sm">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            // One line on a phone: the current page's name is cut short, never the links.
            <li
              key={crumb.path}
              className={`flex items-center gap-1 ${last ? 'min-w-0' : 'shrink-0'}`}
            >
              {index > 0 && (
                <ChevronRight aria-hidden="true" className="size-4 text-concrete-400" />
              )}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <TextLink href={crumb.path} variant="crumb">
                  {crumb.name}
                </TextLink>
              )}
            </li>
          );
        })}
      </Container>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </nav>
  );
}
