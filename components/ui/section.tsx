import type { ReactNode } from 'react';
import { Container } from './container';

const tones = {
  plain: 'bg-white',
  tinted: 'bg-concrete-50',
  dark: 'dark-surface bg-ink-2 text-white',
};

export type SectionProps = {
  /** The id of the section's heading among the children: it names the section's region. */
  labelledBy?: string;
  /** The region's name when it shows no heading of its own. Without either, a plain block. */
  label?: string;
  /** White, the concrete tint (to alternate with white neighbours), or the dark closing band. */
  tone?: keyof typeof tones;
  /** Classes for the inner column, e.g. a grid. */
  className?: string;
  children: ReactNode;
};

/**
 * Every page section below the hero: one width and one vertical rhythm on every page (64 px above
 * and below on a phone, 80 px from `sm` up), named by its heading.
 */
export function Section({
  labelledBy,
  label,
  tone = 'plain',
  className = '',
  children,
}: SectionProps) {
  const Tag = labelledBy || label ? 'section' : 'div';
  return (
    <Tag
      aria-labelledby={labelledBy}
      aria-label={label}
      className={`py-16 sm:py-20 ${tones[tone]}`}
    >
      <Container className={className}>{children}</Container>
    </Tag>
  );
}
