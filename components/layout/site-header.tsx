import { Phone } from 'lucide-react';
import { contactLink, nav, site } from '@/lib/content';
import { Container } from '@/components/ui/container';
import { Logo } from './logo';
import { DesktopNav, MobileMenu, MobileMenuToggle } from './site-nav';

// The header is the anchor the phone menu drops down from (the phone-menu utility in globals.css)
// and the group whose :has() tells the toggle's icon and name whether the menu is open.
export function SiteHeader() {
  return (
    <header className="group/header sticky top-0 z-40 border-b border-concrete-200 bg-white/95 backdrop-blur [anchor-name:--site-header]">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <div className="hidden items-center gap-3 md:flex">
          <nav aria-label="Main" className="flex items-center gap-1">
            <DesktopNav items={nav} action={contactLink} />
          </nav>
          {/* A caller's first question is the number: on wide screens it is in the header too. */}
          <a
            href={`tel:${site.phone.e164}`}
            className="hidden min-h-11 items-center gap-2 rounded-md px-2 font-bold whitespace-nowrap text-ink hover:text-brand lg:inline-flex"
          >
            <Phone aria-hidden="true" className="size-5 text-brand" />
            <span className="sr-only">Call </span>
            {site.phone.display}
          </a>
        </div>
        <div className="flex items-center gap-1 md:hidden">
          <a
            href={`tel:${site.phone.e164}`}
            className="inline-flex size-11 items-center justify-center rounded-md text-brand hover:bg-concrete-50"
          >
            <Phone aria-hidden="true" className="size-6" />
            <span className="sr-only">Call {site.phone.display}</span>
          </a>
          <MobileMenuToggle />
        </div>
      </Container>
      <MobileMenu items={nav} action={contactLink} />
    </header>
  );
}
