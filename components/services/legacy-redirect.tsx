import { legacyPage, type LegacySlug } from '@/lib/content';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { labels } from '@/lib/labels';
import { pageMetadata } from '@/lib/seo';

/** noindex, with the canonical on the page it forwards to. */
export function legacyRedirectMetadata(from: LegacySlug) {
  const { title, description, service } = legacyPage(from);
  return pageMetadata({ title, description, path: service.path, noindex: true });
}

/** A page that forwards to its replacement with a meta refresh, and says so for anyone it does not move. */
export function LegacyRedirect({ from }: { from: LegacySlug }) {
  const { service, lead } = legacyPage(from);
  const { path } = service;
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${path}`} />
      <PageHero title={labels.legacyRedirect.moved} lead={lead}>
        <ButtonLink href={path}>{labels.legacyRedirect.goTo(service.title)}</ButtonLink>
      </PageHero>
    </>
  );
}
