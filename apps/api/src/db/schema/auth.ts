import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns';
import { users } from './users';

/**
 * One row per issued refresh token. Only a hash is stored: a leaked database cannot mint sessions.
 * Tokens rotated from one login share a family, so reuse of an old one can revoke them all.
 */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at').notNull(),
    revokedAt: timestamp('revoked_at'),
    /** The jti of the token this one was rotated into. */
    replacedBy: text('replaced_by'),
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_user_id_idx').on(table.userId),
    index('refresh_tokens_family_id_idx').on(table.familyId),
  ],
);

/** Single-use password reset links; the token itself is only ever in the email. */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;
