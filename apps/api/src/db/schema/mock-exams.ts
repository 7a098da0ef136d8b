import { MockExamLevel, QuestionBank } from '@academy/contracts';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The four mock exams, seeded; the id is a stable slug so the seed can upsert them. */
export const mockExams = sqliteTable('mock_exams', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  questionCount: integer('question_count').notNull(),
  timeLimitMin: integer('time_limit_min').notNull(),
  level: text('level', { enum: MockExamLevel.values }).notNull(),
  /** What the exam covers, as shown on its card (e.g. "All 14 DVSA topics"). */
  category: text('category').notNull(),
  /** Which question bank its questions are drawn from. */
  bank: text('bank', { enum: QuestionBank.values }).notNull(),
  passMarkPct: integer('pass_mark_pct').notNull(),
});

export type MockExamRow = typeof mockExams.$inferSelect;
export type NewMockExamRow = typeof mockExams.$inferInsert;
