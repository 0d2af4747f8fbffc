import { legacyRedirects } from '@/content/redirects';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { getService } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';

export type LegacySlug = keyof typeof legacyRedirects;

function target(from: LegacySlug) {
  const service = getService(legacyRedirects[from]);
  if (!service)
    throw new Error(`content/redirects.ts: "${from}" points at a service that does not exist`);
  return { service, path: `/services/${service.slug}/` };
}

export function legacyRedirectMetadata(from: LegacySlug) {
  const { service, path } = target(from);
  return pageMetadata({
    title: `${service.title} (moved)`,
    description:
      `This page has moved. ${service.title} now live on one page: ${service.metaDescription}`.slice(
        0,
        158,
      ),
    path,
    noindex: true,
  });
}

/** A page that forwards to its replacement with a meta refresh, and says so for anyone it does not move. */
export function LegacyRedirect({ from }: { from: LegacySlug }) {
  const { service, path } = target(from);
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${path}`} />
      <PageHero
        title="This page has moved"
        lead={`Kitchen and bathroom remodels now share one page: ${service.title}.`}
      >
        <ButtonLink href={path}>Go to {service.title}</ButtonLink>
      </PageHero>
    </>
  );
}
