import { PRACTICE } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import {
  averageSeconds,
  clampToSpan,
  countedAnswerSeconds,
  formatDuration,
  normaliseSeconds,
  totalSeconds,
} from './time';
import type { Timestamp } from './timestamp';

// The SPEC's values, as `PRACTICE` in contracts carries them; quiz-engine never imports them.
const rules = PRACTICE;
const nan = Number.NaN;
const inf = Number.POSITIVE_INFINITY;

describe('normaliseSeconds', () => {
  it.each([
    { value: 42, expected: 42 },
    { value: 0, expected: 0 },
    { value: 99_999, expected: 99_999 },
    { value: 100_000, expected: 100_000 },
    { value: 100_001, expected: 100.001 },
    { value: 150_000, expected: 150 },
    { value: 3_725_000, expected: 3725 },
    { value: -5, expected: -5 },
    { value: nan, expected: nan },
    { value: inf, expected: inf },
  ])('$value -> $expected', ({ value, expected }) => {
    expect(normaliseSeconds(value, rules)).toBe(expected);
  });

  it('uses the threshold it is given', () => {
    expect(normaliseSeconds(5000, { millisecondsAbove: 1000 })).toBe(5);
  });
});

describe('countedAnswerSeconds', () => {
  it.each([
    { value: 12, expected: 12 },
    { value: 12.9, expected: 12 },
    { value: 1, expected: 1 },
    { value: 0.5, expected: 1 },
    { value: 0, expected: 1 },
    { value: -0, expected: 1 },
    { value: -3, expected: 1 },
    { value: nan, expected: 1 },
    { value: inf, expected: 1 },
    { value: -inf, expected: 1 },
    { value: 100_000, expected: 100_000 },
  ])('$value -> $expected', ({ value, expected }) => {
    expect(countedAnswerSeconds(value, rules)).toBe(expected);
  });

  it.each([
    { value: 1, expected: 2 },
    { value: nan, expected: 2 },
    { value: 3.5, expected: 3 },
  ])('with a minimum of 2: $value -> $expected', ({ value, expected }) => {
    expect(countedAnswerSeconds(value, { minSecondsPerQuestion: 2 })).toBe(expected);
  });

  it.each([
    { reported: 100_000, expected: 100_000 },
    { reported: 100_001, expected: 100 },
    { reported: 4_500, expected: 4_500 },
    { reported: 4_500_000, expected: 4_500 },
  ])('after normalising, $reported counts $expected', ({ reported, expected }) => {
    expect(countedAnswerSeconds(normaliseSeconds(reported, rules), rules)).toBe(expected);
  });
});

describe('totalSeconds', () => {
  it.each([
    { name: 'no answers', times: [], expected: 1 },
    { name: 'whole seconds', times: [5, 7], expected: 12 },
    { name: 'fractions floored per answer', times: [1.9, 1.9], expected: 2 },
    { name: 'zeros count the minimum', times: [0, 0], expected: 2 },
    { name: 'NaN and Infinity count the minimum', times: [nan, inf, 3.7], expected: 5 },
    { name: 'negative counts the minimum', times: [-1], expected: 1 },
  ])('$name', ({ times, expected }) => {
    expect(totalSeconds(times, rules)).toBe(expected);
  });

  it('never goes below the minimum total', () => {
    expect(totalSeconds([2, 3], { minSecondsPerQuestion: 1, minTotalSeconds: 10 })).toBe(10);
  });
});

describe('clampToSpan', () => {
  const start = '2025-06-01T10:00:00Z';
  const fiveMinutesLater = '2025-06-01T10:05:00Z';

  it.each<{
    name: string;
    reported: number;
    startedAt: Timestamp;
    endedAt: Timestamp;
    expected: number;
  }>([
    {
      name: 'inside the span',
      reported: 120,
      startedAt: start,
      endedAt: fiveMinutesLater,
      expected: 120,
    },
    {
      name: 'equal to the span',
      reported: 300,
      startedAt: start,
      endedAt: fiveMinutesLater,
      expected: 300,
    },
    {
      name: 'beyond the span',
      reported: 600,
      startedAt: start,
      endedAt: fiveMinutesLater,
      expected: 300,
    },
    {
      name: 'fraction floored',
      reported: 299.9,
      startedAt: start,
      endedAt: fiveMinutesLater,
      expected: 299,
    },
    {
      name: 'span rounded up',
      reported: 301,
      startedAt: start,
      endedAt: '2025-06-01T10:05:00.200Z',
      expected: 301,
    },
    {
      name: 'NaN takes the span',
      reported: nan,
      startedAt: start,
      endedAt: fiveMinutesLater,
      expected: 300,
    },
    {
      name: 'Infinity takes the span',
      reported: inf,
      startedAt: start,
      endedAt: fiveMinutesLater,
      expected: 300,
    },
    {
      name: 'negative takes the span',
      reported: -5,
      startedAt: start,
      endedAt: fiveMinutesLater,
      expected: 300,
    },
    {
      name: 'zero is raised to the minimum',
      reported: 0,
      startedAt: start,
      endedAt: fiveMinutesLater,
      expected: 1,
    },
    { name: 'zero-length span', reported: 30, startedAt: start, endedAt: start, expected: 1 },
    {
      name: 'sub-second span',
      reported: 30,
      startedAt: start,
      endedAt: '2025-06-01T10:00:00.400Z',
      expected: 1,
    },
    {
      name: 'Date and epoch inputs',
      reported: 90,
      startedAt: new Date(start),
      endedAt: Date.parse(start) + 60_000,
      expected: 60,
    },
    {
      name: 'end before start: report stands',
      reported: 42,
      startedAt: fiveMinutesLater,
      endedAt: start,
      expected: 42,
    },
    {
      name: 'invalid start: report stands',
      reported: 42.8,
      startedAt: 'nope',
      endedAt: start,
      expected: 42,
    },
    {
      name: 'nothing usable: the minimum',
      reported: nan,
      startedAt: 'nope',
      endedAt: 'nope',
      expected: 1,
    },
  ])('$name', ({ reported, startedAt, endedAt, expected }) => {
    expect(clampToSpan(reported, startedAt, endedAt, rules)).toBe(expected);
  });

  it('uses the minimum total it is given', () => {
    expect(clampToSpan(0, start, fiveMinutesLater, { minTotalSeconds: 5 })).toBe(5);
  });
});

describe('formatDuration', () => {
  it.each([
    { seconds: 0, expected: '0s' },
    { seconds: 1, expected: '1s' },
    { seconds: 42, expected: '42s' },
    { seconds: 42.9, expected: '42s' },
    { seconds: 59, expected: '59s' },
    { seconds: 60, expected: '1m 0s' },
    { seconds: 61, expected: '1m 1s' },
    { seconds: 125, expected: '2m 5s' },
    { seconds: 3599, expected: '59m 59s' },
    { seconds: 3600, expected: '1h 0m 0s' },
    { seconds: 3661, expected: '1h 1m 1s' },
    { seconds: 3725, expected: '1h 2m 5s' },
    { seconds: 90_000, expected: '25h 0m 0s' },
    { seconds: -5, expected: '0s' },
    { seconds: nan, expected: '0s' },
    { seconds: inf, expected: '0s' },
  ])('$seconds -> $expected', ({ seconds, expected }) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('averageSeconds', () => {
  it.each([
    { total: 0, count: 0, expected: 0 },
    { total: 10, count: 0, expected: 0 },
    { total: 50, count: 10, expected: 5 },
    { total: 10, count: 4, expected: 3 },
    { total: 10, count: 3, expected: 3 },
    { total: 11, count: 3, expected: 4 },
    { total: 1, count: 3, expected: 0 },
    { total: nan, count: 2, expected: 0 },
    { total: -10, count: 2, expected: 0 },
    { total: 10, count: -1, expected: 0 },
    { total: 10, count: inf, expected: 0 },
    { total: 10, count: nan, expected: 0 },
  ])('$total / $count -> $expected', ({ total, count, expected }) => {
    expect(averageSeconds(total, count)).toBe(expected);
  });
});
