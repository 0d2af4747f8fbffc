import type { Metadata } from 'next';
import { NotFoundLogger } from '@/components/errors/not-found-logger';
import { CtaBand } from '@/components/layout/cta-band';
import { TextLink } from '@/components/ui/text-link';
import { ButtonLink } from '@/components/ui/button-link';
import { contactLink, fixedPages, nav } from '@/lib/content';
import { labels } from '@/lib/labels';

/** Where a lost visitor most likely meant to go. */
const destinations = [...nav.filter((item) => item.href !== fixedPages.home.path), contactLink];

export const metadata: Metadata = {
  title: labels.notFound.title,
  description: labels.notFound.description,
  // No robots entry: Next writes <meta name="robots" content="noindex"> on this page itself.
};

export default function NotFound() {
  return (
    <>
      <section className="flex min-h-[60vh] items-center justify-center bg-concrete-50 px-4 py-20">
        <div className="text-center">
          <h1 className="text-7xl font-bold text-ink sm:text-8xl">404</h1>
          <p className="mt-4 text-xl text-muted">{labels.notFound.heading}</p>
          <ButtonLink href={fixedPages.home.path} className="mt-8">
            {labels.notFound.home}
          </ButtonLink>
          <nav aria-label={labels.notFound.pages} className="mt-8">
            <p className="text-muted">{labels.notFound.goTo}</p>
            <ul className="mt-2 flex flex-wrap justify-center gap-x-2">
              {destinations.map((item) => (
                <li key={item.href}>
                  <TextLink href={item.href} variant="list">
                    {item.label}
                  </TextLink>
                </li>
              ))}
            </ul>
          </nav>
          <NotFoundLogger />
        </div>
      </section>
      <CtaBand />
    </>
  );
}
