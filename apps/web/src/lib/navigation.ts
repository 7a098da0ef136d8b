/**
 * Lets code outside React (the HTTP client's refresh failure) navigate with the router, so the app
 * keeps its state instead of reloading. A component inside the router registers the navigate
 * function; before that (or after it unmounts) a full page load is the fallback.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type NavigateFunction = (to: string, options?: NavigateOptions) => void;

let registered: NavigateFunction | null = null;

/** Returns the unregister function, for an effect's cleanup. */
export function registerNavigate(navigate: NavigateFunction): () => void {
  registered = navigate;
  return () => {
    if (registered === navigate) registered = null;
  };
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (registered) {
    registered(to, options);
    return;
  }
  window.location.assign(to);
}
