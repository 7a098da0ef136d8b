import { type BankQuestion, MOCK_EXAM_SIZES, QuestionBank } from '@academy/contracts';
import { loadQuestions } from '@academy/question-bank';
import { and, eq, getTableColumns, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Logger } from 'pino';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Database } from './client';
import { refreshTokens } from './schema/auth';
import { type NewMockExamRow, mockExams } from './schema/mock-exams';
import { type NewQuestionRow, questions } from './schema/questions';
import { users } from './schema/users';

const [fullTest, practicePaper, starterPaper, adiPaper] = MOCK_EXAM_SIZES;

/** The car theory test's real pass mark: 43 of 50 (DESIGN.md section 6, deviation 2). */
const CAR_PASS_MARK_PCT = 86;
/** ADI Part 1's real overall pass mark: 85 of 100. */
const ADI_PASS_MARK_PCT = 85;

/**
 * The four mock exams of the SPEC (sizes from MOCK_EXAM_SIZES). The shorter car papers keep the
 * real test's standard, so passing a mock says something about passing the real thing.
 */
export const MOCK_EXAMS: readonly NewMockExamRow[] = [
  {
    id: 'car-theory-full',
    title: 'Car Theory Test Mock',
    description: `A full-length mirror of the DVSA car theory test: ${fullTest.questions} multiple-choice questions drawn from all 14 topics in ${fullTest.minutes} minutes. Pass with 43 or more correct, as in the real test.`,
    questionCount: fullTest.questions,
    timeLimitMin: fullTest.minutes,
    level: 'Advanced',
    category: QuestionBank.labels.theory,
    bank: 'theory',
    passMarkPct: CAR_PASS_MARK_PCT,
  },
  {
    id: 'car-theory-practice',
    title: 'Theory Practice Paper',
    description: `${practicePaper.questions} questions across the DVSA topics in ${practicePaper.minutes} minutes: a shorter sitting to check your progress at the real test's pass standard.`,
    questionCount: practicePaper.questions,
    timeLimitMin: practicePaper.minutes,
    level: 'Intermediate',
    category: QuestionBank.labels.theory,
    bank: 'theory',
    passMarkPct: CAR_PASS_MARK_PCT,
  },
  {
    id: 'car-theory-starter',
    title: 'Theory Starter Paper',
    description: `${starterPaper.questions} questions in ${starterPaper.minutes} minutes for learners starting out: road signs, rules of the road, safety margins and more, with a review of every answer at the end.`,
    questionCount: starterPaper.questions,
    timeLimitMin: starterPaper.minutes,
    level: 'Beginner',
    category: QuestionBank.labels.theory,
    bank: 'theory',
    passMarkPct: CAR_PASS_MARK_PCT,
  },
  {
    id: 'adi-part-1-practice',
    title: 'ADI Part 1 Practice Paper',
    description: `${adiPaper.questions} questions from the four ADI Part 1 bands in ${adiPaper.minutes} minutes. The real Part 1 is 100 questions in 90 minutes with a pass mark of 85, and at least 20 of 25 in each band.`,
    questionCount: adiPaper.questions,
    timeLimitMin: adiPaper.minutes,
    level: 'Advanced',
    category: QuestionBank.labels.adi,
    bank: 'adi',
    passMarkPct: ADI_PASS_MARK_PCT,
  },
];

export interface SeedOptions {
  /** Ensure this admin account exists with this password (ADMIN_EMAIL + ADMIN_PASSWORD). */
  admin: { email: string; password: string } | null;
  /** Defaults to the question bank package; tests pass their own. */
  questions?: readonly BankQuestion[];
  logger?: Logger;
}

export interface SeedSummary {
  mockExams: number;
  questions: { inBank: number; retired: number };
  admin: 'skipped' | 'created' | 'updated' | 'unchanged';
}

/** Rows per INSERT: well under SQLite's 32766 bound parameters with 13 columns a row. */
const BATCH_SIZE = 200;

/**
 * Idempotent: running it twice leaves the same rows. Mock exams and questions are upserted by
 * their stable ids (rows are only rewritten when something changed, so updated_at means what it
 * says); questions no longer in the bank are retired, not deleted, because past answers point at
 * them. Runs at every start-up, after the migrations.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const bank = options.questions ?? loadQuestions();

  const retired = db.transaction((tx) => {
    tx.insert(mockExams)
      .values([...MOCK_EXAMS])
      .onConflictDoUpdate({ target: mockExams.id, ...fromExcluded(mockExams, MOCK_EXAM_COLUMNS) })
      .run();

    const rows = bank.map(toQuestionRow);
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      tx.insert(questions)
        .values(rows.slice(start, start + BATCH_SIZE))
        .onConflictDoUpdate({ target: questions.id, ...fromExcluded(questions, QUESTION_COLUMNS) })
        .run();
    }
    return tx
      .update(questions)
      .set({ isActive: false })
      .where(
        and(
          eq(questions.isActive, true),
          notInArray(
            questions.id,
            rows.map((row) => row.id),
          ),
        ),
      )
      .run().changes;
  });

  const admin = options.admin ? await ensureAdmin(db, options.admin) : 'skipped';
  const summary: SeedSummary = {
    mockExams: MOCK_EXAMS.length,
    questions: { inBank: bank.length, retired },
    admin,
  };
  options.logger?.info({ seed: summary }, 'database seeded');
  return summary;
}

const MOCK_EXAM_COLUMNS = [
  'title',
  'description',
  'questionCount',
  'timeLimitMin',
  'level',
  'category',
  'bank',
  'passMarkPct',
] as const;

const QUESTION_COLUMNS = [
  'bank',
  'category',
  'difficulty',
  'question',
  'options',
  'correctIndex',
  'explanation',
  'reference',
  'imageUrl',
  'tags',
  'isActive',
] as const;

function toQuestionRow(question: BankQuestion): NewQuestionRow {
  return {
    id: question.id,
    bank: question.bank,
    category: question.category,
    difficulty: question.difficulty,
    question: question.question,
    options: question.options,
    correctIndex: question.correctIndex,
    explanation: question.explanation,
    reference: question.reference,
    imageUrl: question.imageUrl ?? null,
    tags: question.tags,
    isActive: true,
  };
}

/**
 * The `set` and `setWhere` of an upsert that copies the listed columns from the incoming row, but
 * only when at least one of them differs (so an unchanged row is not rewritten).
 */
function fromExcluded<TTable extends SQLiteTable>(
  table: TTable,
  keys: readonly (keyof TTable['_']['columns'] & string)[],
): { set: Record<string, SQL>; setWhere: SQL | undefined } {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  const differs: SQL[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of this table`);
    const incoming = sql`excluded.${sql.identifier(column.name)}`;
    set[key] = incoming;
    differs.push(sql`${column} is not ${incoming}`);
  }
  if ('updatedAt' in columns) set.updatedAt = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
  return { set, setWhere: or(...differs) };
}

async function ensureAdmin(
  db: Database,
  admin: { email: string; password: string },
): Promise<SeedSummary['admin']> {
  const email = admin.email.toLowerCase();
  const existing = db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .get();

  if (!existing) {
    const passwordHash = await hashPassword(admin.password);
    // Another process seeding at the same moment may win the insert; either way the row exists.
    db.insert(users)
      .values({ name: 'Administrator', email, passwordHash, role: 'admin' })
      .onConflictDoNothing({ target: users.email })
      .run();
    return 'created';
  }

  const passwordMatches = await verifyPassword(admin.password, existing.passwordHash);
  if (passwordMatches && existing.role === 'admin') return 'unchanged';

  const passwordHash = passwordMatches ? existing.passwordHash : await hashPassword(admin.password);
  db.transaction((tx) => {
    tx.update(users).set({ role: 'admin', passwordHash }).where(eq(users.id, existing.id)).run();
    if (!passwordMatches) {
      // A changed password signs out every session made with the old one, as a reset does.
      tx.update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, existing.id), isNull(refreshTokens.revokedAt)))
        .run();
    }
  });
  return 'updated';
}
