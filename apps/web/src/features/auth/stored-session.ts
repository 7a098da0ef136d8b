import { AuthTokens, User } from '@academy/contracts';
import { STORAGE_KEYS, readJson, readString } from '../../lib/storage';

/**
 * The session a previous visit left in localStorage, if every part is present and well formed.
 * Its own module so the schemas (and zod) load only for a returning user, never on a first visit.
 */
export function readStoredSession(): { user: User; tokens: AuthTokens } | null {
  const user = readJson(STORAGE_KEYS.user, User);
  const tokens = AuthTokens.safeParse({
    accessToken: readString(STORAGE_KEYS.accessToken),
    refreshToken: readString(STORAGE_KEYS.refreshToken),
  });
  return user && tokens.success ? { user, tokens: tokens.data } : null;
}
