import { Phone } from 'lucide-react';
import { contactLink, nav, site } from '@/lib/content';
import { Container } from '@/components/ui/container';
import { labels } from '@/lib/labels';
import { twinlessPages } from '@/lib/offline-pages';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { DesktopNav, MobileMenu, MobileMenuToggle } from './site-nav';

/** The link to the same page in the other language: a word, not a flag (a language is no country). */
const switchClass =
  'inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-ink-2 underline decoration-1 underline-offset-4 hover:text-brand';

// The header is the anchor the phone menu drops down from (the phone-menu utility in globals.css)
// and the group whose :has() tells the toggle's icon and name whether the menu is open.
export function SiteHeader() {
  return (
    <header className="group/header sticky top-0 z-40 border-b border-concrete-200 bg-white/95 backdrop-blur [anchor-name:--site-header]">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <div className="hidden items-center gap-3 md:flex">
          <nav aria-label={labels.header.mainNav} className="flex items-center gap-1">
            <DesktopNav items={nav} action={contactLink} />
          </nav>
          {site.spanish.edition && (
            <LanguageSwitch twinless={twinlessPages} className={switchClass} />
          )}
          {/* A caller's first question is the number: on wide screens it is in the header too. */}
          <a
            href={`tel:${site.phone.e164}`}
            className="hidden min-h-11 items-center gap-2 rounded-md px-2 font-bold whitespace-nowrap text-ink hover:text-brand lg:inline-flex"
          >
            <Phone aria-hidden="true" className="size-5 text-brand" />
            <span className="sr-only">{`${labels.header.call} `}</span>
            {site.phone.display}
          </a>
        </div>
        <div className="flex items-center gap-1 md:hidden">
          {site.spanish.edition && (
            <LanguageSwitch twinless={twinlessPages} className={switchClass} />
          )}
          <a
            href={`tel:${site.phone.e164}`}
            className="inline-flex size-11 items-center justify-center rounded-md text-brand hover:bg-concrete-50"
          >
            <Phone aria-hidden="true" className="size-6" />
            <span className="sr-only">{labels.callButton.label(site.phone.display)}</span>
          </a>
          <MobileMenuToggle />
        </div>
      </Container>
      <MobileMenu items={nav} action={contactLink} />
    </header>
  );
}
