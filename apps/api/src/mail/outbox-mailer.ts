import type { Database } from '../db/client';
import { outbox } from '../db/schema/outbox';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
}

/**
 * Queues mail. Synchronous on purpose: the outbox row is written with better-sqlite3, so a caller
 * can queue inside the same transaction as the change that causes the mail (no mail lost, none
 * sent for a change that rolled back). Delivery is whatever drains the outbox: nothing yet
 * (SMTP_URL sending is not built), so in development the rows are read from the database.
 */
export interface Mailer {
  /** Returns the outbox row's id, for the log. */
  send(message: MailMessage): number;
}

export function createOutboxMailer(db: Database): Mailer {
  return {
    send(message) {
      const row = db
        .insert(outbox)
        .values({ to: message.to, subject: message.subject, body: message.body })
        .returning({ id: outbox.id })
        .get();
      return row.id;
    },
  };
}
