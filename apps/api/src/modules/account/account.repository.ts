import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createAuthRepository } from '../auth/auth.repository';
import {
  passwordResets,
  type PasswordResetRow,
  type RefreshTokenRow,
  refreshTokens,
} from '../../db/schema/auth';
import { type ContactMessageRow, contactMessages } from '../../db/schema/contact';
import {
  type PracticeSessionRow,
  practiceSessions,
  type SessionItemRow,
  sessionItems,
} from '../../db/schema/practice';
import { users } from '../../db/schema/users';

/** Every row stored about one user, for the data export. */
export interface UserDataRows {
  sessions: PracticeSessionRow[];
  items: SessionItemRow[];
  refreshTokens: RefreshTokenRow[];
  passwordResets: PasswordResetRow[];
  contactMessages: ContactMessageRow[];
}

export interface AccountRepository {
  /** Revokes every live refresh token of the user (after a password change). */
  revokeAllRefreshTokens(userId: number, at: Date): void;
  /** The user's own rows; contact messages are matched by the account's email address. */
  findUserData(userId: number, email: string): UserDataRows;
  /**
   * Deletes the user (their sessions, items, tokens and resets go with it by FK cascade) and the
   * contact messages sent with their email address.
   */
  deleteUser(userId: number, email: string): void;
  /** Runs `work` in one write transaction. */
  inTransaction<T>(work: () => T): T;
}

export function createAccountRepository(db: Database): AccountRepository {
  // Revoking sessions is the auth module's job; one statement for it, not two.
  const authRepository = createAuthRepository(db);
  return {
    revokeAllRefreshTokens(userId, at) {
      authRepository.revokeAllUserTokens(userId, at);
    },

    findUserData(userId, email) {
      const sessions = db
        .select()
        .from(practiceSessions)
        .where(eq(practiceSessions.userId, userId))
        .orderBy(asc(practiceSessions.startedAt), asc(practiceSessions.id))
        .all();
      const sessionIds = sessions.map((session) => session.id);
      const items =
        sessionIds.length === 0
          ? []
          : db
              .select()
              .from(sessionItems)
              .where(inArray(sessionItems.sessionId, sessionIds))
              .orderBy(asc(sessionItems.sessionId), asc(sessionItems.position))
              .all();
      return {
        sessions,
        items,
        refreshTokens: db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.userId, userId))
          .orderBy(asc(refreshTokens.createdAt))
          .all(),
        passwordResets: db
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.userId, userId))
          .orderBy(asc(passwordResets.createdAt))
          .all(),
        contactMessages: db
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.email, email))
          .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
          .all(),
      };
    },

    deleteUser(userId, email) {
      db.delete(contactMessages).where(eq(contactMessages.email, email)).run();
      db.delete(users).where(eq(users.id, userId)).run();
    },

    inTransaction(work) {
      return db.$client.transaction(work).immediate();
    },
  };
}
