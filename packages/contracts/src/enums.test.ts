import { describe, expect, it } from 'vitest';
import { ThemePreferenceSchema } from './enum-schemas';
import { CourseCategory, readableCategory } from './enums';
import { fillMessage, VALIDATION_MESSAGES } from './messages';

describe('readableCategory', () => {
  it.each([
    ['theory', 'Theory'],
    ['adi-training', 'Adi Training'],
    ['adi-test', 'Adi Test'],
    ['other', 'Other'],
    ['a--b', 'A B'],
    ['', ''],
  ])('%j -> %j', (value, expected) => {
    expect(readableCategory(value)).toBe(expected);
  });
});

describe('labelled enums', () => {
  it('label every course category of the SPEC', () => {
    expect(CourseCategory.values).toEqual([
      'theory',
      'practical',
      'adi-training',
      'adi-test',
      'other',
    ]);
    expect(CourseCategory.labels['adi-test']).toBe('ADI Test');
  });

  it.each([
    ['system', true],
    ['high-contrast', true],
    ['sepia', false],
  ])('theme preference %j valid: %s', (value, valid) => {
    expect(ThemePreferenceSchema.safeParse(value).success).toBe(valid);
  });
});

describe('fillMessage', () => {
  it.each([
    [
      VALIDATION_MESSAGES.phoneInvalid,
      { phone: '+44 7700 900123' },
      'Enter a valid UK number in +44 format (e.g., +44 7700 900123)',
    ],
    ['{missing} stays', {}, '{missing} stays'],
  ])('%j', (template, values, expected) => {
    expect(fillMessage(template, values)).toBe(expected);
  });
});
