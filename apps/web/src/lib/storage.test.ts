import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { readJson, removeKeys, writeJson } from './storage';

const Point = z.object({ x: z.number() });

describe('storage', () => {
  it('round-trips JSON that matches the schema', () => {
    writeJson('point', { x: 1 });
    expect(readJson('point', Point)).toEqual({ x: 1 });
  });

  it.each([
    ['missing', null],
    ['not JSON', '{x:'],
    ['the wrong shape', '{"x":"1"}'],
  ])('reads %s as null', (_case, raw) => {
    if (raw !== null) window.localStorage.setItem('point', raw);
    expect(readJson('point', Point)).toBeNull();
  });

  it('removes keys', () => {
    writeJson('a', 1);
    writeJson('b', 2);
    removeKeys('a', 'b');
    expect(window.localStorage.length).toBe(0);
  });
});
