import { getService, legacyRedirects } from '@/lib/content';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/seo';

export type LegacySlug = keyof typeof legacyRedirects;

function target(from: LegacySlug) {
  const redirect = legacyRedirects[from];
  const service = getService(redirect.to);
  if (!service)
    throw new Error(
      `content/redirects.ts: "${from}" points at "${redirect.to}", which is not a service`,
    );
  return { ...redirect, service, path: `/services/${service.slug}/` };
}

/** noindex, with the canonical on the page it forwards to. */
export function legacyRedirectMetadata(from: LegacySlug) {
  const { title, description, path } = target(from);
  return pageMetadata({ title, description, path, noindex: true });
}

/** A page that forwards to its replacement with a meta refresh, and says so for anyone it does not move. */
export function LegacyRedirect({ from }: { from: LegacySlug }) {
  const { service, path, lead } = target(from);
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${path}`} />
      <PageHero title="This page has moved" lead={lead}>
        <ButtonLink href={path}>Go to {service.title}</ButtonLink>
      </PageHero>
    </>
  );
}
