import { describe, expect, it } from 'vitest';
import { loadQuestions, parseBank } from './index';

const valid = {
  id: 'car-alertness-001',
  bank: 'theory',
  category: 'Alertness',
  difficulty: 'easy',
  question: 'What should you do before moving off?',
  options: ['Check mirrors and blind spot', 'Sound the horn', 'Flash headlights', 'Rev the engine'],
  correctIndex: 0,
  explanation: 'Look all round, including the blind spot, before you move off.',
  reference: 'Highway Code rule 159',
};

describe('parseBank', () => {
  it.each([
    ['a valid question', [valid], null],
    ['a correctIndex past the options', [{ ...valid, correctIndex: 4 }], 'correctIndex'],
    ['repeated options', [{ ...valid, options: ['A', 'A', 'B', 'C'] }], 'options'],
    ['an id with capitals', [{ ...valid, id: 'Car-1' }], 'id'],
    ['a missing reference', [{ ...valid, reference: undefined }], 'reference'],
  ])('%s', (_name, items, failingField) => {
    if (failingField === null) {
      expect(parseBank('theory', items)).toHaveLength(1);
    } else {
      expect(() => parseBank('theory', items)).toThrow(failingField);
    }
  });

  it('rejects a question filed under another bank', () => {
    expect(() => parseBank('adi', [valid])).toThrow('not adi');
  });
});

describe('loadQuestions', () => {
  it('loads every bank with unique ids', () => {
    const ids = loadQuestions().map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
