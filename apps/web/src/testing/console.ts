import { vi, type MockInstance } from 'vitest';

/**
 * A stray console.error or console.warn fails the test (React's act() and key warnings, failed
 * prop types, our own warnings): setup.ts spies on both and checks after every test. A test that
 * expects one says so with `expectConsole`, and gets the spy to assert on.
 */
type Method = 'error' | 'warn';

const spies = new Map<Method, MockInstance<(...args: unknown[]) => void>>();
const expected = new Set<Method>();

export function watchConsole(): void {
  expected.clear();
  for (const method of ['error', 'warn'] as const) {
    spies.set(
      method,
      vi.spyOn(console, method).mockImplementation(() => undefined),
    );
  }
}

export function expectConsole(method: Method): MockInstance<(...args: unknown[]) => void> {
  const spy = spies.get(method);
  if (!spy) throw new Error('expectConsole must be called inside a test');
  expected.add(method);
  return spy;
}

/** Throws, failing the test, when an unexpected message was printed. */
export function assertQuietConsole(): void {
  const unexpected = [...spies]
    .filter(([method, spy]) => !expected.has(method) && spy.mock.calls.length > 0)
    .map(
      ([method, spy]) =>
        `console.${method}: ${spy.mock.calls.map((call) => call.map(String).join(' ')).join('\n')}`,
    );
  spies.clear();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
  }
}
