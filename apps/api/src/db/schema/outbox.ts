import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns';

/**
 * Mail waiting to be sent (or, without SMTP_URL, kept here for development). Writing it in the
 * same transaction as the change that causes it means no mail is lost to a crash in between.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at'),
  },
  (table) => [index('outbox_unsent_idx').on(table.sentAt, table.createdAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
