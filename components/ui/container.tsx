import type { ComponentPropsWithoutRef, ElementType } from 'react';

const widths = {
  /** Every band of every page: header, top bar, heroes, sections, footer. */
  page: 'max-w-6xl',
  /** A screen that is only a message (the error screen). */
  text: 'max-w-3xl',
};

export type ContainerProps<T extends ElementType> = {
  /** The element to render, when the column is a list, a paragraph or a section. */
  as?: T;
  width?: keyof typeof widths;
  /** Classes for the column itself: its grid or flex layout, its vertical padding. */
  className?: string;
} & Omit<ComponentPropsWithoutRef<T>, 'as' | 'className'>;

/**
 * The page's column: its width and its side padding (16 px on a phone, 24 px from `sm` up),
 * written here once so every band lines up with the header's logo.
 */
export function Container<T extends ElementType = 'div'>({
  as,
  width = 'page',
  className = '',
  ...props
}: ContainerProps<T>) {
  const Tag: ElementType = as ?? 'div';
  const classes = `mx-auto ${widths[width]} px-4 sm:px-6 ${className}`.trim();
  return <Tag className={classes} {...props} />;
}
