import type { User } from '@academy/contracts';
import type { UserRow } from '../../db/schema/users';
import { UnauthorizedError } from '../../http/errors';
import type { UserRepository } from './user.repository';

/** The user as the API shows it: the contract's fields only, never the password hash. */
export function toUser(row: UserRow): User {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export function getProfile(repository: UserRepository, userId: number): User {
  const row = repository.findById(userId);
  // A valid token for an account deleted since: the session is over.
  if (!row) throw new UnauthorizedError();
  return toUser(row);
}
