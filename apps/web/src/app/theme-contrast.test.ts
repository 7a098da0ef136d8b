import { Theme } from '@academy/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '../features/theme/theme-store';

// Read from disk: Vitest does not load stylesheets, not even with `?raw`.
const css = readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');

/** The `--name: #rrggbb` variables of the rule whose selector list includes `[data-theme='theme']`. */
function themeVariables(theme: Theme): Map<string, string> {
  const rule = new RegExp(`\\[data-theme='${theme}'\\]\\s*\\{([^}]*)\\}`).exec(css);
  if (!rule?.[1]) throw new Error(`global.css has no rule for the ${theme} theme`);
  return new Map(
    [...rule[1].matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name = '', value = '']) => [
      name,
      value.toLowerCase(),
    ]),
  );
}

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const TEXT_ON_BACKGROUNDS = ['ink', 'muted', 'link', 'danger', 'success', 'accent'].flatMap(
  (text) => ['page', 'surface'].map((background) => [text, background] as const),
);
/** Text (4.5:1, WCAG 1.4.3) and the focus ring and borders (3:1, WCAG 1.4.11). */
const PAIRS = [
  ...TEXT_ON_BACKGROUNDS.map(([fg, bg]) => [fg, bg, 4.5] as const),
  ['on-brand', 'brand', 4.5] as const,
  ['focus', 'page', 3] as const,
  ['focus', 'surface', 3] as const,
  ['line', 'page', 3] as const,
];

describe.each(Theme.values)('%s theme', (theme) => {
  const variables = themeVariables(theme);

  it.each(PAIRS)('%s on %s reaches %s:1', (fg, bg, minimum) => {
    const foreground = variables.get(fg);
    const background = variables.get(bg);
    expect(foreground, `--${fg}`).toBeDefined();
    expect(background, `--${bg}`).toBeDefined();
    expect(contrast(foreground ?? '', background ?? '')).toBeGreaterThanOrEqual(minimum);
  });

  it('its page colour is the browser theme colour', () => {
    expect(variables.get('page')).toBe(THEME_COLORS[theme]);
  });
});

describe('high contrast', () => {
  it('is white on black with yellow links and focus', () => {
    const variables = themeVariables('high-contrast');
    expect([variables.get('page'), variables.get('ink')]).toEqual(['#000000', '#ffffff']);
    expect([variables.get('link'), variables.get('focus')]).toEqual(['#ffff00', '#ffff00']);
  });
});
