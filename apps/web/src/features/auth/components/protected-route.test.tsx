import { STATUS_MESSAGES, UserResponse } from '@academy/contracts';
import { screen } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConsole } from '../../../testing/console';
import { buildTokens, buildUser } from '../../../testing/fixtures';
import { problemResponse } from '../../../testing/msw/problem';
import { server } from '../../../testing/msw/server';
import { renderApp, storeSession } from '../../../testing/render';
import { useAuthStore } from '../auth-store';

describe('protected routes', () => {
  it("shows 'Loading...' while the stored session is checked, then the screen", async () => {
    storeSession();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/user/profile', async () => {
        await answered;
        return HttpResponse.json(UserResponse.parse({ user: buildUser() }));
      }),
    );
    renderApp('/dashboard/settings');
    expect(await screen.findByRole('status')).toHaveTextContent(STATUS_MESSAGES.loading);
    answer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Settings' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    '/dashboard',
    '/dashboard/practice',
    '/dashboard/progress',
    '/dashboard/mock-exams',
    '/dashboard/settings',
    '/dashboard/upload-course',
    '/adi-training',
    '/theory-practice',
    '/theory',
    '/theory/learner',
    '/theory/adi',
    '/theory/case-studies',
  ])('%s sends a signed-out visitor to /login', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it("'Loading...' first when the stored session turns out to be invalid, then /login", async () => {
    storeSession();
    server.use(
      http.get('/api/user/profile', async () => {
        await delay(10);
        return problemResponse(401, 'Your session has expired.');
      }),
      http.post('/api/auth/refresh', () => problemResponse(401, 'Please sign in again.')),
    );
    const warn = expectConsole('warn');
    renderApp('/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent(STATUS_MESSAGES.loading);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('returns to the page that asked for sign-in once signed in', async () => {
    renderApp('/dashboard/progress');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    // What the sign-in screen will do on success.
    useAuthStore.getState().setSession(buildUser(), buildTokens());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Progress' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/dashboard/practice', 'Practice Exam'],
    ['/dashboard/progress', 'Your Progress'],
    ['/dashboard/mock-exams', 'Mock Exams'],
    ['/dashboard/settings', 'Account Settings'],
    ['/dashboard/upload-course', 'Upload New Course'],
    ['/adi-training', 'ADI Training'],
    ['/theory-practice', 'Theory Test Practice'],
    ['/theory', 'Learner Theory Practice'],
    ['/theory/learner', 'Learner Theory Practice'],
    ['/theory/adi', 'ADI Part 1 Practice'],
    ['/theory/case-studies', 'Instructor Case Studies'],
  ])('%s shows %j to a signed-in user', async (path, heading) => {
    storeSession();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});

describe('guest-only routes', () => {
  it.each(['/login', '/register'])('%s sends a signed-in user to /dashboard', async (path) => {
    storeSession();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['/login', 'Sign In'],
    ['/register', 'Create Account'],
  ])('%s shows %j to a visitor', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});

describe('public routes', () => {
  it.each([
    ['/', 'Driving Lessons, ADI Training and Car Rental'],
    ['/courses', 'Available Courses'],
    ['/courses/42', 'Course Details'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password', 'Reset Password'],
    ['/contact', 'Contact Us'],
    ['/about', 'About Us'],
    ['/services', 'Our Services'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
  ])('%s shows %j with navigation and footer', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe(`${heading} | Driving Academy`);
  });

  it('the dashboard layout has navigation but no footer', async () => {
    storeSession();
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
