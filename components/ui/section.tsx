import type { ReactNode } from 'react';
import { SectionHeading, type SectionHeadingProps } from './section-heading';

export type SectionProps = {
  /** The heading's id; the section is labelled by it. */
  id: string;
  /** Concrete-tinted background, to alternate with the white sections around it. */
  tinted?: boolean;
  /** The heading, unless the children bring their own heading with this `id`. */
  heading?: Omit<SectionHeadingProps, 'id'>;
  children: ReactNode;
};

/**
 * A page section: labelled by its heading, one width and one vertical rhythm for every page
 * (64 px on a phone, 80 px from `sm` up), optionally on the concrete tint.
 */
export function Section({ id, tinted = false, heading, children }: SectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={`py-16 sm:py-20 ${tinted ? 'bg-concrete-50' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {heading && <SectionHeading id={id} {...heading} />}
        {children}
      </div>
    </section>
  );
}
