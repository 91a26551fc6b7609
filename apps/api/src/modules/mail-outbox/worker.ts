import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { mailOutbox } from './tables';

const BATCH = 10;
/** After this many failed attempts (about a day of backoff) a mail is given up and stays as `failed`. */
export const MAX_ATTEMPTS = 12;
const backoffMs = (attempts: number) => Math.min(2 ** attempts * 5_000, 60 * 60 * 1000);

/**
 * Sends one batch of due mail. Rows are claimed with FOR UPDATE SKIP LOCKED inside a transaction that holds
 * them while sending, so several servers never send one mail twice; a crash mid-send rolls the claim back and
 * the mail goes out later (at least once, never lost). Answers how many rows it handled.
 */
export async function sendDueMail(db: Db, mailer: Mailer, log?: FastifyBaseLogger): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.state, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const row of due) {
      if (row.discard || !row.recipient) {
        await tx
          .update(mailOutbox)
          .set({ state: 'discarded', updatedAt: sql`now()` })
          .where(eq(mailOutbox.id, row.id));
        continue;
      }
      try {
        await mailer.send({
          to: row.recipient,
          subject: row.subject ?? '',
          text: row.textBody ?? '',
          html: row.htmlBody ?? '',
          // Only the development mailer logs them (NODE_ENV=development).
          links: row.textBody?.match(/https?:\/\/\S+/g) ?? [],
        });
        await tx
          .update(mailOutbox)
          .set({ state: 'sent', sentAt: sql`now()`, textBody: null, htmlBody: null, updatedAt: sql`now()` })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
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
    }
    return due.length;
  });
}

/** Sends everything due now (tests, and the last round before a stop). */
export async function drainOutbox(db: Db, mailer: Mailer): Promise<void> {
  while ((await sendDueMail(db, mailer)) > 0) {
    // keep going until a round finds nothing due
  }
}

/** Polls the outbox while the server is up; closing waits for the round in flight. */
export function scheduleOutboxWorker(
  app: FastifyInstance,
  db: Db,
  mailer: Mailer,
  options: { pollMs: number },
): void {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    round = drainOutbox(db, mailer)
      .catch((error: unknown) => app.log.warn({ err: error }, 'mail outbox round failed'))
      .finally(() => {
        busy = false;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, options.pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await round;
  });
}
