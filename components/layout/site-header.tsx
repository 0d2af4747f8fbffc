import { Phone } from 'lucide-react';
import { contactLink, nav, site } from '@/content/site';
import { Logo } from './logo';
import { DesktopNav, MobileMenu } from './site-nav';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-concrete-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <DesktopNav items={nav} action={contactLink} />
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          <a
            href={`tel:${site.phone.e164}`}
            className="inline-flex size-11 items-center justify-center rounded-md text-brand hover:bg-concrete-50"
          >
            <Phone aria-hidden="true" className="size-6" />
            <span className="sr-only">Call {site.phone.display}</span>
          </a>
          <MobileMenu items={nav} action={contactLink} />
        </div>
      </div>
      {/* Without JavaScript the menu button cannot open, so phones get the links as a plain row. */}
      <noscript>
        <nav
          aria-label="Main (without JavaScript)"
          className="border-t border-concrete-200 md:hidden"
        >
          <ul className="flex flex-wrap justify-center gap-x-2 px-4 py-2">
            {[...nav, contactLink].map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="inline-flex min-h-11 items-center px-2 font-medium text-ink-2"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </noscript>
    </header>
  );
}
