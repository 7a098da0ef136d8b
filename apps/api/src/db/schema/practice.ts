import { Difficulty, SessionType } from '@academy/contracts';
import { index, integer, primaryKey, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns';
import { mockExams } from './mock-exams';
import { questions } from './questions';
import { users } from './users';

/** A practice session, smart practice or mock-exam attempt: the server is the judge of each. */
export const practiceSessions = sqliteTable(
  'practice_sessions',
  {
    /** A random UUID: it appears in URLs, and a counter would tell how busy the academy is. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: SessionType.values }).notNull(),
    /** Set for mock-exam attempts; an attempt keeps its history even if an exam is retired. */
    examId: text('exam_id').references(() => mockExams.id, { onDelete: 'set null' }),
    /** The filters chosen at the start; null means all. */
    category: text('category'),
    difficulty: text('difficulty', { enum: Difficulty.values }),
    questionCount: integer('question_count').notNull(),
    startedAt: createdAt('started_at'),
    /** Mock exams only: answers after this moment do not count, and the attempt is auto-submitted. */
    deadlineAt: timestamp('deadline_at'),
    completedAt: timestamp('completed_at'),
    totalTimeS: integer('total_time_s'),
    correctCount: integer('correct_count').notNull().default(0),
    /** Null until completed. */
    passed: integer('passed', { mode: 'boolean' }),
  },
  (table) => [index('practice_sessions_user_started_idx').on(table.userId, table.startedAt)],
);

/** The questions of one session in their shown order, with the user's answer once given. */
export const sessionItems = sqliteTable(
  'session_items',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    selectedIndex: integer('selected_index'),
    isCorrect: integer('is_correct', { mode: 'boolean' }),
    timeSpentS: integer('time_spent_s'),
    flagged: integer('flagged', { mode: 'boolean' }).notNull().default(false),
    answeredAt: timestamp('answered_at'),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.position] }),
    unique('session_items_session_question_unique').on(table.sessionId, table.questionId),
    index('session_items_question_id_idx').on(table.questionId),
  ],
);

export type PracticeSessionRow = typeof practiceSessions.$inferSelect;
export type SessionItemRow = typeof sessionItems.$inferSelect;
