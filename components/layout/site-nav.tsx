'use client';

import { Menu, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button-link';
import { useHydrated } from '@/lib/use-hydrated';

// The header's navigation island: the desktop links and the phone menu. Both are rendered into
// the HTML at build time with the current page marked; the phone menu's toggle needs JavaScript.

type NavItem = { label: string; href: string };

/** `page` for the page itself, `true` for the section it is in (Services on a service page). */
function useAriaCurrent() {
  const pathname = (usePathname() ?? '').replace(/\/?$/, '/');
  return (href: string) =>
    href === pathname ? 'page' : href !== '/' && pathname.startsWith(href) ? 'true' : undefined;
}

export type DesktopNavProps = { items: readonly NavItem[]; action: NavItem };

/** The desktop links, then the action (Contact Us) styled as a button. */
export function DesktopNav({ items, action }: DesktopNavProps) {
  const current = useAriaCurrent();
  return (
    <>
      {items.map((item) => (
        <AppLink
          key={item.href}
          href={item.href}
          aria-current={current(item.href)}
          className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-ink-2 hover:bg-concrete-50 hover:text-brand aria-[current]:text-brand-dark aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-8"
        >
          {item.label}
        </AppLink>
      ))}
      <AppLink
        href={action.href}
        aria-current={current(action.href)}
        className={buttonClass('primary', 'ml-3 aria-[current]:bg-brand-dark')}
      >
        {action.label}
      </AppLink>
    </>
  );
}

export type MobileMenuProps = { items: readonly NavItem[]; action: NavItem };

/** The phone menu: the links, then the action as a full-width button, as on the desktop. */
export function MobileMenu({ items, action }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const toggle = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const current = useAriaCurrent();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    // A tap anywhere outside the menu closes it, as people expect on a phone.
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={container} className="noscript:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        disabled={!hydrated}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-concrete-50"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-concrete-200 bg-white shadow-lg motion-safe:animate-[menu-in_150ms_ease-out]"
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-3">
          {items.map((item) => (
            <li key={item.href}>
              <AppLink
                href={item.href}
                aria-current={current(item.href)}
                onClick={() => setOpen(false)}
                className="flex min-h-12 items-center rounded-md px-3 text-lg font-medium text-ink hover:bg-concrete-50 hover:text-brand aria-[current]:bg-concrete-50 aria-[current]:text-brand-dark"
              >
                {item.label}
              </AppLink>
            </li>
          ))}
          <li className="mt-2">
            <AppLink
              href={action.href}
              aria-current={current(action.href)}
              onClick={() => setOpen(false)}
              className={buttonClass('primary', 'w-full text-lg aria-[current]:bg-brand-dark')}
            >
              {action.label}
            </AppLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
