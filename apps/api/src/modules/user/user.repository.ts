import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema/users';

export interface UserRepository {
  findById(id: number): UserRow | undefined;
}

export function createUserRepository(db: Database): UserRepository {
  // Prepared once: the profile is read on every app start of every signed-in visitor.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare();
  return {
    findById(id) {
      return byId.get({ id });
    },
  };
}
