'use client';

import { usePathname } from 'next/navigation';
import { inLocale, languages, locale, type Locale } from '@/lib/locale';

// The header's link to the same page in the other language ("Español" on an English page,
// "English" on a Spanish one). A plain link, not a client navigation: the other edition is
// another build under another base path (lib/locale.ts). No redirect by the browser's language
// anywhere: a visitor chooses. The page's address comes from the router, so the HTML built for
// each page links its own twin; once hydrated, a click keeps the reader's place: it adds the id
// of the last section scrolled past, and both editions give a section the same id.

const other: Locale = locale === 'es' ? 'en' : 'es';

/**
 * The id of the last section (or section heading) the reader has reached: the last whose top is
 * in the upper third of the screen or above it. None at the top of the page.
 */
function placeOnPage() {
  if (window.scrollY === 0) return undefined;
  let place: string | undefined;
  for (const section of document.querySelectorAll<HTMLElement>('main section[id], main h2[id]')) {
    if (section.getBoundingClientRect().top > window.innerHeight / 3) break;
    place = section.id;
  }
  return place;
}

export type LanguageSwitchProps = {
  /** Pages with no twin (the owner's and the review pages, the 404): no link there. */
  twinless: readonly string[];
  className?: string;
};

/**
 * The path the 404 page is built at. Served for any missing path, it links the other edition's
 * home, and keeps that link once hydrated at the missing path (hence suppressHydrationWarning).
 */
const notFoundPaths = ['/_not-found/', '/404/'];

export function LanguageSwitch({ twinless, className }: LanguageSwitchProps) {
  // The router's path has no base path: /services/ in both editions.
  const pathname = (usePathname() ?? '/').replace(/\/?$/, '/');
  if (twinless.some((path) => pathname.startsWith(path))) return null;
  const twin = inLocale(notFoundPaths.includes(pathname) ? '/' : pathname, other);
  const { name, short, hreflang } = languages[other];
  return (
    <a
      href={twin}
      hrefLang={hreflang}
      lang={hreflang}
      suppressHydrationWarning
      onClick={(event) => {
        const place = placeOnPage();
        if (place) event.currentTarget.hash = place;
      }}
      className={className}
    >
      {/* Its name, or on a phone under 360 px its two letters (the name still names the link). */}
      <span className="max-[359px]:sr-only">{name}</span>
      <span aria-hidden="true" className="min-[360px]:hidden">
        {short}
      </span>
    </a>
  );
}
