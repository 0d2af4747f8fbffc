import type { ComponentProps } from 'react';
import { AppLink } from './app-link';

// Every variant has a 2px border (transparent on primary), so buttons side by side match in size.
const variants = {
  primary: 'border-transparent bg-brand text-white hover:bg-brand-dark',
  outline: 'border-ink text-ink hover:bg-ink hover:text-white',
  light: 'border-white text-white hover:bg-white hover:text-ink',
};

/** The classes of a button-styled link, for links that are not a plain ButtonLink. */
export const buttonClass = (variant: keyof typeof variants = 'primary', className = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 px-5 py-2.5 text-base font-semibold whitespace-nowrap transition-colors ${variants[variant]} ${className}`;

export type ButtonLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  variant?: keyof typeof variants;
};

export function ButtonLink({ variant = 'primary', className = '', ...props }: ButtonLinkProps) {
  // A link to a place in a page (the quote form) is a plain link: the browser scrolls there and
  // focuses the target (HTML's "scroll to the fragment"), where Next's client navigation scrolls
  // but leaves focus behind, so Tab would start again at the top of the page.
  if (props.href.includes('#')) return <a {...props} className={buttonClass(variant, className)} />;
  return <AppLink {...props} className={buttonClass(variant, className)} />;
}
