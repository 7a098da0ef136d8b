import { Theme } from '@academy/contracts';
import type { ReactNode } from 'react';
import { ContrastIcon, MoonIcon, SunIcon } from '../../../components/ui/icons';
import { nextTheme, resolveTheme, useThemeStore } from '../theme-store';

const ICONS: Record<Theme, ReactNode> = {
  light: <SunIcon />,
  dark: <MoonIcon />,
  'high-contrast': <ContrastIcon />,
};

/** Cycles light -> dark -> high contrast; its name says what shows now and what comes next. */
export function ThemeButton() {
  const preference = useThemeStore((state) => state.preference);
  const systemTheme = useThemeStore((state) => state.systemTheme);
  const cycleTheme = useThemeStore((state) => state.cycleTheme);
  const shown = resolveTheme(preference, systemTheme);
  const current = preference === 'system' ? `System (${Theme.labels[shown]})` : Theme.labels[shown];
  return (
    <button
      type="button"
      onClick={cycleTheme}
      aria-label={`Theme: ${current}. Switch to ${Theme.labels[nextTheme(shown)]}`}
      className="inline-flex h-10 w-10 items-center justify-center rounded-md border border-line text-ink hover:bg-surface"
    >
      {ICONS[shown]}
    </button>
  );
}
