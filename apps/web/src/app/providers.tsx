import type { ReactNode } from 'react';
import { LazyToaster } from '../features/toast/components/lazy-toaster';
import { RouterEffects } from './router-effects';

/** Everything the screens rely on, inside the router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <RouterEffects />
      {children}
      <LazyToaster />
    </>
  );
}
