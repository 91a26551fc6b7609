import type { Db } from '../../db/client';
import { payments } from './tables';

export type NewPayment = Omit<typeof payments.$inferInsert, 'search'>;

/** What search matches: the id, the reference, the customer's e-mail and every metadata value. */
export const searchTextOf = (payment: NewPayment): string =>
  [payment.id, payment.reference, payment.customerEmail, ...Object.values(payment.metadata ?? {})].join(' ');

/** Rows per INSERT: large enough to be fast, small enough to stay under the 65,535 bind parameters. */
const BATCH = 1_000;

/** Stores payments (the payments module alone writes its table), in batched multi-row inserts. */
export async function recordPayments(db: Db, rows: ReadonlyArray<NewPayment>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map((row) => ({ ...row, search: searchTextOf(row) }));
    await db.insert(payments).values(batch);
  }
}
