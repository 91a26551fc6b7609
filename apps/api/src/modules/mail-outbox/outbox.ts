import type { Db } from '../../db/client';
import type { OutgoingMail } from '../../mail/mailer';
import { mailOutbox } from './tables';

/** Queues a mail in the caller's transaction; the outbox worker sends it after the commit. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  });
}

/**
 * The row a request writes when the address it was asked about has no account: the worker discards it. The
 * request then does the same writes either way, so its time says nothing about the address (ASVS 6.3.8).
 */
export async function enqueueNothing(db: Db): Promise<void> {
  await db.insert(mailOutbox).values({ discard: true });
}
