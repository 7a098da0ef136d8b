import { z } from 'zod';
import {
  CourseCategory,
  Difficulty,
  MockExamLevel,
  QuestionBank,
  Role,
  SessionType,
  Theme,
  ThemePreference,
} from './enums';

/** zod schemas of the enums in enums.ts (kept apart so labels can be imported without zod). */
export const CourseCategorySchema = z.enum(CourseCategory.values);
export const DifficultySchema = z.enum(Difficulty.values);
export const RoleSchema = z.enum(Role.values);
export const ThemeSchema = z.enum(Theme.values);
export const ThemePreferenceSchema = z.enum(ThemePreference.values);
export const QuestionBankSchema = z.enum(QuestionBank.values);
export const SessionTypeSchema = z.enum(SessionType.values);
export const MockExamLevelSchema = z.enum(MockExamLevel.values);
