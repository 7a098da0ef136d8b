import {
  type AccountExport,
  type UpdateAccountBody,
  type User,
  VALIDATION_MESSAGES,
} from '@academy/contracts';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { UserRow } from '../../db/schema/users';
import {
  ConflictError,
  ForbiddenError,
  UnauthorizedError,
  ValidationError,
} from '../../http/errors';
import type { UserRepository } from '../user/user.repository';
import { requireUserRow, settingsChanges, toUser } from '../user/user.service';
import type { AccountRepository } from './account.repository';

const CURRENT_PASSWORD_REQUIRED = VALIDATION_MESSAGES.currentPasswordRequired;
export const WRONG_CURRENT_PASSWORD_DETAIL = 'Your current password is not correct.';
export const EMAIL_IN_USE_DETAIL = 'An account with this email already exists.';

export interface AccountServiceDeps {
  users: UserRepository;
  repository: AccountRepository;
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date === null ? null : date.toISOString());

/** SQLite's unique-index failure, from the email column when two accounts race for one address. */
function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    (error as { code: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}

export function createAccountService({ users, repository }: AccountServiceDeps) {
  /**
   * NOTE: a wrong current password is a 403, not a 401: the web client answers every 401 with a
   * token refresh and, failing that, a sign-out, and a typo must not end the session.
   */
  async function confirmPassword(row: UserRow, password: string): Promise<void> {
    if (!(await verifyPassword(password, row.passwordHash))) {
      throw new ForbiddenError(WRONG_CURRENT_PASSWORD_DETAIL);
    }
  }

  return {
    async update(userId: number, body: UpdateAccountBody): Promise<User> {
      const row = requireUserRow(users, userId);
      const changes = settingsChanges(body);
      const newEmail = body.email !== undefined && body.email !== row.email ? body.email : null;
      if (newEmail !== null || body.password !== undefined) {
        if (body.currentPassword === undefined) {
          throw new ValidationError({ currentPassword: [CURRENT_PASSWORD_REQUIRED] });
        }
        await confirmPassword(row, body.currentPassword);
      }
      if (newEmail !== null) {
        // Checked before hashing so a taken address costs no bcrypt time; the index re-checks.
        if (users.findByEmail(newEmail)) throw new ConflictError(EMAIL_IN_USE_DETAIL);
        changes.email = newEmail;
      }
      if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password);

      const now = new Date();
      let updated: UserRow | undefined;
      try {
        updated = repository.inTransaction(() => {
          const result = users.update(userId, changes);
          // Every session signed in with the old password ends; this one keeps its access token
          // until it expires, then signs in again.
          if (result && body.password !== undefined) repository.revokeAllRefreshTokens(userId, now);
          return result;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(EMAIL_IN_USE_DETAIL);
        throw error;
      }
      if (!updated) throw new UnauthorizedError();
      return toUser(updated);
    },

    exportData(userId: number, now = new Date()): AccountExport {
      const row = requireUserRow(users, userId);
      const data = repository.findUserData(userId, row.email);
      return {
        exportedAt: iso(now),
        user: { ...toUser(row), createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) },
        practiceSessions: data.sessions.map((session) => ({
          id: session.id,
          type: session.type,
          examId: session.examId,
          category: session.category,
          difficulty: session.difficulty,
          questionCount: session.questionCount,
          startedAt: iso(session.startedAt),
          deadlineAt: isoOrNull(session.deadlineAt),
          completedAt: isoOrNull(session.completedAt),
          totalTimeS: session.totalTimeS,
          correctCount: session.correctCount,
          passed: session.passed,
          items: data.items
            .filter((item) => item.sessionId === session.id)
            .map((item) => ({
              position: item.position,
              questionId: item.questionId,
              selectedIndex: item.selectedIndex,
              isCorrect: item.isCorrect,
              timeSpentS: item.timeSpentS,
              flagged: item.flagged,
              answeredAt: isoOrNull(item.answeredAt),
            })),
        })),
        // Metadata only: the hashes stay in the database.
        refreshTokens: data.refreshTokens.map((token) => ({
          jti: token.jti,
          familyId: token.familyId,
          createdAt: iso(token.createdAt),
          expiresAt: iso(token.expiresAt),
          revokedAt: isoOrNull(token.revokedAt),
          replacedBy: token.replacedBy,
        })),
        passwordResets: data.passwordResets.map((reset) => ({
          createdAt: iso(reset.createdAt),
          expiresAt: iso(reset.expiresAt),
          usedAt: isoOrNull(reset.usedAt),
        })),
        contactMessages: data.contactMessages.map((message) => ({
          id: message.id,
          fullName: message.fullName,
          email: message.email,
          phone: message.phone,
          message: message.message,
          createdAt: iso(message.createdAt),
          handledAt: isoOrNull(message.handledAt),
        })),
      };
    },

    async delete(userId: number, currentPassword: string): Promise<void> {
      const row = requireUserRow(users, userId);
      await confirmPassword(row, currentPassword);
      repository.inTransaction(() => {
        repository.deleteUser(row.id, row.email);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
