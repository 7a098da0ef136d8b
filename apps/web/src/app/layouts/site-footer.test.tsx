import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../lib/site';
import { renderApp, storeSession } from '../../testing/render';

function footerLinks() {
  return within(screen.getByRole('region', { name: 'Quick links' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

const ALWAYS = [
  ['Contact', '/contact'],
  ['Login', '/login'],
  ['Dashboard', '/dashboard'],
  ['Practice', '/dashboard/practice'],
  ['Progress', '/dashboard/progress'],
  ['Mock Exams', '/dashboard/mock-exams'],
];

describe('footer', () => {
  it('links the SPEC pages, without Settings when signed out', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(footerLinks()).toEqual(ALWAYS);
  });

  it('adds Settings when signed in', async () => {
    const { user } = storeSession();
    renderApp('/courses');
    await screen.findByText(user.email);
    expect(footerLinks()).toEqual([...ALWAYS, ['Settings', '/dashboard/settings']]);
  });

  it('shows the office and WhatsApp numbers and the email address from the site config', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: SITE.officePhone })).toHaveAttribute(
      'href',
      `tel:${SITE.officePhone.replaceAll(' ', '')}`,
    );
    expect(within(footer).getByRole('link', { name: SITE.whatsappPhone })).toHaveAttribute(
      'href',
      `https://wa.me/${SITE.whatsappPhone.replace(/\D/g, '')}`,
    );
    expect(within(footer).getByRole('link', { name: SITE.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.email}`,
    );
  });
});
