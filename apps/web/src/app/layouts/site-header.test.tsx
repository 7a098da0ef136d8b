import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/fixtures';
import { setMedia } from '../../testing/match-media';
import { renderApp, storeSession } from '../../testing/render';

const SIGNED_OUT = ['Home', 'Courses', 'Services', 'About', 'Contact', 'Login'];
const SIGNED_IN = ['Dashboard', 'Practice', 'Progress', 'Mock Exams', 'Courses', 'Settings'];

function mainNavigation() {
  return screen.getByRole('navigation', { name: 'Main' });
}

/** The navigation's own links, without the brand link home. */
function navLinkNames(container: HTMLElement) {
  return within(container)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);
}

describe('navigation', () => {
  it('signed out: Home, Courses, Services, About, Contact, Login', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(navLinkNames(mainNavigation())).toEqual(SIGNED_OUT);
    expect(within(mainNavigation()).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(mainNavigation()).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('marks the current page', async () => {
    renderApp('/services');
    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    const nav = mainNavigation();
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("signed in: the dashboard links, the user's email and Logout", async () => {
    const { user } = storeSession();
    renderApp('/courses');
    const nav = mainNavigation();
    expect(await within(nav).findByText(user.email)).toBeInTheDocument();
    expect(navLinkNames(nav)).toEqual(SIGNED_IN);
    expect(within(nav).getByRole('link', { name: 'Mock Exams' })).toHaveAttribute(
      'href',
      '/dashboard/mock-exams',
    );
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('shows Upload Course to administrators only (DESIGN deviation 4)', async () => {
    storeSession(buildUser({ role: 'admin', email: 'admin@example.co.uk' }));
    renderApp('/dashboard');
    const nav = mainNavigation();
    await within(nav).findByText('admin@example.co.uk');
    expect(within(nav).getByRole('link', { name: 'Upload Course' })).toHaveAttribute(
      'href',
      '/dashboard/upload-course',
    );
  });

  it('Logout signs out and leaves a protected page for /login', async () => {
    const { user: account } = storeSession();
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(within(mainNavigation()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(within(mainNavigation()).queryByText(account.email)).toBeNull();
    expect(navLinkNames(mainNavigation())).toEqual(SIGNED_OUT);
  });

  it('is keyboard usable: skip link first, then the links in order', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('mobile menu', () => {
  it('shows on narrow screens as a toggle that opens and closes the links', async () => {
    setMedia({ width: 375 });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(within(mainNavigation()).queryByRole('link', { name: 'Courses' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(navLinkNames(mainNavigation())).toEqual(SIGNED_OUT);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNavigation()).queryByRole('link', { name: 'Courses' })).toBeNull();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    setMedia({ width: 375 });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    expect(within(mainNavigation()).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes after navigating, opened from the keyboard', async () => {
    setMedia({ width: 375 });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(mainNavigation()).getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives way to the full navigation when the screen widens', async () => {
    setMedia({ width: 375 });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    setMedia({ width: 1280 });
    expect(await within(mainNavigation()).findByRole('link', { name: 'Courses' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});
