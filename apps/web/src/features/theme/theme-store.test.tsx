import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { setMedia } from '../../testing/match-media';
import { renderApp } from '../../testing/render';
import { THEME_COLORS } from './theme-store';

function shownTheme() {
  return document.documentElement.dataset.theme;
}

function themeColor() {
  return document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
}

async function renderHome() {
  const rendered = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('theme', () => {
  it('defaults to system, which follows the OS (light here)', async () => {
    await renderHome();
    expect(shownTheme()).toBe('light');
    expect(screen.getByRole('button', { name: /^Theme: System \(Light\)\./ })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
  });

  it('the button cycles light -> dark -> high contrast -> light and stores each choice', async () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'light');
    const { user } = await renderHome();
    const steps = [
      ['dark', 'Dark', 'High Contrast'],
      ['high-contrast', 'High Contrast', 'Light'],
      ['light', 'Light', 'Dark'],
    ] as const;
    for (const [theme, label, next] of steps) {
      await user.click(screen.getByRole('button', { name: /^Theme:/ }));
      expect(shownTheme()).toBe(theme);
      expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe(theme);
      expect(
        screen.getByRole('button', { name: `Theme: ${label}. Switch to ${next}` }),
      ).toBeInTheDocument();
      expect(themeColor()).toBe(THEME_COLORS[theme]);
    }
  });

  it('high contrast sets the browser theme colour to black', async () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'high-contrast');
    await renderHome();
    expect(themeColor()).toBe('#000000');
  });

  it.each([
    ['light', 'dark'],
    ['dark', 'high-contrast'],
  ] as const)('from system showing %s, the button goes to %s', async (system, expected) => {
    setMedia({ colorScheme: system });
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: /^Theme:/ }));
    expect(shownTheme()).toBe(expected);
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe(expected);
  });

  it('applies the stored choice on start', async () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    await renderHome();
    expect(shownTheme()).toBe('dark');
    expect(
      screen.getByRole('button', { name: 'Theme: Dark. Switch to High Contrast' }),
    ).toBeVisible();
  });

  it('ignores a stored value that is not a theme', async () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'sepia');
    setMedia({ colorScheme: 'dark' });
    await renderHome();
    expect(shownTheme()).toBe('dark');
  });

  it('system follows the OS when it changes', async () => {
    await renderHome();
    expect(shownTheme()).toBe('light');
    act(() => {
      setMedia({ colorScheme: 'dark' });
    });
    expect(shownTheme()).toBe('dark');
    expect(themeColor()).toBe(THEME_COLORS.dark);
    expect(screen.getByRole('button', { name: /^Theme: System \(Dark\)\./ })).toBeInTheDocument();
    act(() => {
      setMedia({ colorScheme: 'light' });
    });
    expect(shownTheme()).toBe('light');
  });

  it('a chosen theme stays when the OS changes', async () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'high-contrast');
    await renderHome();
    act(() => {
      setMedia({ colorScheme: 'dark' });
    });
    expect(shownTheme()).toBe('high-contrast');
  });
});
