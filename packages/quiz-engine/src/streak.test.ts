import { describe, expect, it } from 'vitest';
import { currentStreak, isValidTimeZone, localDateKey } from './streak';
import type { Timestamp } from './timestamp';

const London = 'Europe/London';

describe('isValidTimeZone', () => {
  it.each([
    { timeZone: 'Europe/London', valid: true },
    { timeZone: 'UTC', valid: true },
    { timeZone: 'America/New_York', valid: true },
    { timeZone: 'europe/london', valid: true },
    { timeZone: 'Mars/Olympus_Mons', valid: false },
    { timeZone: 'GMT+25', valid: false },
    { timeZone: '', valid: false },
  ])('$timeZone -> $valid', ({ timeZone, valid }) => {
    expect(isValidTimeZone(timeZone)).toBe(valid);
  });
});

describe('localDateKey', () => {
  it.each<{ name: string; instant: Timestamp; timeZone: string; expected: string }>([
    {
      name: 'winter evening (GMT = UTC)',
      instant: '2025-01-15T23:30:00Z',
      timeZone: London,
      expected: '2025-01-15',
    },
    {
      name: 'summer: 23:30 UTC is 00:30 BST next day',
      instant: '2025-07-01T23:30:00Z',
      timeZone: London,
      expected: '2025-07-02',
    },
    {
      name: 'summer: 22:59 UTC is 23:59 BST same day',
      instant: '2025-07-01T22:59:59Z',
      timeZone: London,
      expected: '2025-07-01',
    },
    {
      name: 'just before spring change',
      instant: '2025-03-30T00:59:59Z',
      timeZone: London,
      expected: '2025-03-30',
    },
    {
      name: 'first night of BST',
      instant: '2025-03-30T23:30:00Z',
      timeZone: London,
      expected: '2025-03-31',
    },
    {
      name: 'last night of BST',
      instant: '2025-10-25T23:30:00Z',
      timeZone: London,
      expected: '2025-10-26',
    },
    {
      name: 'first night of GMT',
      instant: '2025-10-26T23:30:00Z',
      timeZone: London,
      expected: '2025-10-26',
    },
    {
      name: 'New York is behind',
      instant: '2025-07-02T03:00:00Z',
      timeZone: 'America/New_York',
      expected: '2025-07-01',
    },
    {
      name: 'epoch milliseconds',
      instant: Date.UTC(2024, 1, 29, 12),
      timeZone: 'UTC',
      expected: '2024-02-29',
    },
    {
      name: 'Date',
      instant: new Date('2025-12-31T23:59:59Z'),
      timeZone: 'UTC',
      expected: '2025-12-31',
    },
  ])('$name', ({ instant, timeZone, expected }) => {
    expect(localDateKey(instant, timeZone)).toBe(expected);
  });

  it.each<{ name: string; instant: Timestamp; timeZone: string }>([
    { name: 'unknown zone', instant: '2025-01-01T00:00:00Z', timeZone: 'Nowhere/Special' },
    { name: 'invalid moment', instant: 'not a date', timeZone: London },
  ])('throws a RangeError for $name', ({ instant, timeZone }) => {
    expect(() => localDateKey(instant, timeZone)).toThrow(RangeError);
  });
});

interface StreakCase {
  name: string;
  sessions: Timestamp[];
  now: Timestamp;
  timeZone?: string;
  expected: number;
}

const summerNoon = '2025-07-10T12:00:00+01:00';

describe('currentStreak', () => {
  it.each<StreakCase>([
    { name: 'no sessions', sessions: [], now: summerNoon, expected: 0 },
    { name: 'today only', sessions: ['2025-07-10T08:00:00+01:00'], now: summerNoon, expected: 1 },
    {
      name: 'yesterday only: still alive',
      sessions: ['2025-07-09T20:00:00+01:00'],
      now: summerNoon,
      expected: 1,
    },
    {
      name: 'two days ago only: broken',
      sessions: ['2025-07-08T20:00:00+01:00'],
      now: summerNoon,
      expected: 0,
    },
    {
      name: 'three days running',
      sessions: [
        '2025-07-08T09:00:00+01:00',
        '2025-07-09T09:00:00+01:00',
        '2025-07-10T09:00:00+01:00',
      ],
      now: summerNoon,
      expected: 3,
    },
    {
      name: 'unordered input',
      sessions: [
        '2025-07-10T09:00:00+01:00',
        '2025-07-08T09:00:00+01:00',
        '2025-07-09T09:00:00+01:00',
      ],
      now: summerNoon,
      expected: 3,
    },
    {
      name: 'yesterday and before, not yet today',
      sessions: [
        '2025-07-07T09:00:00+01:00',
        '2025-07-08T09:00:00+01:00',
        '2025-07-09T09:00:00+01:00',
      ],
      now: summerNoon,
      expected: 3,
    },
    {
      name: 'a gap ends the streak',
      sessions: [
        '2025-07-06T09:00:00+01:00',
        '2025-07-07T09:00:00+01:00',
        '2025-07-09T09:00:00+01:00',
        '2025-07-10T09:00:00+01:00',
      ],
      now: summerNoon,
      expected: 2,
    },
    {
      name: 'duplicates on one day count once',
      sessions: [
        '2025-07-10T08:00:00+01:00',
        '2025-07-10T09:00:00+01:00',
        '2025-07-10T11:59:00+01:00',
        '2025-07-09T07:00:00+01:00',
      ],
      now: summerNoon,
      expected: 2,
    },
    {
      name: 'across midnight in London: 23:30 and 00:30 BST are two days',
      sessions: ['2025-07-09T22:30:00Z', '2025-07-09T23:30:00Z'],
      now: '2025-07-10T07:00:00Z',
      expected: 2,
    },
    {
      name: 'the same instants in UTC are one day',
      sessions: ['2025-07-09T22:30:00Z', '2025-07-09T23:30:00Z'],
      now: '2025-07-10T07:00:00Z',
      timeZone: 'UTC',
      expected: 1,
    },
    {
      name: 'now just after local midnight: yesterday still counts',
      sessions: ['2025-07-09T12:00:00+01:00', '2025-07-08T12:00:00+01:00'],
      now: '2025-07-09T23:05:00Z',
      expected: 2,
    },
    {
      name: 'across the spring change (23-hour day)',
      sessions: ['2025-03-29T12:00:00Z', '2025-03-30T12:00:00+01:00', '2025-03-30T23:30:00Z'],
      now: '2025-03-31T08:00:00+01:00',
      expected: 3,
    },
    {
      name: 'spring: the 00:30 BST session is the new day',
      sessions: ['2025-03-30T23:30:00Z'],
      now: '2025-04-01T09:00:00+01:00',
      expected: 1,
    },
    {
      name: 'across the autumn change (25-hour day)',
      sessions: [
        '2025-10-25T12:00:00+01:00',
        '2025-10-25T23:30:00Z',
        '2025-10-26T23:30:00Z',
        '2025-10-27T08:00:00Z',
      ],
      now: '2025-10-27T09:00:00Z',
      expected: 3,
    },
    {
      name: 'autumn: 00:30 BST and 23:30 GMT are one day',
      sessions: ['2025-10-25T23:30:00Z', '2025-10-26T23:30:00Z'],
      now: '2025-10-27T09:00:00Z',
      expected: 1,
    },
    {
      name: 'across a month, a year and a leap day',
      sessions: [
        '2023-12-31T12:00:00Z',
        '2024-01-01T12:00:00Z',
        '2024-02-28T12:00:00Z',
        '2024-02-29T12:00:00Z',
        '2024-03-01T12:00:00Z',
      ],
      now: '2024-03-01T18:00:00Z',
      expected: 3,
    },
    {
      name: 'year boundary',
      sessions: ['2024-12-30T12:00:00Z', '2024-12-31T12:00:00Z', '2025-01-01T12:00:00Z'],
      now: '2025-01-01T18:00:00Z',
      expected: 3,
    },
    {
      name: 'invalid timestamps are skipped',
      sessions: ['garbage', Number.NaN, new Date(Number.NaN), '2025-07-10T09:00:00+01:00'],
      now: summerNoon,
      expected: 1,
    },
    {
      name: 'a future day alone is no streak',
      sessions: ['2025-07-11T09:00:00+01:00'],
      now: summerNoon,
      expected: 0,
    },
    {
      name: 'a future day does not bridge a gap',
      sessions: ['2025-07-11T09:00:00+01:00', '2025-07-10T09:00:00+01:00'],
      now: summerNoon,
      expected: 1,
    },
    {
      name: 'Date and epoch inputs',
      sessions: [new Date('2025-07-09T09:00:00Z'), Date.parse('2025-07-10T09:00:00Z')],
      now: new Date(summerNoon),
      expected: 2,
    },
    {
      name: 'New York evening is still the same day there',
      sessions: ['2025-07-10T01:00:00Z', '2025-07-09T01:00:00Z'],
      now: '2025-07-10T03:00:00Z',
      timeZone: 'America/New_York',
      expected: 2,
    },
  ])('$name', ({ sessions, now, timeZone = London, expected }) => {
    expect(currentStreak(sessions, { timeZone, now })).toBe(expected);
  });

  it.each<{ name: string; timeZone: string; now: Timestamp }>([
    { name: 'unknown time zone', timeZone: 'Europe/Atlantis', now: summerNoon },
    { name: 'empty time zone', timeZone: '', now: summerNoon },
    { name: 'invalid now', timeZone: London, now: 'soon' },
  ])('throws a RangeError for $name, even with no sessions', ({ timeZone, now }) => {
    expect(() => currentStreak([], { timeZone, now })).toThrow(RangeError);
  });
});
