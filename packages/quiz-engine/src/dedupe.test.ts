import { describe, expect, it } from 'vitest';
import { dedupeQuestions, type DedupableQuestion } from './dedupe';

interface Case {
  name: string;
  input: DedupableQuestion[];
  /** Indices of `input` that survive, in order. */
  kept: number[];
}

describe('dedupeQuestions', () => {
  it.each<Case>([
    { name: 'empty list', input: [], kept: [] },
    {
      name: 'no duplicates',
      input: [
        { id: 1, question: 'A' },
        { id: 2, question: 'B' },
      ],
      kept: [0, 1],
    },
    {
      name: 'same id, different text',
      input: [
        { id: 1, question: 'A' },
        { id: 1, question: 'B' },
      ],
      kept: [0],
    },
    {
      name: 'same string id',
      input: [
        { id: 'q-1', question: 'A' },
        { id: 'q-1', question: 'B' },
      ],
      kept: [0],
    },
    {
      name: 'number and string id are one id',
      input: [
        { id: 7, question: 'A' },
        { id: '7', question: 'B' },
      ],
      kept: [0],
    },
    {
      name: 'ids missing: by text',
      input: [{ question: 'A' }, { question: 'B' }, { question: 'A' }],
      kept: [0, 1],
    },
    {
      name: 'empty ids: by text',
      input: [
        { id: '', question: 'A' },
        { id: ' ', question: 'A' },
        { id: '', question: 'B' },
      ],
      kept: [0, 2],
    },
    {
      name: 'null and NaN ids: by text',
      input: [
        { id: null, question: 'A' },
        { id: Number.NaN, question: 'A' },
      ],
      kept: [0],
    },
    {
      name: 'same text, different ids',
      input: [
        { id: 1, question: 'A' },
        { id: 2, question: 'A' },
      ],
      kept: [0],
    },
    {
      name: 'mixed: id then text',
      input: [
        { id: 1, question: 'A' },
        { question: 'A' },
        { id: 1, question: 'C' },
        { question: 'D' },
      ],
      kept: [0, 3],
    },
    {
      name: 'mixed: text-only item blocks a later id item with its text',
      input: [{ question: 'A' }, { id: 9, question: 'A' }],
      kept: [0],
    },
    {
      name: 'text is case-sensitive',
      input: [{ question: 'Stop' }, { question: 'stop' }],
      kept: [0, 1],
    },
    { name: 'text is trimmed', input: [{ question: 'Stop ' }, { question: ' Stop' }], kept: [0] },
    {
      name: 'a dropped item blocks nothing',
      input: [
        { id: 1, question: 'x' },
        { id: 2, question: 'x' },
        { id: 2, question: 'y' },
      ],
      kept: [0, 2],
    },
    {
      name: 'neither id nor text: all kept',
      input: [{ question: '' }, { question: '  ' }],
      kept: [0, 1],
    },
    {
      name: 'empty text still dedupes by id',
      input: [
        { id: 3, question: '' },
        { id: 3, question: '' },
      ],
      kept: [0],
    },
  ])('$name', ({ input, kept }) => {
    const result = dedupeQuestions(input);
    expect(result).toEqual(kept.map((index) => input[index]));
    kept.forEach((index, position) => {
      expect(result[position]).toBe(input[index]);
    });
  });

  it('keeps the caller type and does not touch the input', () => {
    const input = Object.freeze([
      { id: 'a', question: 'Q1', category: 'Road Signs' },
      { id: 'a', question: 'Q2', category: 'Speed Limits' },
    ] as const);
    const result = dedupeQuestions(input);
    expect(result.map((item) => item.category)).toEqual(['Road Signs']);
    expect(input).toHaveLength(2);
  });
});
