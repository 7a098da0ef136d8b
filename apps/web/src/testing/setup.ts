import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useAuthStore } from '../features/auth/auth-store';
import { useThemeStore } from '../features/theme/theme-store';
import { useToastStore } from '../features/toast/toast-store';
import { assertQuietConsole, watchConsole } from './console';
import { installMatchMedia } from './match-media';
import { server } from './msw/server';
import { stopAppEffects } from './render';

// jsdom has no fetch, so Node's is used, and Node's Request rejects relative URLs ('/api/...'),
// which a browser resolves against the page. Resolve them the browser's way.
const NodeRequest = globalThis.Request;
globalThis.Request = class BrowserRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};

// jsdom lacks pointer capture, which Radix's swipe-to-dismiss calls on every pointer event.
Object.assign(Element.prototype, {
  hasPointerCapture: () => false,
  setPointerCapture: () => undefined,
  releasePointerCapture: () => undefined,
});

// Any request without a handler is a test bug, not something to let through to the network.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  installMatchMedia();
  // jsdom does not implement scrolling; the app scrolls to the top after each navigation.
  window.scrollTo = () => undefined;
  watchConsole();
});

afterEach(() => {
  cleanup();
  stopAppEffects();
  // Checked after unmounting (effects' cleanups can warn too) and before anything is restored.
  let consoleError: Error | null = null;
  try {
    assertQuietConsole();
  } catch (error) {
    consoleError = error instanceof Error ? error : new Error(String(error));
  }
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  // Stores are module singletons: every test starts from the state the app starts from.
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  useThemeStore.setState(useThemeStore.getInitialState(), true);
  useToastStore.setState(useToastStore.getInitialState(), true);
  if (consoleError) throw consoleError;
});

afterAll(() => {
  server.close();
});
