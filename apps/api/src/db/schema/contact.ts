import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns';

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at'),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
