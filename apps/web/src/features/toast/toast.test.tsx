import { TOAST } from '@academy/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render';
import { toast, useToastStore } from './toast-store';

function notifications() {
  return within(screen.getByRole('region', { name: /^Notifications/ }));
}

async function renderWithToaster() {
  const rendered = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

/** Shows a toast and waits for the toaster, which loads with the first toast. */
async function show(title: string, description?: string) {
  act(() => {
    toast(description === undefined ? { title } : { title, description });
  });
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  await within(region).findByText(title);
}

describe('toasts', () => {
  it('shows the title and description in the notifications region named with its hotkey', async () => {
    await renderWithToaster();
    await show('Course uploaded successfully!', 'It is now in the catalogue.');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(notifications().getByText('Course uploaded successfully!')).toBeInTheDocument();
    expect(notifications().getByText('It is now in the catalogue.')).toBeInTheDocument();
  });

  it('shows one at a time: a second toast replaces the first', async () => {
    await renderWithToaster();
    await show('First');
    await show('Second');
    expect(notifications().getByText('Second')).toBeInTheDocument();
    expect(notifications().queryByText('First')).toBeNull();
    expect(notifications().getAllByRole('listitem')).toHaveLength(TOAST.limit);
  });

  it(`closes by itself after ${TOAST.durationMs} ms`, async () => {
    await renderWithToaster();
    // Load the toaster with real timers first: Testing Library's waiting uses them.
    await show('Warm-up');
    vi.useFakeTimers();
    act(() => {
      toast({ title: 'Settings saved successfully!' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST.durationMs - 1);
    });
    expect(notifications().getByText('Settings saved successfully!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(notifications().queryByText('Settings saved successfully!')).toBeNull();
  });

  it('closes on Escape', async () => {
    const { user } = await renderWithToaster();
    await show('Message Sent!');
    await user.keyboard('{Escape}');
    expect(notifications().queryByText('Message Sent!')).toBeNull();
  });

  it('closes with its close button', async () => {
    const { user } = await renderWithToaster();
    await show('Message Sent!');
    await user.click(notifications().getByRole('button', { name: 'Close notification' }));
    expect(notifications().queryByText('Message Sent!')).toBeNull();
  });

  it('F8 moves focus to the notifications', async () => {
    const { user } = await renderWithToaster();
    await show('Message Sent!');
    await user.keyboard('[F8]');
    expect(screen.getByRole('region', { name: /^Notifications/ })).toContainElement(
      document.activeElement instanceof HTMLElement ? document.activeElement : null,
    );
  });
});

describe('toast store', () => {
  it(`forgets a dismissed toast after ${TOAST.removeDelayMs} ms`, () => {
    vi.useFakeTimers();
    const { id, dismiss } = toast({ title: 'Saved', variant: 'success' });
    dismiss();
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ id, open: false, variant: 'success' }),
    ]);
    vi.advanceTimersByTime(TOAST.removeDelayMs - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('defaults the variant', () => {
    toast({ title: 'Hello' });
    expect(useToastStore.getState().toasts[0]?.variant).toBe('default');
  });
});
