import { Difficulty, QuestionBank } from '@academy/contracts';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';

/** The question bank, seeded from packages/question-bank (upserted by its stable id). */
export const questions = sqliteTable(
  'questions',
  {
    /** Stable id from the bank, e.g. `car-safety-margins-014`. */
    id: text('id').primaryKey(),
    bank: text('bank', { enum: QuestionBank.values }).notNull(),
    category: text('category').notNull(),
    difficulty: text('difficulty', { enum: Difficulty.values }).notNull(),
    question: text('question').notNull(),
    options: text('options', { mode: 'json' }).$type<string[]>().notNull(),
    correctIndex: integer('correct_index').notNull(),
    explanation: text('explanation').notNull(),
    reference: text('reference').notNull(),
    imageUrl: text('image_url'),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /**
     * Questions are retired, never deleted: answered session items keep pointing at them.
     */
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('questions_bank_category_difficulty_idx').on(
      table.bank,
      table.category,
      table.difficulty,
    ),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;
