import { CATEGORY_STATUS_CUTOFFS, PROGRESS } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import {
  categoryStatus,
  doingWell,
  weakAreas,
  type CategoryProgress,
  type CategoryShortlist,
} from './progress';

// The SPEC's values, as `CATEGORY_STATUS_CUTOFFS` and `PROGRESS` in contracts carry them.
const cutoffs = CATEGORY_STATUS_CUTOFFS;
const weakRule = { weakBelowPct: cutoffs.good, limit: PROGRESS.weakAreasShown };
const wellRule = { minPct: PROGRESS.doingWellPct, limit: PROGRESS.doingWellShown };

describe('categoryStatus', () => {
  it.each([
    { correct: 100, total: 100, expected: 'excellent' },
    { correct: 85, total: 100, expected: 'excellent' },
    { correct: 169, total: 200, expected: 'excellent' },
    { correct: 84, total: 100, expected: 'good' },
    { correct: 70, total: 100, expected: 'good' },
    { correct: 139, total: 200, expected: 'good' },
    { correct: 69, total: 100, expected: 'needs-work' },
    { correct: 60, total: 100, expected: 'needs-work' },
    { correct: 119, total: 200, expected: 'needs-work' },
    { correct: 59, total: 100, expected: 'weak' },
    { correct: 0, total: 100, expected: 'weak' },
    { correct: 0, total: 0, expected: 'weak' },
  ])('$correct of $total -> $expected', ({ correct, total, expected }) => {
    expect(categoryStatus(correct, total, cutoffs)).toBe(expected);
  });
});

const progress: CategoryProgress = {
  'Road Signs': { correct: 3, total: 10 },
  'Speed Limits': { correct: 5, total: 10 },
  'Highway Code': { correct: 6, total: 10 },
  'Hazard Awareness': { correct: 3, total: 10 },
  'Vehicle Safety': { correct: 139, total: 200 },
  'Vulnerable Road Users': { correct: 9, total: 10 },
  Motorways: { correct: 8, total: 10 },
  Parking: { correct: 10, total: 10 },
  'Never Tried': { correct: 0, total: 0 },
};

describe('weakAreas', () => {
  it.each<{ name: string; limit: number; expected: CategoryShortlist }>([
    {
      name: 'up to 3 shown, then more',
      limit: 3,
      expected: {
        names: ['Hazard Awareness', 'Road Signs', 'Speed Limits', 'Highway Code'],
        shown: ['Hazard Awareness', 'Road Signs', 'Speed Limits'],
        hasMore: true,
      },
    },
    {
      name: 'limit equal to the count',
      limit: 4,
      expected: {
        names: ['Hazard Awareness', 'Road Signs', 'Speed Limits', 'Highway Code'],
        shown: ['Hazard Awareness', 'Road Signs', 'Speed Limits', 'Highway Code'],
        hasMore: false,
      },
    },
    {
      name: 'limit 0',
      limit: 0,
      expected: {
        names: ['Hazard Awareness', 'Road Signs', 'Speed Limits', 'Highway Code'],
        shown: [],
        hasMore: true,
      },
    },
    {
      name: 'fractional limit floored',
      limit: 1.9,
      expected: {
        names: ['Hazard Awareness', 'Road Signs', 'Speed Limits', 'Highway Code'],
        shown: ['Hazard Awareness'],
        hasMore: true,
      },
    },
  ])('$name', ({ limit, expected }) => {
    expect(weakAreas(progress, { ...weakRule, limit })).toEqual(expected);
  });

  it.each<{ name: string; progress: CategoryProgress; expected: string[] }>([
    { name: 'nothing recorded', progress: {}, expected: [] },
    {
      name: 'never attempted is left out',
      progress: { A: { correct: 0, total: 0 } },
      expected: [],
    },
    {
      name: '69.5 % rounds to 70: not weak',
      progress: { A: { correct: 139, total: 200 } },
      expected: [],
    },
    { name: '69 % is weak', progress: { A: { correct: 69, total: 100 } }, expected: ['A'] },
    { name: '0 of 5 is weak', progress: { A: { correct: 0, total: 5 } }, expected: ['A'] },
    {
      name: 'ties by name',
      progress: {
        b: { correct: 1, total: 2 },
        a: { correct: 2, total: 4 },
        B: { correct: 5, total: 10 },
      },
      expected: ['B', 'a', 'b'],
    },
  ])('$name', ({ progress: given, expected }) => {
    expect(weakAreas(given, weakRule).names).toEqual(expected);
  });
});

describe('doingWell', () => {
  it.each<{ name: string; rule: { minPct: number; limit: number }; expected: CategoryShortlist }>([
    {
      name: 'up to 2 best first, ties by name',
      rule: wellRule,
      expected: {
        names: ['Parking', 'Vulnerable Road Users', 'Motorways'],
        shown: ['Parking', 'Vulnerable Road Users'],
        hasMore: true,
      },
    },
    {
      name: 'a higher bar',
      rule: { minPct: 90, limit: 2 },
      expected: {
        names: ['Parking', 'Vulnerable Road Users'],
        shown: ['Parking', 'Vulnerable Road Users'],
        hasMore: false,
      },
    },
    {
      name: 'nobody qualifies',
      rule: { minPct: 101, limit: 2 },
      expected: { names: [], shown: [], hasMore: false },
    },
    {
      name: 'negative limit shows none',
      rule: { minPct: 80, limit: -1 },
      expected: {
        names: ['Parking', 'Vulnerable Road Users', 'Motorways'],
        shown: [],
        hasMore: true,
      },
    },
  ])('$name', ({ rule, expected }) => {
    expect(doingWell(progress, rule)).toEqual(expected);
  });

  it.each<{ name: string; progress: CategoryProgress; expected: string[] }>([
    { name: 'exactly 80 %', progress: { A: { correct: 4, total: 5 } }, expected: ['A'] },
    { name: '79.5 % rounds to 80', progress: { A: { correct: 159, total: 200 } }, expected: ['A'] },
    { name: '79 %', progress: { A: { correct: 79, total: 100 } }, expected: [] },
    {
      name: 'never attempted is left out',
      progress: { A: { correct: 0, total: 0 } },
      expected: [],
    },
    {
      name: 'ties by name',
      progress: { z: { correct: 9, total: 10 }, y: { correct: 18, total: 20 } },
      expected: ['y', 'z'],
    },
  ])('$name', ({ progress: given, expected }) => {
    expect(doingWell(given, wellRule).names).toEqual(expected);
  });
});
