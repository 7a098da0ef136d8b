import { PRACTICE } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { accuracyPct, isPassingScore } from './pass';

// The SPEC's pass mark, as `PRACTICE.passThresholdPct` in contracts carries it.
const rule = PRACTICE;

describe('accuracyPct', () => {
  it.each([
    { correct: 0, total: 0, expected: 0 },
    { correct: 0, total: 10, expected: 0 },
    { correct: 7, total: 10, expected: 70 },
    { correct: 139, total: 200, expected: 70 },
    { correct: 1389, total: 2000, expected: 69 },
    { correct: 69, total: 100, expected: 69 },
    { correct: 57, total: 200, expected: 29 },
    { correct: 1, total: 3, expected: 33 },
    { correct: 2, total: 3, expected: 67 },
    { correct: 5, total: 5, expected: 100 },
    { correct: 6, total: 5, expected: 100 },
    { correct: -1, total: 5, expected: 0 },
    { correct: 1, total: -2, expected: 0 },
    { correct: Number.NaN, total: 5, expected: 0 },
    { correct: 3, total: Number.NaN, expected: 0 },
    { correct: 3, total: Number.POSITIVE_INFINITY, expected: 0 },
  ])('$correct of $total -> $expected', ({ correct, total, expected }) => {
    expect(accuracyPct(correct, total)).toBe(expected);
  });

  it('rounds 28.5 up where correct / total x 100 would not', () => {
    expect(Math.round((57 / 200) * 100)).toBe(28);
    expect(accuracyPct(57, 200)).toBe(29);
  });
});

describe('isPassingScore', () => {
  it.each([
    { pct: 100, threshold: 70, passed: true },
    { pct: 70, threshold: 70, passed: true },
    { pct: 69.5, threshold: 70, passed: true },
    { pct: 69.49, threshold: 70, passed: false },
    { pct: 69, threshold: 70, passed: false },
    { pct: 0, threshold: 70, passed: false },
    { pct: Number.NaN, threshold: 70, passed: false },
    { pct: 85.5, threshold: 86, passed: true },
    { pct: 85, threshold: 86, passed: false },
  ])('$pct% at $threshold% -> $passed', ({ pct, threshold, passed }) => {
    expect(isPassingScore(pct, { passThresholdPct: threshold })).toBe(passed);
  });

  it('139 of 200 (69.5 %) passes at 70 %', () => {
    expect(isPassingScore(accuracyPct(139, 200), rule)).toBe(true);
  });
});
