import type { BankQuestion } from '@academy/contracts';
import { MOCK_EXAM_SIZES } from '@academy/contracts';
import { compare } from 'bcrypt';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories';
import { createTestDatabase } from '../testing/test-app';
import type { Database } from './client';
import { refreshTokens } from './schema/auth';
import { mockExams } from './schema/mock-exams';
import { questions } from './schema/questions';
import { users } from './schema/users';
import { MOCK_EXAMS, seedDatabase } from './seed';

const ADMIN = { email: 'admin@example.co.uk', password: 'Str0ngAdminPass' };

function question(id: string, overrides: Partial<BankQuestion> = {}): BankQuestion {
  return {
    id,
    bank: 'theory',
    category: 'Safety margins',
    difficulty: 'medium',
    question: `What is the typical stopping distance in question ${id}?`,
    options: ['23 metres', '36 metres', '53 metres'],
    correctIndex: 1,
    explanation: 'At 30 mph the typical stopping distance is 23 metres.',
    reference: 'Highway Code rule 126',
    tags: [],
    ...overrides,
  };
}

function counts(db: Database) {
  return {
    mockExams: db.select().from(mockExams).all().length,
    questions: db.select().from(questions).all().length,
    users: db.select().from(users).all().length,
  };
}

const dbs: Database[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.$client.close();
});
function freshDb(): Database {
  const db = createTestDatabase();
  dbs.push(db);
  return db;
}

describe('seedDatabase', () => {
  it('is idempotent: a second run leaves the same rows', async () => {
    const db = freshDb();
    const bank = [question('q-a'), question('q-b')];
    const first = await seedDatabase(db, { admin: ADMIN, questions: bank });
    const afterFirst = {
      counts: counts(db),
      rows: db.select().from(questions).all(),
      exams: db.select().from(mockExams).all(),
    };
    const second = await seedDatabase(db, { admin: ADMIN, questions: bank });

    expect(first.admin).toBe('created');
    expect(second.admin).toBe('unchanged');
    expect(counts(db)).toEqual({ mockExams: 4, questions: 2, users: 1 });
    expect(counts(db)).toEqual(afterFirst.counts);
    // Unchanged rows are not rewritten: their updated_at stays put.
    expect(db.select().from(questions).all()).toEqual(afterFirst.rows);
    expect(db.select().from(mockExams).all()).toEqual(afterFirst.exams);
  });

  it('seeds the four mock exams of the SPEC, the full car mock at the real pass mark', async () => {
    const db = freshDb();
    await seedDatabase(db, { admin: null, questions: [] });
    const exams = db.select().from(mockExams).all();
    expect(
      exams.map((exam) => ({ questions: exam.questionCount, minutes: exam.timeLimitMin })),
    ).toEqual(MOCK_EXAM_SIZES.map((size) => ({ ...size })));
    expect(exams.find((exam) => exam.questionCount === 50)).toMatchObject({
      id: 'car-theory-full',
      timeLimitMin: 57,
      passMarkPct: 86,
      bank: 'theory',
    });
    expect(new Set(exams.map((exam) => exam.level))).toEqual(
      new Set(['Beginner', 'Intermediate', 'Advanced']),
    );
    expect(MOCK_EXAMS).toHaveLength(4);
  });

  it('seeds the real question bank (loadQuestions) by default', async () => {
    const db = freshDb();
    const summary = await seedDatabase(db, { admin: null });
    expect(counts(db).questions).toBe(summary.questions.inBank);
  });

  it('updates changed questions in place and retires those no longer in the bank', async () => {
    const db = freshDb();
    await seedDatabase(db, { admin: null, questions: [question('q-a'), question('q-b')] });
    const summary = await seedDatabase(db, {
      admin: null,
      questions: [question('q-a', { explanation: 'A better explanation that teaches more.' })],
    });
    expect(summary.questions).toEqual({ inBank: 1, retired: 1 });
    const rows = db.select().from(questions).orderBy(questions.id).all();
    expect(rows.map((row) => [row.id, row.isActive])).toEqual([
      ['q-a', true],
      ['q-b', false],
    ]);
    expect(rows[0]?.explanation).toBe('A better explanation that teaches more.');

    await seedDatabase(db, { admin: null, questions: [question('q-a'), question('q-b')] });
    expect(db.select().from(questions).where(eq(questions.id, 'q-b')).get()?.isActive).toBe(true);
  });

  it('creates the admin with a bcrypt (cost 12) hash of the configured password', async () => {
    const db = freshDb();
    await seedDatabase(db, { admin: ADMIN, questions: [] });
    const admin = db.select().from(users).where(eq(users.email, ADMIN.email)).get();
    expect(admin?.role).toBe('admin');
    expect(admin?.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    expect(await compare(ADMIN.password, admin?.passwordHash ?? '')).toBe(true);
  });

  it('promotes an existing account and resets its password, signing out its sessions', async () => {
    const db = freshDb();
    const learner = createUser(db, { email: ADMIN.email });
    db.insert(refreshTokens)
      .values({
        jti: 'j1',
        userId: learner.id,
        familyId: 'f1',
        tokenHash: 'h1',
        expiresAt: new Date(Date.now() + 60_000),
      })
      .run();

    const summary = await seedDatabase(db, { admin: ADMIN, questions: [] });
    expect(summary.admin).toBe('updated');
    const admin = db.select().from(users).where(eq(users.id, learner.id)).get();
    expect(admin?.role).toBe('admin');
    expect(await compare(ADMIN.password, admin?.passwordHash ?? '')).toBe(true);
    expect(db.select().from(refreshTokens).get()?.revokedAt).toBeInstanceOf(Date);
    expect(counts(db).users).toBe(1);
  });

  it('leaves users alone when no admin is configured', async () => {
    const db = freshDb();
    const summary = await seedDatabase(db, { admin: null, questions: [] });
    expect(summary.admin).toBe('skipped');
    expect(counts(db).users).toBe(0);
  });
});
