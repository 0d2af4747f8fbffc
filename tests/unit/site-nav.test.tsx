import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesktopNav, MobileMenu } from '@/components/layout/site-nav';

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

describe('mobile menu', () => {
  it('starts closed and opens and closes with its toggle', async () => {
    render(<MobileMenu items={items} action={action} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toHaveAttribute('id', 'mobile-menu');

    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('marks the current page', async () => {
    render(<MobileMenu items={items} action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('closes on a tap outside the menu', async () => {
    render(
      <>
        <p>Page content</p>
        <MobileMenu items={items} action={action} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByText('Page content'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes when a link is chosen', async () => {
    render(<MobileMenu items={items} action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('ends with Contact Us, which closes the menu too and is marked on the contact page', async () => {
    mockPathname = '/contact/';
    render(<MobileMenu items={items} action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Services', 'Contact Us']);
    expect(links[2]).toHaveAttribute('aria-current', 'page');
    await userEvent.click(links[2]!);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    render(<MobileMenu items={items} action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
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
