import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type PasswordResetRow,
  passwordResets,
  type RefreshTokenRow,
  refreshTokens,
} from '../../db/schema/auth';
import { type NewUserRow, type UserRow, users } from '../../db/schema/users';
import { createUserRepository } from '../user/user.repository';

export interface NewRefreshToken {
  jti: string;
  userId: number;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
}

export interface AuthRepository {
  findUserByEmail(email: string): UserRow | undefined;
  findUserById(id: number): UserRow | undefined;
  /** The new user, or null when the email is taken (the unique index decides, so races are safe). */
  insertUser(user: Pick<NewUserRow, 'name' | 'email' | 'passwordHash'>): UserRow | null;
  findRefreshToken(tokenHash: string): RefreshTokenRow | undefined;
  insertRefreshToken(token: NewRefreshToken): void;
  /** Marks one live token used, pointing at its successor. */
  markReplaced(jti: string, replacedBy: string, at: Date): void;
  /** Revokes every live token of the family. */
  revokeFamily(familyId: string, at: Date): void;
  /** Revokes the token if it is the user's and still live. */
  revokeUserToken(tokenHash: string, userId: number, at: Date): void;
  insertPasswordReset(reset: { tokenHash: string; userId: number; expiresAt: Date }): void;
  findPasswordReset(tokenHash: string): PasswordResetRow | undefined;
  /** Marks the reset used if it still is unused; false when it was not (used meanwhile). */
  markResetUsed(tokenHash: string, at: Date): boolean;
  /** Marks every unused reset of the user used, so older links die with the one that worked. */
  markUserResetsUsed(userId: number, at: Date): void;
  updatePasswordHash(userId: number, passwordHash: string): void;
  /** Revokes every live refresh token of the user (all sessions end). */
  revokeAllUserTokens(userId: number, at: Date): void;
  /** Runs `work` in one write transaction (BEGIN IMMEDIATE: no other writer can interleave). */
  inTransaction<T>(work: () => T): T;
}

export function createAuthRepository(db: Database): AuthRepository {
  // User lookups belong to the user module; its statements are prepared once there.
  const userRepository = createUserRepository(db);
  // Prepared once (TOOLCHAIN.md: building a Drizzle query per request costs about 95 us).
  const tokenByHash = db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sql.placeholder('tokenHash')))
    .prepare();

  return {
    findUserByEmail(email) {
      return userRepository.findByEmail(email);
    },

    findUserById(id) {
      return userRepository.findById(id);
    },

    insertUser(user) {
      // NOTE: not .get(): its type promises a row, but DO NOTHING returns none on a conflict.
      const [row] = db.insert(users).values(user).onConflictDoNothing().returning().all();
      return row ?? null;
    },

    findRefreshToken(tokenHash) {
      return tokenByHash.get({ tokenHash });
    },

    insertRefreshToken(token) {
      db.insert(refreshTokens).values(token).run();
    },

    markReplaced(jti, replacedBy, at) {
      db.update(refreshTokens)
        .set({ revokedAt: at, replacedBy })
        .where(and(eq(refreshTokens.jti, jti), isNull(refreshTokens.revokedAt)))
        .run();
    },

    revokeFamily(familyId, at) {
      db.update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
        .run();
    },

    revokeUserToken(tokenHash, userId, at) {
      db.update(refreshTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .run();
    },

    insertPasswordReset(reset) {
      db.insert(passwordResets).values(reset).run();
    },

    findPasswordReset(tokenHash) {
      return db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).get();
    },

    markResetUsed(tokenHash, at) {
      const result = db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
        .run();
      return result.changes === 1;
    },

    markUserResetsUsed(userId, at) {
      db.update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
        .run();
    },

    updatePasswordHash(userId, passwordHash) {
      db.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
    },

    revokeAllUserTokens(userId, at) {
      db.update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .run();
    },

    inTransaction(work) {
      return db.$client.transaction(work).immediate();
    },
  };
}
