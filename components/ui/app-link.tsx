import Link from 'next/link';
import type { ComponentProps } from 'react';

export type AppLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * The site's only internal link. Prefetching is off: Next would otherwise fetch a HEAD and
 * two payloads for every visible link on load, competing with the page on a slow phone.
 * Client navigation on click still works.
 */
export function AppLink(props: AppLinkProps) {
  return <Link prefetch={false} {...props} />;
}
