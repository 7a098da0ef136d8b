import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories';
import { createTestDatabase } from '../testing/test-app';
import { type Database, openDatabase } from './client';
import { runMigrations } from './migrate';
import { refreshTokens } from './schema/auth';
import { mockExams } from './schema/mock-exams';
import { practiceSessions, sessionItems } from './schema/practice';
import { questions } from './schema/questions';
import { users } from './schema/users';

/** DESIGN.md section 3. */
const TABLES = [
  'contact_messages',
  'courses',
  'mock_exams',
  'outbox',
  'password_resets',
  'practice_sessions',
  'questions',
  'refresh_tokens',
  'session_items',
  'users',
];

const open: Database[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const db of open.splice(0)) if (db.$client.open) db.$client.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function memoryDb(): Database {
  const db = createTestDatabase();
  open.push(db);
  return db;
}

describe('openDatabase + runMigrations', () => {
  it('creates every table of the data model', () => {
    const db = memoryDb();
    const rows = db.$client
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by name",
      )
      .all() as { name: string }[];
    expect(rows.map((row) => row.name)).toEqual(TABLES);
  });

  it('is safe to run again (already-applied migrations are skipped)', () => {
    const db = memoryDb();
    expect(() => runMigrations(db)).not.toThrow();
  });

  it('uses WAL, synchronous=FULL, foreign keys and a busy timeout on a file database', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'academy-db-'));
    dirs.push(dir);
    const file = path.join(dir, 'nested', 'academy.db');
    const db = openDatabase(file);
    open.push(db);
    runMigrations(db);
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.$client.pragma('busy_timeout', { simple: true })).toBe(5000);
  });

  it('turns foreign keys on and sets the busy timeout in memory too', () => {
    const db = memoryDb();
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.$client.pragma('busy_timeout', { simple: true })).toBe(5000);
  });
});

describe('schema constraints', () => {
  it('keeps emails unique and lower-case', () => {
    const db = memoryDb();
    createUser(db, { email: 'sam@example.co.uk' });
    expect(() => createUser(db, { email: 'sam@example.co.uk' })).toThrow(/UNIQUE/);
    expect(() => createUser(db, { email: 'Sam@Example.co.uk' })).toThrow(/CHECK/);
  });

  it('applies column defaults', () => {
    const db = memoryDb();
    const before = Date.now();
    const user = createUser(db);
    expect(user).toMatchObject({
      role: 'learner',
      theme: 'system',
      notifyEmail: true,
      notifyPhone: false,
      notifyMarketing: false,
    });
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(user.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('cascades a user deletion to their tokens, sessions and session items', () => {
    const db = memoryDb();
    const user = createUser(db);
    db.insert(questions)
      .values({
        id: 'q-1',
        bank: 'theory',
        category: 'Alertness',
        difficulty: 'easy',
        question: 'What should you do before moving off?',
        options: ['Check your mirrors and blind spot', 'Sound the horn'],
        correctIndex: 0,
        explanation: 'Look all round before moving off.',
        reference: 'Highway Code rule 159',
      })
      .run();
    db.insert(refreshTokens)
      .values({
        jti: 'j1',
        userId: user.id,
        familyId: 'f1',
        tokenHash: 'h1',
        expiresAt: new Date(Date.now() + 60_000),
      })
      .run();
    db.insert(practiceSessions)
      .values({ id: 's1', userId: user.id, type: 'practice', questionCount: 1 })
      .run();
    db.insert(sessionItems).values({ sessionId: 's1', position: 0, questionId: 'q-1' }).run();

    db.delete(users).where(eq(users.id, user.id)).run();
    expect(db.select().from(refreshTokens).all()).toEqual([]);
    expect(db.select().from(practiceSessions).all()).toEqual([]);
    expect(db.select().from(sessionItems).all()).toEqual([]);
    expect(db.select().from(questions).all()).toHaveLength(1);
  });

  it('refuses rows that point nowhere, and a question twice in one session', () => {
    const db = memoryDb();
    expect(() =>
      db
        .insert(practiceSessions)
        .values({ id: 's1', userId: 999, type: 'practice', questionCount: 1 })
        .run(),
    ).toThrow(/FOREIGN KEY/);

    const user = createUser(db);
    db.insert(questions)
      .values({
        id: 'q-1',
        bank: 'theory',
        category: 'Alertness',
        difficulty: 'easy',
        question: 'What should you do before moving off?',
        options: ['Check your mirrors and blind spot', 'Sound the horn'],
        correctIndex: 0,
        explanation: 'Look all round before moving off.',
        reference: 'Highway Code rule 159',
      })
      .run();
    db.insert(practiceSessions)
      .values({ id: 's1', userId: user.id, type: 'practice', questionCount: 2 })
      .run();
    db.insert(sessionItems).values({ sessionId: 's1', position: 0, questionId: 'q-1' }).run();
    expect(() =>
      db.insert(sessionItems).values({ sessionId: 's1', position: 1, questionId: 'q-1' }).run(),
    ).toThrow(/UNIQUE/);
    expect(() =>
      db.insert(sessionItems).values({ sessionId: 's1', position: 0, questionId: 'q-2' }).run(),
    ).toThrow();
  });

  it('round-trips JSON and boolean columns', () => {
    const db = memoryDb();
    db.insert(mockExams)
      .values({
        id: 'm',
        title: 't',
        description: 'd',
        questionCount: 1,
        timeLimitMin: 1,
        level: 'Beginner',
        category: 'c',
        bank: 'theory',
        passMarkPct: 86,
      })
      .run();
    db.insert(questions)
      .values({
        id: 'q-json',
        bank: 'adi',
        category: 'Road procedure',
        difficulty: 'hard',
        question: 'Which is correct here?',
        options: ['One', 'Two', 'Three'],
        correctIndex: 2,
        explanation: 'Because three.',
        reference: 'Highway Code rule 1',
        tags: ['junctions'],
      })
      .run();
    const row = db.select().from(questions).where(eq(questions.id, 'q-json')).get();
    expect(row).toMatchObject({
      options: ['One', 'Two', 'Three'],
      tags: ['junctions'],
      isActive: true,
    });
  });
});
