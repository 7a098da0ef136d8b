import { STATUS_MESSAGES } from '@academy/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render';

describe('not-found page', () => {
  it('shows 404, the SPEC text and a link home, inside the public layout', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText(STATUS_MESSAGES.notFoundTitle)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toContain(STATUS_MESSAGES.notFoundTitle);
  });

  it('Return to Home goes to the home page', async () => {
    const { user } = renderApp('/missing');
    await user.click(await screen.findByRole('link', { name: STATUS_MESSAGES.returnHome }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Driving Lessons/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404' })).not.toBeInTheDocument();
  });

  it('also answers unknown paths under /dashboard', async () => {
    renderApp('/dashboard/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  });
});
