import { Suspense, lazy } from 'react';
import { useToastStore } from '../toast-store';

// NOTE: Radix's toast code (about 10 KB gzip) loads with the first toast, not with every page:
// the first screen's JavaScript has a budget of 100 KB gzip (docs/decisions/0008).
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the toaster while the store holds a toast. Dismissed toasts stay in the store for
 * TOAST.removeDelayMs, so once shown the toaster stays mounted for a long while.
 */
export function LazyToaster() {
  const needed = useToastStore((state) => state.toasts.length > 0);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
