import { describe, expect, it } from 'vitest';
import * as engine from './index';

describe('public API', () => {
  it.each([
    'accuracyPct',
    'averageSeconds',
    'categoryStatus',
    'clampToSpan',
    'countedAnswerSeconds',
    'currentStreak',
    'dedupeQuestions',
    'doingWell',
    'formatDuration',
    'isPassingScore',
    'isValidTimeZone',
    'judgeAnswer',
    'localDateKey',
    'normaliseSeconds',
    'pickRandom',
    'resolveCorrectIndex',
    'resolveOptionIndex',
    'resultMessage',
    'scoreColour',
    'scoreSession',
    'seededRng',
    'shuffle',
    'toEpochMs',
    'totalSeconds',
    'weakAreas',
  ])('exports %s', (name) => {
    expect(typeof (engine as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports nothing else at run time', () => {
    expect(Object.keys(engine)).toHaveLength(25);
  });
});
