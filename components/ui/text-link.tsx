import { AppLink, type AppLinkProps } from './app-link';

// The site's looks for a link in text, each written once.
const variants = {
  /** In a sentence or a list on a light surface: always underlined. */
  inline: 'font-semibold text-brand-dark underline underline-offset-4 hover:text-brand',
  /** A card's title: the link covers the whole card (a `relative` card), so it all takes the tap. */
  stretched:
    'after:absolute after:inset-0 hover:text-brand-dark hover:underline focus-visible:outline-none',
  /** A list of destinations on a light surface: a full-size tap target, underlined on hover. */
  list: 'inline-flex min-h-11 items-center px-2 font-semibold text-brand-dark underline-offset-4 hover:underline',
  /** The breadcrumb trail: quiet beside the page's heading. */
  crumb: 'inline-flex min-h-11 items-center text-muted hover:text-brand hover:underline',
  /** The footer's lists and contact lines, on the dark surface. */
  footer: 'inline-flex min-h-11 items-center text-concrete-100 hover:text-white hover:underline',
};

export type TextLinkVariant = keyof typeof variants;

/** The classes of a text link, for a link that is not a route (`tel:`, `mailto:`). */
export const textLinkClass = (variant: TextLinkVariant) => variants[variant];

export type TextLinkProps = Omit<AppLinkProps, 'className'> & { variant?: TextLinkVariant };

/** An internal link in one of the site's named looks. */
export function TextLink({ variant = 'inline', href, ...props }: TextLinkProps) {
  return <AppLink href={href} className={variants[variant]} {...props} />;
}
