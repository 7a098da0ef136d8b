import { describe, expect, it } from 'vitest';
import { toEpochMs, type Timestamp } from './timestamp';

const MS = Date.UTC(2025, 2, 30, 1, 0, 0);

describe('toEpochMs', () => {
  it.each<{ name: string; value: Timestamp; expected: number }>([
    { name: 'Date', value: new Date(MS), expected: MS },
    { name: 'ISO string in UTC', value: '2025-03-30T01:00:00.000Z', expected: MS },
    { name: 'ISO string with an offset', value: '2025-03-30T02:00:00+01:00', expected: MS },
    { name: 'epoch milliseconds', value: MS, expected: MS },
    {
      name: 'date-only string is UTC midnight',
      value: '2025-03-30',
      expected: Date.UTC(2025, 2, 30),
    },
    { name: 'invalid Date', value: new Date(Number.NaN), expected: Number.NaN },
    { name: 'garbage string', value: 'yesterday', expected: Number.NaN },
    { name: 'empty string', value: '', expected: Number.NaN },
    { name: 'NaN', value: Number.NaN, expected: Number.NaN },
    { name: 'Infinity', value: Number.POSITIVE_INFINITY, expected: Number.NaN },
  ])('$name', ({ value, expected }) => {
    expect(toEpochMs(value)).toBe(expected);
  });
});
