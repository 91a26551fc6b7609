import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mail waiting to go out (issue 10): a request writes its row inside its own transaction and never talks to SMTP,
 * so a slow or failing mail server neither slows nor fails it, and a mail is never lost when the process stops.
 * Requests about an address that may have no account (reset, resend, registration) write a `request` row and
 * nothing else: the worker looks the address up, issues the link and renders the mail, or discards the row, so
 * the request does the same single write whether or not the address is known (ASVS 6.3.8).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What to mail, still unresolved: the worker turns it into a mail or discards it, then empties it. */
    request: jsonb('request'),
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
