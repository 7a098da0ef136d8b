import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import * as authTables from './schema/auth';
import * as contactTables from './schema/contact';
import * as courseTables from './schema/courses';
import * as mockExamTables from './schema/mock-exams';
import * as outboxTables from './schema/outbox';
import * as practiceTables from './schema/practice';
import * as questionTables from './schema/questions';
import * as userTables from './schema/users';

/** Every table, for Drizzle's relational queries (the tables themselves are imported from their files). */
export const schema = {
  ...userTables,
  ...authTables,
  ...courseTables,
  ...contactTables,
  ...questionTables,
  ...mockExamTables,
  ...practiceTables,
  ...outboxTables,
};

export type Database = BetterSQLite3Database<typeof schema> & { $client: Sqlite.Database };

const MEMORY = ':memory:';

/** How long a writer waits for another process's lock before SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5_000;

/**
 * Opens the database with the pragmas of DESIGN.md section 1: WAL (readers never block the writer),
 * synchronous=FULL (a 2xx means the write survives a power cut), foreign keys enforced, and a busy
 * timeout so several processes can share the file.
 */
export function openDatabase(databasePath: string): Database {
  const inMemory = databasePath === MEMORY;
  if (!inMemory) mkdirSync(path.dirname(databasePath), { recursive: true });
  const sqlite = new Sqlite(databasePath);
  // WAL needs a file; an in-memory database would silently stay in "memory" journal mode.
  if (!inMemory) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return drizzle({ client: sqlite, schema });
}
