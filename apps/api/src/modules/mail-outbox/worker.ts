import { and, asc, eq, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { pollWhileUp } from '../../jobs/poll-while-up';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import type { MailRequestResolver } from './outbox';
import { mailOutbox } from './tables';

const BATCH = 10;
/** After this many failed attempts (about a day of backoff) a mail is given up and stays as `failed`. */
const MAX_ATTEMPTS = 12;
const backoffMs = (attempts: number) => Math.min(2 ** attempts * 5_000, 60 * 60 * 1000);

/**
 * Sends one batch of due mail. Request rows are resolved first, in a transaction of their own that commits the
 * links they issue before any mail carrying one leaves (a reader may click it at once). Then plain rows are
 * claimed with FOR UPDATE SKIP LOCKED inside a transaction that holds them while sending, so several servers
 * never send one mail twice; a crash mid-send rolls the claim back and the mail goes out later (at least once,
 * never lost). Answers how many rows it handled.
 */
async function sendDueMail(
  db: Db,
  mailer: Mailer,
  resolve: MailRequestResolver,
  log?: FastifyBaseLogger,
): Promise<number> {
  const resolved = await resolveDueRequests(db, resolve, log);
  const sent = await db.transaction(async (tx) => {
    const due = await claimDue(tx, isNull(mailOutbox.request));
    for (const row of due) {
      try {
        const mail = mailOf(row);
        if (!mail) {
          // An older row without a recipient (the `discard` rows that came before requests) is dropped.
          await markDiscarded(tx, row.id);
          continue;
        }
        // Only the development mailer logs the links (NODE_ENV=development).
        await mailer.send({ ...mail, links: mail.text.match(/https?:\/\/\S+/g) ?? [] });
        await tx
          .update(mailOutbox)
          .set({ state: 'sent', sentAt: sql`now()`, textBody: null, htmlBody: null, updatedAt: sql`now()` })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        await recordFailure(tx, row, error, log);
      }
    }
    return due.length;
  });
  return resolved + sent;
}

const claimDue = (tx: Db, kind: SQL | undefined) =>
  tx
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.state, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`), kind))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });

/** Turns due request rows into plain mail rows (or discards them), each under a savepoint, and commits. */
async function resolveDueRequests(db: Db, resolve: MailRequestResolver, log?: FastifyBaseLogger) {
  return db.transaction(async (tx) => {
    const due = await claimDue(tx, isNotNull(mailOutbox.request));
    for (const row of due) {
      try {
        await resolveRequest(tx, row.id, row.request, resolve);
      } catch (error) {
        await recordFailure(tx, row, error, log);
      }
    }
    return due.length;
  });
}

async function recordFailure(tx: Db, row: OutboxRow, error: unknown, log?: FastifyBaseLogger) {
  const attempts = row.attempts + 1;
  log?.warn({ mail: row.id, attempts, err: error }, 'mail could not be sent; retrying later');
  await tx
    .update(mailOutbox)
    .set({
      attempts,
      state: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
      lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown',
      updatedAt: sql`now()`,
    })
    .where(eq(mailOutbox.id, row.id));
}

type OutboxRow = typeof mailOutbox.$inferSelect;

const mailOf = (row: OutboxRow): OutgoingMail | undefined =>
  row.recipient
    ? {
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.textBody ?? '',
        html: row.htmlBody ?? '',
        links: [],
      }
    : undefined;

/** Resolves a request row into a plain mail row (kept if sending fails, so it is retried as it is), or discards it. */
async function resolveRequest(
  tx: Db,
  id: string,
  request: unknown,
  resolve: MailRequestResolver,
): Promise<OutgoingMail | undefined> {
  return tx.transaction(async (savepoint) => {
    const mail = await resolve(savepoint, request);
    await savepoint
      .update(mailOutbox)
      .set(
        mail
          ? {
              request: null,
              recipient: mail.to,
              subject: mail.subject,
              textBody: mail.text,
              htmlBody: mail.html,
            }
          : { request: null, state: 'discarded', updatedAt: sql`now()` },
      )
      .where(eq(mailOutbox.id, id));
    return mail;
  });
}

async function markDiscarded(tx: Db, id: string): Promise<void> {
  await tx.update(mailOutbox).set({ state: 'discarded', updatedAt: sql`now()` }).where(eq(mailOutbox.id, id));
}

/**
 * Sends everything due now (tests, and the last round before a stop).
 * @internal Exported for tests only.
 */
export async function drainOutbox(db: Db, mailer: Mailer, resolve: MailRequestResolver): Promise<void> {
  while ((await sendDueMail(db, mailer, resolve)) > 0) {
    // keep going until a round finds nothing due
  }
}

/** Polls the outbox while the server is up; closing waits for the round in flight. */
export function scheduleOutboxWorker(
  app: FastifyInstance,
  db: Db,
  mailer: Mailer,
  options: { pollMs: number; resolve: MailRequestResolver },
): void {
  pollWhileUp(app, {
    pollMs: options.pollMs,
    failure: 'mail outbox round failed',
    round: () => drainOutbox(db, mailer, options.resolve),
  });
}
