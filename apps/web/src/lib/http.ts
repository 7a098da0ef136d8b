import {
  PROBLEM_CONTENT_TYPE,
  REQUEST_TIMEOUT_MS,
  type AuthTokens,
  type ProblemDetails,
} from '@academy/contracts';
import ky, { isHTTPError, isTimeoutError, type KyRequest } from 'ky';

/**
 * THE HTTP client: every call to the API goes through `http` (STYLE habit 2). It owns the base
 * URL, the timeout, the bearer token, the one shared token refresh and error parsing.
 *
 * The session itself lives in the auth store, which plugs in through `registerAuthBridge` so that
 * this module never imports a feature (imports go shared -> features, never back).
 *
 * NOTE: response parsing (zod, about 20 KB gzip) loads on demand from http-parsers.ts, on a
 * refresh or an error response: the first screen's JavaScript has a 100 KB budget.
 */
export interface AuthBridge {
  getAccessToken: () => string | null;
  getRefreshToken: () => string | null;
  setTokens: (tokens: AuthTokens) => void;
  /** The API refused the refresh token: the session is over. */
  onRefreshFailed: () => void;
}

let bridge: AuthBridge | null = null;

export function registerAuthBridge(next: AuthBridge): void {
  bridge = next;
}

const API_PREFIX = '/api';

/** A 401 from these means wrong credentials or a dead refresh token, never an expired access token. */
const NO_REFRESH_PATHS = new Set(
  ['auth/login', 'auth/register', 'auth/refresh', 'auth/logout'].map(
    (path) => `${API_PREFIX}/${path}`,
  ),
);

/** Context key a caller sets to send a specific token (logout sends the one it is revoking). */
export const ACCESS_TOKEN_CONTEXT_KEY = 'accessToken';

let refreshInFlight: Promise<string | null> | null = null;

/**
 * Starts a token refresh, or joins the one already running, so that any number of requests that
 * fail together cause exactly one POST auth/refresh. Resolves to the new access token, or null.
 */
function refreshAccessToken(): Promise<string | null> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function runRefresh(): Promise<string | null> {
  const current = bridge;
  if (!current) return null;
  const refreshToken = current.getRefreshToken();
  if (!refreshToken) {
    current.onRefreshFailed();
    return null;
  }
  try {
    const body: unknown = await http.post('auth/refresh', { json: { refreshToken } }).json();
    const { parseTokensResponse } = await import('./http-parsers');
    const tokens = parseTokensResponse(body);
    current.setTokens(tokens);
    return tokens.accessToken;
  } catch (error) {
    // NOTE: only a refusal (a 4xx answer) ends the session. A dropped connection, a timeout or a
    // 5xx says nothing about the refresh token, so the user stays signed in and the original 401
    // reaches the caller; the next request tries again.
    if (isHTTPError(error) && error.response.status < 500) current.onRefreshFailed();
    return null;
  }
}

function isRefreshable(request: KyRequest): boolean {
  return !NO_REFRESH_PATHS.has(new URL(request.url).pathname);
}

export const http = ky.create({
  prefixUrl: API_PREFIX,
  timeout: REQUEST_TIMEOUT_MS,
  // NOTE: no automatic retries (ky retries idempotent calls on 5xx by default): the one retry this
  // client makes is the forced retry after a token refresh, which `limit: 1` also caps.
  retry: { limit: 1, methods: [], statusCodes: [] },
  hooks: {
    beforeRequest: [
      (request, options) => {
        const explicit = options.context[ACCESS_TOKEN_CONTEXT_KEY];
        const token = typeof explicit === 'string' ? explicit : bridge?.getAccessToken();
        // Also runs before the retry, replacing the expired token the first attempt carried.
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async (request, _options, response, { retryCount }) => {
        // A retried request that fails again goes back to the caller: never a refresh loop.
        if (response.status !== 401 || retryCount > 0 || !isRefreshable(request)) return;
        const sentToken = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
        if (sentToken === null) return;
        const currentToken = bridge?.getAccessToken() ?? null;
        // Signed out while this request was in flight: nothing to refresh.
        if (currentToken === null) return;
        // Another request refreshed while this one was in flight: use its token, do not refresh again.
        if (currentToken !== sentToken) return ky.retry({ delay: 0 });
        const refreshed = await refreshAccessToken();
        if (refreshed === null) return;
        return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
      },
    ],
  },
});

/** An API failure in one shape for the screens: the problem's human sentence and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status, or null when no response arrived (offline, timeout). */
  readonly status: number | null;
  /** The server's sentence for the user (problem `detail`), or null: then show the screen's own text. */
  readonly detail: string | null;
  /** Field -> messages, for validation failures. */
  readonly errors: Readonly<Record<string, string[]>>;
  readonly problem: ProblemDetails | null;

  constructor(
    message: string,
    init: { status: number | null; problem: ProblemDetails | null; cause?: unknown },
  ) {
    super(message, { cause: init.cause });
    this.status = init.status;
    this.problem = init.problem;
    this.detail = init.problem?.detail ?? null;
    this.errors = init.problem?.errors ?? {};
  }
}

/** Turns whatever a call threw into an ApiError, reading an RFC 9457 body when there is one. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const { response } = error;
    return new ApiError(error.message, {
      status: response.status,
      problem: await readProblem(response),
      cause: error,
    });
  }
  if (isTimeoutError(error)) {
    return new ApiError('The request timed out.', { status: null, problem: null, cause: error });
  }
  const message = error instanceof Error ? error.message : 'The request failed.';
  return new ApiError(message, { status: null, problem: null, cause: error });
}

async function readProblem(response: Response): Promise<ProblemDetails | null> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes(PROBLEM_CONTENT_TYPE) && !type.includes('application/json')) return null;
  try {
    const body: unknown = await response.clone().json();
    const { parseProblem } = await import('./http-parsers');
    return parseProblem(body);
  } catch {
    return null;
  }
}
