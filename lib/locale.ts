/**
 * Which edition this build is: the site is built once in English at / and, unless the owner has
 * turned the Spanish edition off, once more in Spanish under /es/ (pipeline/steps/spanish.ts sets
 * NEXT_PUBLIC_SITE_LOCALE=es for that build; next.config.mjs gives it the /es base path). Every
 * page, island and build step reads its edition from here, so both trees come from the same
 * components (docs/architecture.md#the-spanish-edition). Next inlines NEXT_PUBLIC_ variables into
 * the islands at build, so an island knows its edition without a prop.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

export const locale: Locale = process.env.NEXT_PUBLIC_SITE_LOCALE === 'es' ? 'es' : 'en';

/** Where each edition's tree starts: the English one at the root, the Spanish one under /es. */
export const basePaths: Record<Locale, string> = { en: '', es: '/es' };

/**
 * Each edition's `lang`, its Open Graph locale, and its name in its own language as the header's
 * link shows it (`short` on the narrowest phones, where the name would push the menu off screen).
 */
export const languages = {
  en: { lang: 'en-US', hreflang: 'en', ogLocale: 'en_US', name: 'English', short: 'EN' },
  es: { lang: 'es-US', hreflang: 'es', ogLocale: 'es_US', name: 'Español', short: 'ES' },
} as const satisfies Record<Locale, object>;

/** A path of the English tree as it is in `to`s tree: the services page is /es/services/ in Spanish. */
export const inLocale = (path: string, to: Locale = locale) => `${basePaths[to]}${path}`;

/** A path of either tree as the English tree has it (the Spanish tree's prefix taken off). */
export function withoutLocale(path: string) {
  const base = basePaths.es;
  return path === base || path.startsWith(`${base}/`) ? path.slice(base.length) || '/' : path;
}

/** Picks this edition's value: `pick({ en: 'Send', es: 'Enviar' })`. */
export const pick = <T>(byLocale: Record<Locale, T>): T => byLocale[locale];
