import { DEFAULT_THEME_PREFERENCE, Role, ThemePreference } from '@academy/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    /** Stored lower-case; the unique index therefore makes addresses case-insensitively unique. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: Role.values }).notNull().default('learner'),
    phone: text('phone'),
    address: text('address'),
    notifyPhone: integer('notify_phone', { mode: 'boolean' }).notNull().default(false),
    notifyEmail: integer('notify_email', { mode: 'boolean' }).notNull().default(true),
    notifyMarketing: integer('notify_marketing', { mode: 'boolean' }).notNull().default(false),
    theme: text('theme', { enum: ThemePreference.values })
      .notNull()
      .default(DEFAULT_THEME_PREFERENCE),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A mixed-case address would slip past the unique index as a second account.
  (table) => [check('users_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
