'use client';

import { Menu, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
// The table itself, not the door: an island runs in the browser, where content is not loaded.
import { fixedPages } from '@/lib/content/site-pages';
import { islandLabels } from '@/lib/island-labels';

// The header's navigation island: the desktop links and the phone menu, both rendered into the
// HTML at build time with the current page marked. The phone menu is a popover that its toggle
// opens with popovertarget, so the browser itself opens and closes it, closes it on Escape or a
// tap outside and returns focus to the toggle: from the first paint, and without JavaScript.
// Hydration only adds aria-expanded and closes the menu when one of its links is chosen.

type NavItem = { label: string; href: string };

const menuId = 'mobile-menu';

/** `page` for the page itself, `true` for the section it is in (Services on a service page). */
function useAriaCurrent() {
  const pathname = (usePathname() ?? '').replace(/\/?$/, '/');
  return (href: string) =>
    href === pathname
      ? 'page'
      : href !== fixedPages.home.path && pathname.startsWith(href)
        ? 'true'
        : undefined;
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

const menu = () => document.getElementById(menuId);
const hasPopovers = () => 'popover' in HTMLElement.prototype;
const menuIsOpen = () => hasPopovers() && Boolean(menu()?.matches(':popover-open'));
const closeMenu = () => {
  if (menuIsOpen()) menu()!.hidePopover();
};

function subscribeToMenu(onToggle: () => void) {
  const element = menu();
  element?.addEventListener('toggle', onToggle);
  return () => element?.removeEventListener('toggle', onToggle);
}

/**
 * The phone menu's toggle. In the HTML it has no aria-expanded: the browser reports a popover
 * toggle's state itself. Once hydrated the attribute follows the popover's toggle events. Hidden
 * in a browser without popovers, where the menu is simply shown.
 */
export function MobileMenuToggle() {
  const expanded = useSyncExternalStore(subscribeToMenu, menuIsOpen, () => undefined);
  return (
    <button
      type="button"
      popoverTarget={menuId}
      aria-controls={menuId}
      aria-expanded={expanded}
      className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-concrete-50 no-popover:hidden"
    >
      {/* Icon and name follow the popover's state through CSS (the header is the group). */}
      <Menu
        aria-hidden="true"
        className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden"
      />
      <X
        aria-hidden="true"
        className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block"
      />
      <span className="sr-only group-has-[#mobile-menu:popover-open]/header:hidden">
        {islandLabels.siteNav.openMenu}
      </span>
      <span className="sr-only hidden group-has-[#mobile-menu:popover-open]/header:inline">
        {islandLabels.siteNav.closeMenu}
      </span>
    </button>
  );
}

export type MobileMenuProps = { items: readonly NavItem[]; action: NavItem };

/** The phone menu: the links, then the action as a full-width button, as on the desktop. */
export function MobileMenu({ items, action }: MobileMenuProps) {
  const current = useAriaCurrent();
  const pathname = usePathname();
  const shownFor = useRef(pathname);

  // Choosing a link closes the menu (below); so does any other client-side navigation, such as
  // the browser's Back button. Not on mount: a menu opened before hydration stays open.
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    closeMenu();
  }, [pathname]);

  return (
    <nav
      id={menuId}
      popover="auto"
      aria-label={islandLabels.siteNav.mobileNav}
      className="phone-menu border-b border-concrete-200 bg-white text-ink shadow-lg md:hidden no-popover:border-t no-popover:border-b-0 no-popover:shadow-none"
    >
      <Container
        as="ul"
        className="flex flex-col py-3 no-popover:flex-row no-popover:flex-wrap no-popover:justify-center no-popover:gap-x-2 no-popover:py-2"
      >
        {items.map((item) => (
          <li key={item.href}>
            <AppLink
              href={item.href}
              aria-current={current(item.href)}
              onClick={closeMenu}
              className="flex min-h-12 items-center rounded-md px-3 text-lg font-medium text-ink hover:bg-concrete-50 hover:text-brand aria-[current]:bg-concrete-50 aria-[current]:text-brand-dark no-popover:min-h-11 no-popover:px-2 no-popover:text-base"
            >
              {item.label}
            </AppLink>
          </li>
        ))}
        <li className="mt-2 no-popover:mt-0">
          <AppLink
            href={action.href}
            aria-current={current(action.href)}
            onClick={closeMenu}
            className={buttonClass(
              'primary',
              'w-full text-lg aria-[current]:bg-brand-dark no-popover:w-auto no-popover:text-base',
            )}
          >
            {action.label}
          </AppLink>
        </li>
      </Container>
    </nav>
  );
}
