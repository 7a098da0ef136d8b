import {
  REQUEST_TIMEOUT_MS,
  RefreshTokenBody,
  TokensResponse,
  VALIDATION_MESSAGES,
} from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { isHTTPError, isTimeoutError } from 'ky';
import { HttpResponse, delay, http as mock } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../features/auth/auth-store';
import { buildTokens, buildUser } from '../testing/fixtures';
import { problemResponse } from '../testing/msw/problem';
import { server } from '../testing/msw/server';
import { renderApp, storeSession } from '../testing/render';
import { ApiError, http, toApiError } from './http';
import { STORAGE_KEYS } from './storage';

/** Signs in through the store, as the login screen will. */
function signIn() {
  const tokens = buildTokens();
  useAuthStore.getState().setSession(buildUser(), tokens);
  return tokens;
}

/**
 * GET /api/practice/progress that accepts only `validToken`, recording the bearer of every call;
 * POST /api/auth/refresh that hands out `fresh` for `expired.refreshToken`, counting its calls.
 */
function expiringSession(options: { refresh?: 'ok' | 'refused'; refreshDelayMs?: number } = {}) {
  const expired = signIn();
  const fresh = buildTokens();
  const seen: (string | null)[] = [];
  const refreshBodies: RefreshTokenBody[] = [];
  server.use(
    mock.get('/api/practice/progress', ({ request }) => {
      const auth = request.headers.get('Authorization');
      seen.push(auth);
      return auth === `Bearer ${fresh.accessToken}`
        ? HttpResponse.json({ ok: true })
        : problemResponse(401, 'Your session has expired.');
    }),
    mock.post('/api/auth/refresh', async ({ request }) => {
      refreshBodies.push(RefreshTokenBody.parse(await request.json()));
      if (options.refreshDelayMs) await delay(options.refreshDelayMs);
      if (options.refresh === 'refused') return problemResponse(401, 'Please sign in again.');
      return HttpResponse.json(TokensResponse.parse({ tokens: fresh }));
    }),
  );
  return { expired, fresh, seen, refreshBodies };
}

describe('http client', () => {
  it('sends the access token as a bearer header', async () => {
    const tokens = signIn();
    let auth: string | null = null;
    server.use(
      mock.get('/api/practice/progress', ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await http.get('practice/progress').json();
    expect(auth).toBe(`Bearer ${tokens.accessToken}`);
  });

  it('sends no Authorization header when signed out', async () => {
    let auth: string | null = 'unset';
    server.use(
      mock.get('/api/courses', ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ courses: [] });
      }),
    );
    await http.get('courses').json();
    expect(auth).toBeNull();
  });

  it('on a 401 refreshes the tokens once and retries the request with the new token', async () => {
    const { expired, fresh, seen, refreshBodies } = expiringSession();
    await expect(http.get('practice/progress').json()).resolves.toEqual({ ok: true });
    expect(refreshBodies).toEqual([{ refreshToken: expired.refreshToken }]);
    expect(seen).toEqual([`Bearer ${expired.accessToken}`, `Bearer ${fresh.accessToken}`]);
    expect(useAuthStore.getState().tokens).toEqual(fresh);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(fresh.accessToken);
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(fresh.refreshToken);
  });

  it('retries the body of a POST unchanged', async () => {
    const { fresh } = expiringSession();
    const bodies: unknown[] = [];
    server.use(
      mock.post('/api/practice/sessions', async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('Authorization') === `Bearer ${fresh.accessToken}`
          ? HttpResponse.json({ sessionId: 's1' }, { status: 201 })
          : problemResponse(401, 'Your session has expired.');
      }),
    );
    const json = { sessionType: 'practice', questionCount: 10 };
    await expect(http.post('practice/sessions', { json }).json()).resolves.toEqual({
      sessionId: 's1',
    });
    expect(bodies).toEqual([json, json]);
  });

  it('two concurrent 401s share ONE refresh call, and both requests are retried', async () => {
    const { fresh, seen, refreshBodies } = expiringSession({ refreshDelayMs: 20 });
    const results = await Promise.all([
      http.get('practice/progress').json(),
      http.get('practice/progress').json(),
    ]);
    expect(results).toEqual([{ ok: true }, { ok: true }]);
    expect(refreshBodies).toHaveLength(1);
    expect(seen.filter((auth) => auth === `Bearer ${fresh.accessToken}`)).toHaveLength(2);
    expect(seen).toHaveLength(4);
  });

  it('a 401 arriving after another request refreshed retries with the new token, no second refresh', async () => {
    const { expired, fresh, refreshBodies } = expiringSession();
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    server.use(
      mock.get('/api/practice/metadata', async ({ request }) => {
        const auth = request.headers.get('Authorization');
        if (auth === `Bearer ${fresh.accessToken}`) return HttpResponse.json({ ok: true });
        expect(auth).toBe(`Bearer ${expired.accessToken}`);
        // Answer the old token only once the other request has refreshed.
        await gate;
        return problemResponse(401, 'Your session has expired.');
      }),
    );
    const slow = http.get('practice/metadata').json();
    await http.get('practice/progress').json();
    openGate();
    await expect(slow).resolves.toEqual({ ok: true });
    expect(refreshBodies).toHaveLength(1);
  });

  it('a retried request that is refused again goes to the caller: no loop', async () => {
    const { refreshBodies } = expiringSession();
    let calls = 0;
    server.use(
      mock.get('/api/practice/progress', () => {
        calls += 1;
        return problemResponse(401, 'Not for you.');
      }),
    );
    const error = await http
      .get('practice/progress')
      .json()
      .catch((caught: unknown) => caught);
    expect(isHTTPError(error) && error.response.status).toBe(401);
    expect(calls).toBe(2);
    expect(refreshBodies).toHaveLength(1);
  });

  it('does not refresh when sign-in itself is refused', async () => {
    signIn();
    const { refreshBodies } = expiringSession();
    server.use(
      mock.post('/api/auth/login', () => problemResponse(401, 'Wrong email or password.')),
    );
    await expect(
      http.post('auth/login', { json: { email: 'a@example.co.uk', password: 'x' } }).json(),
    ).rejects.toThrow();
    expect(refreshBodies).toHaveLength(0);
  });

  it('when the refresh is refused: signs out and goes to /login', async () => {
    const { user } = storeSession();
    expiringSession({ refresh: 'refused' });
    renderApp('/courses');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByText(user.email)).toBeInTheDocument();

    await expect(http.get('practice/progress').json()).rejects.toThrow();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(useAuthStore.getState().status).toBe('anonymous');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('keeps the session when the refresh fails for lack of a network, not by refusal', async () => {
    signIn();
    server.use(
      mock.get('/api/practice/progress', () => problemResponse(401, 'Expired.')),
      mock.post('/api/auth/refresh', () => HttpResponse.error()),
    );
    await expect(http.get('practice/progress').json()).rejects.toThrow();
    expect(useAuthStore.getState().status).toBe('authenticated');
  });

  it(`gives up after REQUEST_TIMEOUT_MS (${REQUEST_TIMEOUT_MS} ms)`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      mock.get('/api/practice/progress', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    let settled: unknown = 'pending';
    const request = http
      .get('practice/progress')
      .json()
      .then(
        () => 'resolved',
        (error: unknown) => error,
      )
      .then((outcome) => {
        settled = outcome;
      });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await request;
    expect(isTimeoutError(settled)).toBe(true);
  });
});

describe('toApiError', () => {
  it('exposes the problem details of an error response', async () => {
    const errors = { email: [VALIDATION_MESSAGES.emailInvalid] };
    server.use(
      mock.post('/api/contact', () =>
        problemResponse(400, 'Some fields need attention.', { errors }),
      ),
    );
    const error = await toApiError(
      await http
        .post('contact', { json: {} })
        .json()
        .catch((caught: unknown) => caught),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.detail).toBe('Some fields need attention.');
    expect(error.errors).toEqual(errors);
  });

  it('has no detail when the body is not a problem, so the screen shows its own text', async () => {
    server.use(mock.get('/api/courses', () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await toApiError(
      await http
        .get('courses')
        .json()
        .catch((caught: unknown) => caught),
    );
    expect(error.status).toBe(502);
    expect(error.detail).toBeNull();
    expect(error.errors).toEqual({});
  });

  it('has no status when no response arrived', async () => {
    server.use(mock.get('/api/courses', () => HttpResponse.error()));
    const error = await toApiError(
      await http
        .get('courses')
        .json()
        .catch((caught: unknown) => caught),
    );
    expect(error.status).toBeNull();
    expect(error.detail).toBeNull();
  });
});
