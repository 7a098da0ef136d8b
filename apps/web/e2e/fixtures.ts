import { test as base, expect, type Page } from '@playwright/test';

/** Public screens and the heading each shows (SPEC section 2). */
export const PUBLIC_PAGES = [
  { path: '/', heading: 'Driving Lessons, ADI Training and Car Rental' },
  { path: '/courses', heading: 'Available Courses' },
  { path: '/login', heading: 'Sign In' },
  { path: '/register', heading: 'Create Account' },
  { path: '/forgot-password', heading: 'Forgot Password' },
  { path: '/reset-password', heading: 'Reset Password' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/about', heading: 'About Us' },
  { path: '/services', heading: 'Our Services' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/this-page-does-not-exist', heading: '404' },
] as const;

/** Screens behind sign-in and the heading each shows. */
export const PROTECTED_PAGES = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/dashboard/practice', heading: 'Practice Exam' },
  { path: '/dashboard/progress', heading: 'Your Progress' },
  { path: '/dashboard/mock-exams', heading: 'Mock Exams' },
  { path: '/dashboard/settings', heading: 'Account Settings' },
  { path: '/dashboard/upload-course', heading: 'Upload New Course' },
  { path: '/adi-training', heading: 'ADI Training' },
  { path: '/theory-practice', heading: 'Theory Test Practice' },
  { path: '/theory/learner', heading: 'Learner Theory Practice' },
  { path: '/theory/adi', heading: 'ADI Part 1 Practice' },
  { path: '/theory/case-studies', heading: 'Instructor Case Studies' },
] as const;

export const THEMES = ['light', 'dark', 'high-contrast'] as const;

/** Opens `path` and waits for the screen's h1 (screens are loaded on demand). */
export async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/**
 * Every test fails on a console error or an uncaught exception in the page: that is how a
 * Content-Security-Policy violation or a failed chunk load shows up.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

interface Session {
  user: { id: number; name: string; email: string; role: 'learner' | 'admin' };
  tokens: { accessToken: string; refreshToken: string };
}

/**
 * Signs a fresh learner in, as a returning visitor would be: the session in localStorage before
 * the app starts. Registers and logs in through the real API. NOTE: while the API has no auth
 * routes (they come with the auth issue and answer 404 until then), the profile and logout calls
 * are answered at the network edge instead, so the signed-in screens can still be checked; the
 * stub goes away by itself once registration works. Returns which of the two happened.
 */
export async function signIn(page: Page): Promise<'api' | 'stubbed'> {
  const email = `learner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.uk`;
  const password = 'Passw0rd-e2e';
  const register = await page.request.post('/api/auth/register', {
    data: { name: 'E2E Learner', email, password },
  });
  let session: Session;
  let mode: 'api' | 'stubbed';
  if (register.status() === 404) {
    mode = 'stubbed';
    session = {
      user: { id: 1, name: 'E2E Learner', email, role: 'learner' },
      tokens: { accessToken: 'stub-access', refreshToken: 'stub-refresh' },
    };
    await page.route('**/api/user/profile', (route) =>
      route.fulfill({ json: { user: session.user } }),
    );
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 204 }));
  } else {
    expect(register.ok(), await register.text()).toBe(true);
    const login = await page.request.post('/api/auth/login', { data: { email, password } });
    expect(login.ok(), await login.text()).toBe(true);
    session = (await login.json()) as Session;
    mode = 'api';
  }
  await page.addInitScript((stored: Session) => {
    window.localStorage.setItem('accessToken', stored.tokens.accessToken);
    window.localStorage.setItem('refreshToken', stored.tokens.refreshToken);
    window.localStorage.setItem('user', JSON.stringify(stored.user));
  }, session);
  return mode;
}
