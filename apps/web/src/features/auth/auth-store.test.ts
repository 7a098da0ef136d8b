import { RefreshTokenBody } from '@academy/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { expectConsole } from '../../testing/console';
import { buildTokens, buildUser } from '../../testing/fixtures';
import { problemResponse } from '../../testing/msw/problem';
import { server } from '../../testing/msw/server';
import { storeSession } from '../../testing/render';
import { useAuthStore } from './auth-store';

const { getState } = useAuthStore;

function stored() {
  return {
    accessToken: window.localStorage.getItem(STORAGE_KEYS.accessToken),
    refreshToken: window.localStorage.getItem(STORAGE_KEYS.refreshToken),
    user: window.localStorage.getItem(STORAGE_KEYS.user),
  };
}

const NOTHING_STORED = { accessToken: null, refreshToken: null, user: null };

describe('auth store', () => {
  it('starts loading', () => {
    expect(getState().status).toBe('loading');
  });

  it('without a stored session becomes anonymous without calling the API', async () => {
    let calls = 0;
    server.use(
      http.get('/api/user/profile', () => {
        calls += 1;
        return HttpResponse.json({ user: buildUser() });
      }),
    );
    await getState().initialize();
    expect(getState().status).toBe('anonymous');
    expect(getState().user).toBeNull();
    expect(calls).toBe(0);
  });

  it('restores a stored session, keeping the profile the server returns', async () => {
    const { tokens } = storeSession(buildUser({ name: 'Old Name' }));
    const fresh = buildUser({ name: 'New Name' });
    server.use(http.get('/api/user/profile', () => HttpResponse.json({ user: fresh })));
    await getState().initialize();
    expect(getState()).toMatchObject({ status: 'authenticated', user: fresh, tokens });
    expect(JSON.parse(stored().user ?? 'null')).toEqual(fresh);
  });

  it('signs out with a console warning when the stored session is refused', async () => {
    storeSession();
    server.use(
      http.get('/api/user/profile', () => problemResponse(401, 'Expired.')),
      http.post('/api/auth/refresh', () => problemResponse(401, 'Please sign in again.')),
    );
    const warn = expectConsole('warn');
    await getState().initialize();
    expect(getState()).toMatchObject({ status: 'anonymous', user: null, tokens: null });
    expect(stored()).toEqual(NOTHING_STORED);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('treats corrupt stored data as no session', async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, '{not json');
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'a');
    await getState().initialize();
    expect(getState().status).toBe('anonymous');
    expect(stored()).toEqual(NOTHING_STORED);
  });

  it('checks the stored session once however often initialize is called', async () => {
    storeSession();
    let calls = 0;
    server.use(
      http.get('/api/user/profile', () => {
        calls += 1;
        return HttpResponse.json({ user: buildUser() });
      }),
    );
    await Promise.all([getState().initialize(), getState().initialize()]);
    await getState().initialize();
    expect(calls).toBe(1);
  });

  it('setSession keeps the user and tokens under the SPEC keys', () => {
    const user = buildUser();
    const tokens = buildTokens();
    getState().setSession(user, tokens);
    expect(getState().status).toBe('authenticated');
    expect(stored()).toEqual({ ...tokens, user: JSON.stringify(user) });
  });

  it('logout revokes the refresh token and clears everything', async () => {
    const tokens = buildTokens();
    getState().setSession(buildUser(), tokens);
    let body: RefreshTokenBody | null = null;
    let auth: string | null = null;
    server.use(
      http.post('/api/auth/logout', async ({ request }) => {
        body = RefreshTokenBody.parse(await request.json());
        auth = request.headers.get('Authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await getState().logout();
    expect(body).toEqual({ refreshToken: tokens.refreshToken });
    expect(auth).toBe(`Bearer ${tokens.accessToken}`);
    expect(getState()).toMatchObject({ status: 'anonymous', user: null, tokens: null });
    expect(stored()).toEqual(NOTHING_STORED);
  });

  it('logout clears everything even when the server call fails', async () => {
    getState().setSession(buildUser(), buildTokens());
    server.use(http.post('/api/auth/logout', () => HttpResponse.error()));
    await getState().logout();
    expect(getState().status).toBe('anonymous');
    expect(stored()).toEqual(NOTHING_STORED);
  });
});
