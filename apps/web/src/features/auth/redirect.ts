/** Location state carried to /login so that signing in returns the user where they were going. */
export interface LoginRedirectState {
  from: string;
}

export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

const GUEST_ONLY_PATHS = new Set(['/login', '/register']);

export function loginRedirectState(from: string): LoginRedirectState {
  return { from };
}

/**
 * Where a signed-in user goes from /login or /register: the remembered page, or the dashboard.
 * Only same-site paths count (`//host` would leave the site), and never back to a guest page.
 */
export function signedInTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  const pathname = from.split(/[?#]/)[0] ?? from;
  return GUEST_ONLY_PATHS.has(pathname) ? DEFAULT_SIGNED_IN_PATH : from;
}
