import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(
    // NOTE: matchMedia is missing in some embedded browsers and test environments.
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null),
    [query],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => {
        list?.removeEventListener('change', onChange);
      };
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? false);
}
