import { DEFAULT_THEME_PREFERENCE, Theme, ThemePreference } from '@academy/contracts';
import { create } from 'zustand';
import { STORAGE_KEYS, readString, writeString } from '../../lib/storage';

/** The browser UI colour per theme: each theme's page background (global.css `--page`). */
export const THEME_COLORS: Readonly<Record<Theme, string>> = {
  light: '#ffffff',
  dark: '#0f172a',
  'high-contrast': '#000000',
};

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export interface ThemeState {
  /** What the user chose (localStorage `theme`); `system` follows the OS. */
  preference: ThemePreference;
  /** What the OS asks for right now. */
  systemTheme: Theme;
  setPreference: (preference: ThemePreference) => void;
  /** The theme button: light -> dark -> high contrast -> light; from system, the one after what shows. */
  cycleTheme: () => void;
}

export function resolveTheme(preference: ThemePreference, systemTheme: Theme): Theme {
  return preference === 'system' ? systemTheme : preference;
}

export function nextTheme(current: Theme): Theme {
  // The contract lists the themes in the SPEC's cycle order: light, dark, high contrast.
  const order = Theme.values;
  return order[(order.indexOf(current) + 1) % order.length] ?? order[0];
}

function darkSchemeQuery(): MediaQueryList | null {
  // NOTE: matchMedia is missing in some embedded browsers and test environments.
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;
}

function readSystemTheme(): Theme {
  return darkSchemeQuery()?.matches ? 'dark' : 'light';
}

function isThemePreference(value: string | null): value is ThemePreference {
  return value !== null && (ThemePreference.values as readonly string[]).includes(value);
}

function readStoredPreference(): ThemePreference {
  // Stored as plain text ("dark"), as the SPEC's key lists it, not as JSON.
  const stored = readString(STORAGE_KEYS.theme);
  return isThemePreference(stored) ? stored : DEFAULT_THEME_PREFERENCE;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  preference: DEFAULT_THEME_PREFERENCE,
  systemTheme: 'light',
  setPreference: (preference) => {
    writeString(STORAGE_KEYS.theme, preference);
    set({ preference });
  },
  cycleTheme: () => {
    const { preference, systemTheme, setPreference } = get();
    setPreference(nextTheme(resolveTheme(preference, systemTheme)));
  },
}));

/** Shows `theme` on the page: data-theme on <html> and the browser's theme-color. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = THEME_COLORS[theme];
}

/**
 * Reads the stored choice and the OS preference, applies the theme, and keeps it applied as either
 * changes. main.tsx calls this before React renders, so the first paint has the right theme.
 * Returns the function that stops listening.
 */
export function startThemeSync(): () => void {
  useThemeStore.setState({ preference: readStoredPreference(), systemTheme: readSystemTheme() });
  const show = ({ preference, systemTheme }: ThemeState) => {
    applyTheme(resolveTheme(preference, systemTheme));
  };
  show(useThemeStore.getState());
  const unsubscribe = useThemeStore.subscribe(show);

  const query = darkSchemeQuery();
  const onSystemChange = (event: MediaQueryListEvent) => {
    useThemeStore.setState({ systemTheme: event.matches ? 'dark' : 'light' });
  };
  query?.addEventListener('change', onSystemChange);
  return () => {
    unsubscribe();
    query?.removeEventListener('change', onSystemChange);
  };
}
