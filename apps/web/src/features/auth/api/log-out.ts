import type { AuthTokens, RefreshTokenBody } from '@academy/contracts';
import { ACCESS_TOKEN_CONTEXT_KEY, http } from '../../../lib/http';

/**
 * Revokes the refresh token on the server. The caller has already cleared the session, so the
 * access token is passed explicitly instead of coming from the store.
 */
export async function logOut(tokens: AuthTokens): Promise<void> {
  const json: RefreshTokenBody = { refreshToken: tokens.refreshToken };
  await http.post('auth/logout', {
    json,
    context: { [ACCESS_TOKEN_CONTEXT_KEY]: tokens.accessToken },
  });
}
