import { PRACTICE, QUIZ_RESULT_MESSAGES, SCORE_COLOUR_CUTOFFS } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import {
  resultMessage,
  scoreColour,
  scoreSession,
  type ScoredAnswer,
  type SessionScore,
} from './score';

// The tests check the SPEC's real values from contracts (a dev dependency only: the engine's
// source imports nothing and receives them as arguments).
const practice = PRACTICE;
const messages = QUIZ_RESULT_MESSAGES;
const colourCutoffs = SCORE_COLOUR_CUTOFFS;

/** `right` correct answers then `wrong` incorrect ones, each taking `seconds`. */
function answers(right: number, wrong: number, seconds = 5): ScoredAnswer[] {
  return [
    ...Array.from({ length: right }, () => ({ isCorrect: true, timeSpent: seconds })),
    ...Array.from({ length: wrong }, () => ({ isCorrect: false, timeSpent: seconds })),
  ];
}

describe('scoreSession', () => {
  it.each<{ name: string; answers: ScoredAnswer[]; total: number; expected: SessionScore }>([
    {
      name: '0 questions',
      answers: [],
      total: 0,
      expected: {
        correctAnswers: 0,
        totalQuestions: 0,
        accuracy: 0,
        passed: false,
        totalTimeSpent: 1,
        averageTimePerQuestion: 0,
      },
    },
    {
      name: 'all correct',
      answers: answers(10, 0),
      total: 10,
      expected: {
        correctAnswers: 10,
        totalQuestions: 10,
        accuracy: 100,
        passed: true,
        totalTimeSpent: 50,
        averageTimePerQuestion: 5,
      },
    },
    {
      name: 'exactly 70 %',
      answers: answers(7, 3),
      total: 10,
      expected: {
        correctAnswers: 7,
        totalQuestions: 10,
        accuracy: 70,
        passed: true,
        totalTimeSpent: 50,
        averageTimePerQuestion: 5,
      },
    },
    {
      name: '69.5 % rounds to 70 and passes',
      answers: answers(139, 61, 2),
      total: 200,
      expected: {
        correctAnswers: 139,
        totalQuestions: 200,
        accuracy: 70,
        passed: true,
        totalTimeSpent: 400,
        averageTimePerQuestion: 2,
      },
    },
    {
      name: '69.45 % rounds to 69 and fails',
      answers: answers(1389, 611, 1),
      total: 2000,
      expected: {
        correctAnswers: 1389,
        totalQuestions: 2000,
        accuracy: 69,
        passed: false,
        totalTimeSpent: 2000,
        averageTimePerQuestion: 1,
      },
    },
    {
      name: 'unanswered questions count as wrong',
      answers: answers(6, 0),
      total: 10,
      expected: {
        correctAnswers: 6,
        totalQuestions: 10,
        accuracy: 60,
        passed: false,
        totalTimeSpent: 30,
        averageTimePerQuestion: 5,
      },
    },
    {
      name: 'nothing answered of 10',
      answers: [],
      total: 10,
      expected: {
        correctAnswers: 0,
        totalQuestions: 10,
        accuracy: 0,
        passed: false,
        totalTimeSpent: 1,
        averageTimePerQuestion: 0,
      },
    },
    {
      name: 'a count below the answers is raised',
      answers: answers(3, 1),
      total: 2,
      expected: {
        correctAnswers: 3,
        totalQuestions: 4,
        accuracy: 75,
        passed: true,
        totalTimeSpent: 20,
        averageTimePerQuestion: 5,
      },
    },
    {
      name: 'a count that is not a number is the answers',
      answers: answers(1, 1),
      total: Number.NaN,
      expected: {
        correctAnswers: 1,
        totalQuestions: 2,
        accuracy: 50,
        passed: false,
        totalTimeSpent: 10,
        averageTimePerQuestion: 5,
      },
    },
    {
      name: 'unusable times count the minimum each',
      answers: [
        { isCorrect: true, timeSpent: Number.NaN },
        { isCorrect: true, timeSpent: Number.POSITIVE_INFINITY },
        { isCorrect: true, timeSpent: -4 },
        { isCorrect: false, timeSpent: 8.9 },
      ],
      total: 4,
      expected: {
        correctAnswers: 3,
        totalQuestions: 4,
        accuracy: 75,
        passed: true,
        totalTimeSpent: 11,
        averageTimePerQuestion: 3,
      },
    },
  ])('$name', ({ answers: given, total, expected }) => {
    expect(scoreSession(given, total, practice)).toEqual(expected);
  });

  it('never passes 0 questions, even at a 0 % threshold', () => {
    expect(scoreSession([], 0, { ...practice, passThresholdPct: 0 }).passed).toBe(false);
  });

  it('uses the threshold it is given', () => {
    expect(scoreSession(answers(43, 7), 50, { ...practice, passThresholdPct: 86 }).passed).toBe(
      true,
    );
    expect(scoreSession(answers(42, 8), 50, { ...practice, passThresholdPct: 86 }).passed).toBe(
      false,
    );
  });
});

describe('resultMessage', () => {
  it.each([
    { table: 'learner', pct: 100, expected: 'Excellent work!' },
    { table: 'learner', pct: 80, expected: 'Excellent work!' },
    { table: 'learner', pct: 79.5, expected: 'Excellent work!' },
    { table: 'learner', pct: 79, expected: 'Good effort!' },
    { table: 'learner', pct: 60, expected: 'Good effort!' },
    { table: 'learner', pct: 59, expected: 'Keep practicing!' },
    { table: 'learner', pct: 0, expected: 'Keep practicing!' },
    { table: 'learner', pct: -5, expected: 'Keep practicing!' },
    { table: 'learner', pct: Number.NaN, expected: 'Keep practicing!' },
    { table: 'adi', pct: 86, expected: "Excellent! You'd pass the real test!" },
    { table: 'adi', pct: 85, expected: 'Good progress! Keep studying' },
    { table: 'adi', pct: 70, expected: 'Good progress! Keep studying' },
    { table: 'adi', pct: 69, expected: 'More study needed' },
    { table: 'cases', pct: 80, expected: 'Excellent teaching insight!' },
    { table: 'cases', pct: 60, expected: 'Good understanding of teaching methods!' },
    { table: 'cases', pct: 59, expected: 'Keep developing your instructional skills!' },
  ] as const)('$table at $pct% -> $expected', ({ table, pct, expected }) => {
    expect(resultMessage(pct, messages[table])).toBe(expected);
  });

  it.each([
    { pct: 90, expected: 'high' },
    { pct: 50, expected: 'mid' },
    { pct: 10, expected: 'low' },
    { pct: 5, expected: 'low' },
  ])('does not rely on the table order: $pct% -> $expected', ({ pct, expected }) => {
    const shuffled = [
      { minPct: 40, message: 'mid' },
      { minPct: 10, message: 'low' },
      { minPct: 80, message: 'high' },
    ] as const;
    expect(resultMessage(pct, shuffled)).toBe(expected);
  });
});

describe('scoreColour', () => {
  it.each([
    { pct: 100, expected: 'good' },
    { pct: 85, expected: 'good' },
    { pct: 84.5, expected: 'good' },
    { pct: 84, expected: 'fair' },
    { pct: 70, expected: 'fair' },
    { pct: 69, expected: 'poor' },
    { pct: 0, expected: 'poor' },
    { pct: Number.NaN, expected: 'poor' },
  ])('$pct% -> $expected', ({ pct, expected }) => {
    expect(scoreColour(pct, colourCutoffs)).toBe(expected);
  });
});
