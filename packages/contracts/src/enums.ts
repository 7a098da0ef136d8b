/**
 * The product's enums as plain values and display labels. NOTE: this module must not import zod:
 * the web app imports labels on its first screen, and zod would add about 21 KB gzip to it. The
 * matching zod schemas are in enum-schemas.ts.
 */

/** One table of values and their display labels, so neither is written twice. */
function labelledEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  labels: { [K in T[number]]: string },
) {
  return { values, labels } as const;
}

export const CourseCategory = labelledEnum(
  ['theory', 'practical', 'adi-training', 'adi-test', 'other'],
  {
    theory: 'Theory Test',
    practical: 'Practical Test',
    'adi-training': 'ADI Training',
    'adi-test': 'ADI Test',
    other: 'Other',
  },
);
export type CourseCategory = (typeof CourseCategory.values)[number];

export const Difficulty = labelledEnum(['easy', 'medium', 'hard'], {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
});
export type Difficulty = (typeof Difficulty.values)[number];

export const Role = labelledEnum(['learner', 'admin'], {
  learner: 'Learner',
  admin: 'Administrator',
});
export type Role = (typeof Role.values)[number];

/** A theme that can be shown. */
export const Theme = labelledEnum(['light', 'dark', 'high-contrast'], {
  light: 'Light',
  dark: 'Dark',
  'high-contrast': 'High Contrast',
});
export type Theme = (typeof Theme.values)[number];

/** What a user chose: a theme, or `system` to follow the OS (the default). */
export const ThemePreference = labelledEnum(['light', 'dark', 'high-contrast', 'system'], {
  ...Theme.labels,
  system: 'System',
});
export type ThemePreference = (typeof ThemePreference.values)[number];
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system';

export const QuestionBank = labelledEnum(['theory', 'adi', 'case'], {
  theory: 'Car theory',
  adi: 'ADI Part 1',
  case: 'Case studies',
});
export type QuestionBank = (typeof QuestionBank.values)[number];

export const SessionType = labelledEnum(['practice', 'mock', 'smart'], {
  practice: 'Practice',
  mock: 'Mock exam',
  smart: 'Smart practice',
});
export type SessionType = (typeof SessionType.values)[number];

export const MockExamLevel = labelledEnum(['Beginner', 'Intermediate', 'Advanced'], {
  Beginner: 'Beginner',
  Intermediate: 'Intermediate',
  Advanced: 'Advanced',
});
export type MockExamLevel = (typeof MockExamLevel.values)[number];

/** 'adi-training' -> 'Adi Training': the SPEC's readable form (hyphens to spaces, words capitalised). */
export function readableCategory(value: string): string {
  return value
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
