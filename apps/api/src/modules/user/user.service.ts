import type { NotificationPreferences, UpdateProfileBody, User } from '@academy/contracts';
import type { UserRow } from '../../db/schema/users';
import { UnauthorizedError } from '../../http/errors';
import type { UserChanges, UserRepository } from './user.repository';

/** The user as the API shows it: the contract's fields only, never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    phone: row.phone,
    address: row.address,
    notifications: {
      phoneReminders: row.notifyPhone,
      emailReminders: row.notifyEmail,
      emailMarketing: row.notifyMarketing,
    },
    theme: row.theme,
  };
}

/** The settings fields of a body as column changes; absent fields (and notifications) stay as stored. */
export function settingsChanges(body: {
  phone?: string | null;
  address?: string | null;
  notifications?: Partial<NotificationPreferences>;
  theme?: User['theme'];
}): UserChanges {
  const changes: UserChanges = {};
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.address !== undefined) changes.address = body.address;
  if (body.theme !== undefined) changes.theme = body.theme;
  const notifications = body.notifications ?? {};
  if (notifications.phoneReminders !== undefined)
    changes.notifyPhone = notifications.phoneReminders;
  if (notifications.emailReminders !== undefined)
    changes.notifyEmail = notifications.emailReminders;
  if (notifications.emailMarketing !== undefined)
    changes.notifyMarketing = notifications.emailMarketing;
  return changes;
}

/** The signed-in user's row; a valid token for an account deleted since means the session is over. */
export function requireUserRow(repository: UserRepository, userId: number): UserRow {
  const row = repository.findById(userId);
  if (!row) throw new UnauthorizedError();
  return row;
}

export function getProfile(repository: UserRepository, userId: number): User {
  return toUser(requireUserRow(repository, userId));
}

export function updateProfile(
  repository: UserRepository,
  userId: number,
  body: UpdateProfileBody,
): User {
  const changes = settingsChanges(body);
  if (body.name !== undefined) changes.name = body.name;
  const row = repository.update(userId, changes);
  if (!row) throw new UnauthorizedError();
  return toUser(row);
}
