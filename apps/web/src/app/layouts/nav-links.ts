import type { User } from '@academy/contracts';

export interface NavItem {
  to: string;
  label: string;
}

/** SPEC section 2, signed-out navigation. */
export const SIGNED_OUT_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/courses', label: 'Courses' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/login', label: 'Login' },
];

/**
 * SPEC section 2, signed-in navigation. NOTE: Upload Course shows to administrators only
 * (DESIGN.md section 6, deviation 4): the server accepts uploads from admins alone.
 */
export function signedInLinks(user: User): NavItem[] {
  return [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/dashboard/practice', label: 'Practice' },
    { to: '/dashboard/progress', label: 'Progress' },
    { to: '/dashboard/mock-exams', label: 'Mock Exams' },
    { to: '/courses', label: 'Courses' },
    ...(user.role === 'admin' ? [{ to: '/dashboard/upload-course', label: 'Upload Course' }] : []),
    { to: '/dashboard/settings', label: 'Settings' },
  ];
}

/** SPEC section 2: the footer's links; Settings only when signed in. */
export function footerLinks(signedIn: boolean): NavItem[] {
  return [
    { to: '/contact', label: 'Contact' },
    { to: '/login', label: 'Login' },
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/dashboard/practice', label: 'Practice' },
    { to: '/dashboard/progress', label: 'Progress' },
    { to: '/dashboard/mock-exams', label: 'Mock Exams' },
    ...(signedIn ? [{ to: '/dashboard/settings', label: 'Settings' }] : []),
  ];
}
