import { describe, expect, it } from 'vitest';
import { signedInTarget } from './redirect';

describe('signedInTarget', () => {
  it.each([
    [undefined, '/dashboard'],
    [null, '/dashboard'],
    ['/courses', '/dashboard'],
    [{}, '/dashboard'],
    [{ from: 42 }, '/dashboard'],
    [{ from: '/dashboard/progress' }, '/dashboard/progress'],
    [{ from: '/theory/adi?tab=2#q3' }, '/theory/adi?tab=2#q3'],
    [{ from: '//evil.example.com/x' }, '/dashboard'],
    [{ from: 'https://evil.example.com' }, '/dashboard'],
    [{ from: '/login' }, '/dashboard'],
    [{ from: '/register?x=1' }, '/dashboard'],
  ])('%j -> %s', (state, expected) => {
    expect(signedInTarget(state)).toBe(expected);
  });
});
