import { z } from 'zod';

/** Builds a zod enum and its display labels from one table, so neither is written twice. */
function labelledEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  labels: { [K in T[number]]: string },
) {
  return { schema: z.enum(values), values, labels } as const;
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
export type CourseCategory = z.infer<typeof CourseCategory.schema>;

export const Difficulty = labelledEnum(['easy', 'medium', 'hard'], {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
});
export type Difficulty = z.infer<typeof Difficulty.schema>;

export const Role = labelledEnum(['learner', 'admin'], {
  learner: 'Learner',
  admin: 'Administrator',
});
export type Role = z.infer<typeof Role.schema>;

/** A theme that can be shown. */
export const Theme = labelledEnum(['light', 'dark', 'high-contrast'], {
  light: 'Light',
  dark: 'Dark',
  'high-contrast': 'High Contrast',
});
export type Theme = z.infer<typeof Theme.schema>;

/** What a user chose: a theme, or `system` to follow the OS (the default). */
export const ThemePreference = labelledEnum(['light', 'dark', 'high-contrast', 'system'], {
  ...Theme.labels,
  system: 'System',
});
export type ThemePreference = z.infer<typeof ThemePreference.schema>;
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system';

export const QuestionBank = labelledEnum(['theory', 'adi', 'case'], {
  theory: 'Car theory',
  adi: 'ADI Part 1',
  case: 'Case studies',
});
export type QuestionBank = z.infer<typeof QuestionBank.schema>;

export const SessionType = labelledEnum(['practice', 'mock', 'smart'], {
  practice: 'Practice',
  mock: 'Mock exam',
  smart: 'Smart practice',
});
export type SessionType = z.infer<typeof SessionType.schema>;

export const MockExamLevel = labelledEnum(['Beginner', 'Intermediate', 'Advanced'], {
  Beginner: 'Beginner',
  Intermediate: 'Intermediate',
  Advanced: 'Advanced',
});
export type MockExamLevel = z.infer<typeof MockExamLevel.schema>;

/** 'adi-training' -> 'Adi Training': the SPEC's readable form (hyphens to spaces, words capitalised). */
export function readableCategory(value: string): string {
  return value
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
