import type { ReactNode } from 'react';
import { Container } from './container';

export type PageHeroProps = {
  title: string;
  lead?: string;
  eyebrow?: string;
  children?: ReactNode;
};

/** The dark band that opens every inner page, holding its one h1. */
export function PageHero({ title, lead, eyebrow, children }: PageHeroProps) {
  return (
    <section className="dark-surface relative overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className="absolute inset-0 blueprint-grid opacity-60" />
      <Container className="relative py-16 sm:py-20 lg:py-24">
        {eyebrow && (
          <p className="mb-3 text-sm font-semibold tracking-wider text-brand-light uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {lead && <p className="mt-5 max-w-2xl text-lg text-concrete-100 sm:text-xl">{lead}</p>}
        {children && (
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap">{children}</div>
        )}
      </Container>
    </section>
  );
}
