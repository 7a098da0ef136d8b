import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NewUserRow, type UserRow, users } from '../../db/schema/users';

/** The columns a user may change about themselves (never the id or the role). */
export type UserChanges = Partial<
  Pick<
    NewUserRow,
    | 'name'
    | 'email'
    | 'passwordHash'
    | 'phone'
    | 'address'
    | 'notifyPhone'
    | 'notifyEmail'
    | 'notifyMarketing'
    | 'theme'
  >
>;

export interface UserRepository {
  findById(id: number): UserRow | undefined;
  findByEmail(email: string): UserRow | undefined;
  /** The updated row, or undefined when the user no longer exists. */
  update(id: number, changes: UserChanges): UserRow | undefined;
}

export function createUserRepository(db: Database): UserRepository {
  // Prepared once: the profile is read on every app start of every signed-in visitor.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare();
  const byEmail = db
    .select()
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare();
  return {
    findById(id) {
      return byId.get({ id });
    },

    findByEmail(email) {
      return byEmail.get({ email });
    },

    update(id, changes) {
      return db.update(users).set(changes).where(eq(users.id, id)).returning().get();
    },
  };
}
