import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { DesktopNav, MobileMenu, MobileMenuToggle } from '@/components/layout/site-nav';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services/' },
];
const action = { label: 'Contact Us', href: '/contact/' };

let mockPathname = '/services/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));
beforeEach(() => (mockPathname = '/services/'));

// jsdom cannot navigate; the menu's own click handling is what is under test.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeAll(() => document.addEventListener('click', stopNavigation));
afterAll(() => document.removeEventListener('click', stopNavigation));

/**
 * jsdom has no Popover API. The browser opens and closes the menu itself (popovertarget, Escape,
 * a tap outside; tests/e2e/navigation.spec.ts); this stand-in lets the tests play the browser's
 * part: showPopover and hidePopover flip :popover-open and fire toggle, as the browser does.
 */
beforeAll(() => {
  const matches = Element.prototype.matches;
  Object.assign(HTMLElement.prototype, {
    popover: null,
    showPopover(this: HTMLElement) {
      this.dataset.open = '';
      this.dispatchEvent(new Event('toggle'));
    },
    hidePopover(this: HTMLElement) {
      delete this.dataset.open;
      this.dispatchEvent(new Event('toggle'));
    },
  });
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ':popover-open'
      ? this.hasAttribute('data-open')
      : matches.call(this, selector);
  };
});

function renderHeader() {
  const result = render(
    <>
      <MobileMenuToggle />
      <MobileMenu items={items} action={action} />
    </>,
  );
  const toggle = () => screen.getByRole('button', { hidden: true });
  const menu = () => screen.getByRole('navigation', { name: 'Mobile', hidden: true });
  const open = () => act(() => menu().showPopover());
  return { ...result, toggle, menu, open };
}

describe('mobile menu', () => {
  it('is a popover its toggle opens natively, so it works before hydration and without JavaScript', () => {
    const html = renderToString(
      <>
        <MobileMenuToggle />
        <MobileMenu items={items} action={action} />
      </>,
    );
    expect(html).toMatch(/<button type="button" popoverTarget="mobile-menu"/);
    expect(html).toMatch(/<nav id="mobile-menu" popover="auto" aria-label="Mobile"/);
    // Nothing is disabled or inert while the page waits for React, and aria-expanded is left to
    // the browser, which reports a popover toggle's state itself.
    expect(html).not.toMatch(/disabled|inert|aria-expanded/);
  });

  it('names the toggle Open menu or Close menu through CSS that follows the popover', () => {
    renderHeader();
    const [open, close] = screen.getAllByText(/^(Open|Close) menu$/);
    expect(open).toHaveClass('group-has-[#mobile-menu:popover-open]/header:hidden');
    expect(close).toHaveClass('hidden', 'group-has-[#mobile-menu:popover-open]/header:inline');
  });

  it('keeps aria-expanded in step with the popover once hydrated', () => {
    const { toggle, open, menu } = renderHeader();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', 'mobile-menu');
    open();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    act(() => menu().hidePopover());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Services', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home', hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('closes when a link is chosen', async () => {
    const { toggle, open } = renderHeader();
    open();
    await userEvent.click(screen.getByRole('link', { name: 'Services', hidden: true }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('ends with Contact Us, which closes the menu too and is marked on the contact page', async () => {
    mockPathname = '/contact/';
    const { toggle, open } = renderHeader();
    open();
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Services', 'Contact Us']);
    expect(links[2]).toHaveAttribute('aria-current', 'page');
    await userEvent.click(links[2]!);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on any other client-side navigation, but stays open through hydration', () => {
    const { toggle, open, rerender } = renderHeader();
    open();
    rerender(
      <>
        <MobileMenuToggle />
        <MobileMenu items={items} action={action} />
      </>,
    );
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    mockPathname = '/';
    rerender(
      <>
        <MobileMenuToggle />
        <MobileMenu items={items} action={action} />
      </>,
    );
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('desktop navigation', () => {
  const links = items;
  const contact = action;
  const current = () =>
    Object.fromEntries(
      screen
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('aria-current')]),
    );

  it('marks the page being shown', () => {
    render(<DesktopNav items={links} action={contact} />);
    expect(current()).toEqual({ Home: null, Services: 'page', 'Contact Us': null });
  });

  it('marks the section on a page inside it, and home only on home', () => {
    mockPathname = '/services/permit-rescue';
    const { unmount } = render(<DesktopNav items={links} action={contact} />);
    expect(current()).toEqual({ Home: null, Services: 'true', 'Contact Us': null });
    unmount();
    mockPathname = '/';
    render(<DesktopNav items={links} action={contact} />);
    expect(current()).toEqual({ Home: 'page', Services: null, 'Contact Us': null });
  });

  it('marks the Contact Us button on the contact page', () => {
    mockPathname = '/contact/';
    render(<DesktopNav items={links} action={contact} />);
    expect(current()).toEqual({ Home: null, Services: null, 'Contact Us': 'page' });
  });
});
