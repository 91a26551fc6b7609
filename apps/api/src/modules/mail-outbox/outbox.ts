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
 * Queues a request for a mail whose recipient may have no account: the request writes this one row whether or
 * not the address is known, and the worker's resolver does the lookup, the link and the rendering (ASVS 6.3.8).
 */
export async function enqueueMailRequest(db: Db, request: Record<string, unknown>): Promise<void> {
  await db.insert(mailOutbox).values({ request });
}

/**
 * Turns a queued request into the mail to send, inside the worker's transaction (it may write, e.g. issue a
 * link), or answers undefined when there is nothing to send. Injected by the module that owns the request kind.
 */
export type MailRequestResolver = (db: Db, request: unknown) => Promise<OutgoingMail | undefined>;
