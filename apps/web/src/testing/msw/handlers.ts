import { TokensResponse, UserResponse } from '@academy/contracts';
import { HttpResponse, http } from 'msw';
import { buildTokens, buildUser } from '../fixtures';

/**
 * The API as the web app sees it, at the network edge. Bodies are parsed with the contracts'
 * schemas, so a handler cannot answer with a shape the real API would not.
 */
export const handlers = [
  http.get('/api/user/profile', () => HttpResponse.json(UserResponse.parse({ user: buildUser() }))),
  http.post('/api/auth/refresh', () =>
    HttpResponse.json(TokensResponse.parse({ tokens: buildTokens() })),
  ),
  http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
];
