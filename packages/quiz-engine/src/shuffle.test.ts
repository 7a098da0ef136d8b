import { describe, expect, it } from 'vitest';
import { pickRandom, seededRng, shuffle, type Rng } from './shuffle';

const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] as const;
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const constant =
  (value: number): Rng =>
  () =>
    value;

describe('seededRng', () => {
  it.each([0, 1, 42, -7, 2 ** 32 + 5, 3.9, Number.NaN])(
    'seed %s gives a repeatable sequence in [0, 1)',
    (seed) => {
      const first = seededRng(seed);
      const second = seededRng(seed);
      for (let i = 0; i < 1000; i += 1) {
        const value = first();
        expect(value).toBe(second());
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(1);
      }
    },
  );

  it.each([
    [1, 2],
    [42, 43],
    [0, 2 ** 31],
  ])('seeds %s and %s give different sequences', (a, b) => {
    const ra = seededRng(a);
    const rb = seededRng(b);
    expect(range(5).map(() => ra())).not.toEqual(range(5).map(() => rb()));
  });
});

describe('shuffle', () => {
  it.each([0, 1, 2, 3, 10, 100])('returns a permutation of %s items', (n) => {
    const items = range(n);
    const result = shuffle(items, seededRng(n));
    expect(result).toHaveLength(n);
    expect([...result].sort((a, b) => a - b)).toEqual(items);
  });

  it.each([1, 2, 3, 99, 123_456])('is deterministic for seed %s', (seed) => {
    expect(shuffle(letters, seededRng(seed))).toEqual(shuffle(letters, seededRng(seed)));
  });

  it('orders differently for different seeds', () => {
    const orders = new Set(range(20).map((seed) => shuffle(letters, seededRng(seed)).join('')));
    expect(orders.size).toBeGreaterThan(15);
  });

  it('does not mutate its input and returns a new array', () => {
    const input = Object.freeze([...letters]);
    const result = shuffle(input, seededRng(5));
    expect(input).toEqual(letters);
    expect(result).not.toBe(input);
  });

  it.each<{ name: string; rng: Rng; input: string[]; expected: string[] }>([
    {
      name: 'rng always 0 keeps the order',
      rng: constant(0),
      input: ['a', 'b', 'c', 'd'],
      expected: ['a', 'b', 'c', 'd'],
    },
    {
      name: 'rng just under 1 rotates right',
      rng: constant(0.999_999),
      input: ['a', 'b', 'c', 'd'],
      expected: ['d', 'a', 'b', 'c'],
    },
    { name: 'one item needs no draw', rng: constant(5), input: ['a'], expected: ['a'] },
    { name: 'two items swap', rng: constant(0.999_999), input: ['a', 'b'], expected: ['b', 'a'] },
  ])('$name', ({ rng, input, expected }) => {
    expect(shuffle(input, rng)).toEqual(expected);
  });

  it('keeps undefined items', () => {
    expect(shuffle([undefined, 1, undefined], constant(0.999_999))).toEqual([
      undefined,
      undefined,
      1,
    ]);
  });

  it.each([1, 1.5, -0.1, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects an rng returning %s',
    (value) => {
      expect(() => shuffle(['a', 'b'], constant(value))).toThrow(RangeError);
    },
  );

  it('is close to uniform over the permutations of three items', () => {
    const rng = seededRng(2024);
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i += 1) {
      const key = shuffle(['a', 'b', 'c'], rng).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(850);
      expect(count).toBeLessThan(1150);
    }
  });
});

describe('pickRandom', () => {
  it.each([
    { count: 3, size: 3 },
    { count: 0, size: 0 },
    { count: 10, size: 10 },
    { count: 50, size: 10 },
    { count: -2, size: 0 },
    { count: 2.7, size: 2 },
    { count: Number.NaN, size: 0 },
    { count: Number.POSITIVE_INFINITY, size: 10 },
  ])('count $count from 10 gives $size distinct items', ({ count, size }) => {
    const result = pickRandom(letters, count, seededRng(8));
    expect(result).toHaveLength(size);
    expect(new Set(result).size).toBe(size);
    for (const item of result) expect(letters).toContain(item);
  });

  it.each([
    [1, 0],
    [1, 4],
    [7, 9],
    [31, 10],
  ])('seed %s, count %s is a prefix of the full shuffle', (seed, count) => {
    expect(pickRandom(letters, count, seededRng(seed))).toEqual(
      shuffle(letters, seededRng(seed)).slice(0, count),
    );
  });

  it('does not mutate its input', () => {
    const input = Object.freeze([...letters]);
    pickRandom(input, 4, seededRng(1));
    expect(input).toEqual(letters);
  });
});
