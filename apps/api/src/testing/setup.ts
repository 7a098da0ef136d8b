import { format } from 'node:util';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

// A stray console.error or console.warn fails the test (STYLE.md habit 10): the API logs through
// pino, so anything on the console is a mistake or a warning someone should read.
let spies: { name: 'error' | 'warn'; spy: MockInstance<(...args: unknown[]) => void> }[] = [];

beforeEach(() => {
  spies = (['error', 'warn'] as const).map((name) => ({ name, spy: vi.spyOn(console, name) }));
});

afterEach(() => {
  const unexpected = spies.flatMap(({ name, spy }) =>
    spy.mock.calls.map((args) => `console.${name}: ${format(...args)}`),
  );
  for (const { spy } of spies) spy.mockRestore();
  if (unexpected.length > 0)
    throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
});
