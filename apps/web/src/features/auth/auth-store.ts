import type { AuthTokens, User } from '@academy/contracts';
import { create } from 'zustand';
import { registerAuthBridge } from '../../lib/http';
import { navigateTo } from '../../lib/navigation';
import { STORAGE_KEYS, readString, removeKeys, writeJson, writeString } from '../../lib/storage';
import { logOut } from './api/log-out';
import { loginRedirectState } from './redirect';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  /** `loading` until `initialize` has checked the stored session with the server. */
  status: AuthStatus;
  user: User | null;
  tokens: AuthTokens | null;
  /** Restores the stored session (SPEC section 4); safe to call more than once. */
  initialize: () => Promise<void>;
  /** After sign-in: keeps the user and tokens in memory and in localStorage. */
  setSession: (user: User, tokens: AuthTokens) => void;
  /** After a token refresh. */
  setTokens: (tokens: AuthTokens) => void;
  /** After a profile update. */
  setUser: (user: User) => void;
  /** Signs out at once, then asks the server to revoke the refresh token (best effort). */
  logout: () => Promise<void>;
  /** Forgets the session locally, without calling the server. */
  clearSession: () => void;
}

/** Whether a previous visit left a session; stored-session.ts checks that it is well formed. */
function hasStoredSession(): boolean {
  return [STORAGE_KEYS.user, STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken].every(
    (key) => readString(key) !== null,
  );
}

function storeTokens(tokens: AuthTokens): void {
  writeString(STORAGE_KEYS.accessToken, tokens.accessToken);
  writeString(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

let restoring: Promise<void> | null = null;

export const useAuthStore = create<AuthState>()((set, get) => {
  function forgetStoredSession(): void {
    // A half-written or hand-edited session is no session: tidy it away.
    removeKeys(STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user);
    set({ status: 'anonymous', user: null, tokens: null });
  }

  async function restore(): Promise<void> {
    const { readStoredSession } = await import('./stored-session');
    const stored = readStoredSession();
    if (!stored) {
      forgetStoredSession();
      return;
    }
    // The token must be in the store before the profile call, which reads it for the bearer header.
    set({ tokens: stored.tokens });
    try {
      const { getProfile } = await import('./api/get-profile');
      const user = await getProfile();
      writeJson(STORAGE_KEYS.user, user);
      set({ status: 'authenticated', user });
    } catch (error) {
      console.warn('The saved session could not be restored, so you have been signed out.', error);
      get().clearSession();
    }
  }

  return {
    status: 'loading',
    user: null,
    tokens: null,

    initialize: () => {
      if (get().status !== 'loading') return Promise.resolve();
      // A first-time visitor is known to be anonymous at once, before the first render.
      if (!restoring && !hasStoredSession()) {
        forgetStoredSession();
        return Promise.resolve();
      }
      restoring ??= restore().finally(() => {
        restoring = null;
      });
      return restoring;
    },

    setSession: (user, tokens) => {
      writeJson(STORAGE_KEYS.user, user);
      storeTokens(tokens);
      set({ status: 'authenticated', user, tokens });
    },

    setTokens: (tokens) => {
      storeTokens(tokens);
      set({ tokens });
    },

    setUser: (user) => {
      writeJson(STORAGE_KEYS.user, user);
      set({ user });
    },

    logout: async () => {
      const { tokens, clearSession } = get();
      clearSession();
      if (!tokens) return;
      try {
        await logOut(tokens);
      } catch {
        // NOTE: the user is signed out here whatever the server says (SPEC section 4); an
        // unrevoked refresh token still expires on its own.
      }
    },

    clearSession: () => {
      removeKeys(STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user);
      set({ status: 'anonymous', user: null, tokens: null });
    },
  };
});

registerAuthBridge({
  getAccessToken: () => useAuthStore.getState().tokens?.accessToken ?? null,
  getRefreshToken: () => useAuthStore.getState().tokens?.refreshToken ?? null,
  setTokens: (tokens) => {
    useAuthStore.getState().setTokens(tokens);
  },
  onRefreshFailed: () => {
    const { status, clearSession } = useAuthStore.getState();
    clearSession();
    // While the stored session is being restored this is the SPEC's quiet sign-out, not a redirect:
    // a visitor on a public page should stay there.
    if (status === 'authenticated') {
      const { pathname, search, hash } = window.location;
      navigateTo('/login', { replace: true, state: loginRedirectState(pathname + search + hash) });
    }
  },
});
