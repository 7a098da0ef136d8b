import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { registerNavigate } from '../lib/navigation';
import { MAIN_CONTENT_ID } from './layouts/page-shell';

/**
 * Router-aware side effects with no UI: lets the HTTP client navigate (lib/navigation.ts), and
 * after each client-side navigation scrolls to the top and moves focus to the main content, as a
 * full page load would, so keyboard and screen-reader users start at the new screen.
 */
export function RouterEffects() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(
    () =>
      registerNavigate((to, options) => {
        void navigate(to, options);
      }),
    [navigate],
  );

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    window.scrollTo(0, 0);
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
