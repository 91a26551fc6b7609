import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mail waiting to go out (issue 10): a request writes its row inside its own transaction and never talks to SMTP,
 * so a slow or failing mail server neither slows nor fails it, and a mail is never lost when the process stops.
 * A request about an address nobody has writes a `discard` row, so both cases do the same work.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A row the worker throws away: the request was about an address that has no account. */
    discard: boolean('discard').notNull().default(false),
    recipient: text('recipient'),
    subject: text('subject'),
    /** Bodies carry one-time links: they are emptied once the mail is sent. */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    state: text('state', { enum: ['pending', 'sent', 'discarded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_due').on(table.state, table.nextAttemptAt)],
);
