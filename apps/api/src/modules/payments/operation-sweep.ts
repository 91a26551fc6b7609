import { and, asc, eq, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { Problem } from '../../http/problem';
import type { PaymentScope } from './payment-money';
import { paymentOperations } from './tables';

/** What a job's round is given: the time it counts as now, the server's closing signal, and where to log. */
export type SweepOptions = {
  at?: Date;
  signal?: AbortSignal;
  log?: { warn(details: object, message: string): void };
};

/** One due operation: its id and the organisation and mode it is settled in. */
type Due = PaymentScope & { id: string };

/**
 * A job's round over operations of one status whose time (`dueAt`) has come, oldest first, a hundred at a time:
 * each is ended on its own (`end`), so one that cannot be never holds back those after it. One someone ended
 * meanwhile (409) is left as it is; anything else is logged. Answers how many it ended.
 */
export async function sweepDueOperations(
  db: Db,
  due: { status: 'pending' | 'awaiting_approval'; dueAt: PgColumn },
  end: (operation: Due) => Promise<unknown>,
  options: SweepOptions & { failure: string },
): Promise<number> {
  const rows = await db
    .select({
      id: paymentOperations.id,
      organizationId: paymentOperations.organizationId,
      mode: paymentOperations.mode,
    })
    .from(paymentOperations)
    .where(and(eq(paymentOperations.status, due.status), lte(due.dueAt, options.at ?? new Date())) as SQL)
    .orderBy(asc(due.dueAt))
    .limit(100);
  let ended = 0;
  for (const operation of rows) {
    if (options.signal?.aborted) break;
    try {
      await end(operation);
      ended += 1;
    } catch (error) {
      if (!(error instanceof Problem && error.status === 409)) {
        options.log?.warn({ err: error, operationId: operation.id }, options.failure);
      }
    }
  }
  return ended;
}
