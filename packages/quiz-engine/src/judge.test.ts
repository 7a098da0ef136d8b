import { describe, expect, it } from 'vitest';
import {
  judgeAnswer,
  resolveCorrectIndex,
  resolveOptionIndex,
  type AnswerKey,
  type AnswerValue,
} from './judge';

const options = ['Stop', 'Give way', 'No entry'];

describe('resolveOptionIndex', () => {
  it.each<{ answer: AnswerValue | null | undefined; expected: number | undefined }>([
    { answer: 'Stop', expected: 0 },
    { answer: 'No entry', expected: 2 },
    { answer: 'stop', expected: undefined },
    { answer: 'STOP', expected: undefined },
    { answer: ' Stop', expected: undefined },
    { answer: '', expected: undefined },
    { answer: '1', expected: undefined },
    { answer: 0, expected: 0 },
    { answer: 2, expected: 2 },
    { answer: 3, expected: undefined },
    { answer: -1, expected: undefined },
    { answer: 1.5, expected: undefined },
    { answer: Number.NaN, expected: undefined },
    { answer: Number.POSITIVE_INFINITY, expected: undefined },
    { answer: null, expected: undefined },
    { answer: undefined, expected: undefined },
  ])('$answer -> $expected', ({ answer, expected }) => {
    expect(resolveOptionIndex(options, answer)).toBe(expected);
  });
});

describe('resolveCorrectIndex', () => {
  it.each<{ name: string; key: AnswerKey; expected: number | undefined }>([
    { name: 'text', key: { correctAnswer: 'Give way' }, expected: 1 },
    { name: 'text in the wrong case', key: { correctAnswer: 'give way' }, expected: undefined },
    {
      name: 'text not among the options',
      key: { correctAnswer: 'Keep left' },
      expected: undefined,
    },
    { name: 'index under correctAnswer', key: { correctAnswer: 2 }, expected: 2 },
    { name: 'answerIndex', key: { answerIndex: 0 }, expected: 0 },
    { name: 'answerIndex out of range', key: { answerIndex: 3 }, expected: undefined },
    { name: 'answerIndex not an integer', key: { answerIndex: 0.5 }, expected: undefined },
    {
      name: 'correctAnswer wins over answerIndex',
      key: { correctAnswer: 'No entry', answerIndex: 0 },
      expected: 2,
    },
    {
      name: 'no fallback from unmatched text',
      key: { correctAnswer: 'Nope', answerIndex: 1 },
      expected: undefined,
    },
    {
      name: 'null correctAnswer falls back',
      key: { correctAnswer: null, answerIndex: 1 },
      expected: 1,
    },
    { name: 'empty key', key: {}, expected: undefined },
  ])('$name', ({ key, expected }) => {
    expect(resolveCorrectIndex(options, key)).toBe(expected);
  });

  it('finds nothing among no options', () => {
    expect(resolveCorrectIndex([], { answerIndex: 0 })).toBeUndefined();
  });
});

describe('judgeAnswer', () => {
  it.each<{
    name: string;
    options?: string[];
    key: AnswerKey;
    answer: AnswerValue | null | undefined;
    isCorrect: boolean;
    correctIndex: number | undefined;
    selectedIndex: number | undefined;
  }>([
    {
      name: 'right text',
      key: { correctAnswer: 'Stop' },
      answer: 'Stop',
      isCorrect: true,
      correctIndex: 0,
      selectedIndex: 0,
    },
    {
      name: "'stop' is not 'Stop'",
      key: { correctAnswer: 'Stop' },
      answer: 'stop',
      isCorrect: false,
      correctIndex: 0,
      selectedIndex: undefined,
    },
    {
      name: 'wrong text',
      key: { correctAnswer: 'Stop' },
      answer: 'Give way',
      isCorrect: false,
      correctIndex: 0,
      selectedIndex: 1,
    },
    {
      name: 'right index',
      key: { answerIndex: 1 },
      answer: 1,
      isCorrect: true,
      correctIndex: 1,
      selectedIndex: 1,
    },
    {
      name: 'wrong index',
      key: { answerIndex: 1 },
      answer: 2,
      isCorrect: false,
      correctIndex: 1,
      selectedIndex: 2,
    },
    {
      name: 'text answer, index key',
      key: { answerIndex: 2 },
      answer: 'No entry',
      isCorrect: true,
      correctIndex: 2,
      selectedIndex: 2,
    },
    {
      name: 'index answer, text key',
      key: { correctAnswer: 'Give way' },
      answer: 1,
      isCorrect: true,
      correctIndex: 1,
      selectedIndex: 1,
    },
    {
      name: 'index out of range',
      key: { answerIndex: 2 },
      answer: 3,
      isCorrect: false,
      correctIndex: 2,
      selectedIndex: undefined,
    },
    {
      name: 'negative index',
      key: { answerIndex: 2 },
      answer: -1,
      isCorrect: false,
      correctIndex: 2,
      selectedIndex: undefined,
    },
    {
      name: 'non-integer index',
      key: { answerIndex: 1 },
      answer: 1.0001,
      isCorrect: false,
      correctIndex: 1,
      selectedIndex: undefined,
    },
    {
      name: 'numeric string is text',
      key: { answerIndex: 1 },
      answer: '1',
      isCorrect: false,
      correctIndex: 1,
      selectedIndex: undefined,
    },
    {
      name: 'no answer',
      key: { answerIndex: 1 },
      answer: null,
      isCorrect: false,
      correctIndex: 1,
      selectedIndex: undefined,
    },
    {
      name: 'broken key',
      key: { correctAnswer: 'Keep left' },
      answer: 'Stop',
      isCorrect: false,
      correctIndex: undefined,
      selectedIndex: 0,
    },
    {
      name: 'broken key, broken answer',
      key: { answerIndex: 9 },
      answer: 9,
      isCorrect: false,
      correctIndex: undefined,
      selectedIndex: undefined,
    },
    {
      name: 'no options',
      options: [],
      key: { answerIndex: 0 },
      answer: 0,
      isCorrect: false,
      correctIndex: undefined,
      selectedIndex: undefined,
    },
    {
      name: 'repeated option text: same text is right',
      options: ['Yes', 'Yes', 'No'],
      key: { answerIndex: 1 },
      answer: 0,
      isCorrect: true,
      correctIndex: 1,
      selectedIndex: 0,
    },
  ])('$name', ({ name: _name, options: own, key, answer, ...expected }) => {
    expect(judgeAnswer(own ?? options, key, answer)).toEqual(expected);
  });
});
