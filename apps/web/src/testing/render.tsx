import { UserResponse, type AuthTokens, type User } from '@academy/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { useAuthStore } from '../features/auth/auth-store';
import { startThemeSync } from '../features/theme/theme-store';
import { STORAGE_KEYS } from '../lib/storage';
import { buildTokens, buildUser } from './fixtures';
import { server } from './msw/server';

let stopThemeSync: (() => void) | null = null;

/**
 * Renders the whole app at `path`, started the way main.tsx starts it (theme applied, stored
 * session checked), inside a MemoryRouter instead of the BrowserRouter.
 */
export function renderApp(path = '/') {
  stopThemeSync?.();
  stopThemeSync = startThemeSync();
  void useAuthStore.getState().initialize();
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** Called by setup.ts after each test. */
export function stopAppEffects(): void {
  stopThemeSync?.();
  stopThemeSync = null;
}

/**
 * A signed-in visitor: the session is in localStorage, as a previous visit left it, and the API
 * accepts it. Returns what was stored.
 */
export function storeSession(user: User = buildUser(), tokens: AuthTokens = buildTokens()) {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  server.use(http.get('/api/user/profile', () => HttpResponse.json(UserResponse.parse({ user }))));
  return { user, tokens };
}
