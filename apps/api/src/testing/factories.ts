import type { Database } from '../db/client';
import { type NewUserRow, type UserRow, users } from '../db/schema/users';

let sequence = 0;

/**
 * Inserts a user. The stored hash matches no password unless one is given: hashing at bcrypt cost
 * 12 takes about 180 ms, which tests that never sign in should not pay.
 */
export function createUser(db: Database, overrides: Partial<NewUserRow> = {}): UserRow {
  sequence += 1;
  return db
    .insert(users)
    .values({
      name: `Learner ${sequence}`,
      email: `learner${sequence}@example.co.uk`,
      passwordHash: 'stored-hash-that-matches-no-password',
      ...overrides,
    })
    .returning()
    .get();
}
