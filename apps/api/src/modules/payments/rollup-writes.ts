import { type SQL, sql } from 'drizzle-orm';
import type { QueryRunner } from '../../db/rows';
import type { payments } from './tables';

/** What of a payment the rollups count. */
export type RolledPayment = Pick<
  typeof payments.$inferSelect,
  'organizationId' | 'mode' | 'createdAt' | 'currency' | 'status' | 'method' | 'type' | 'amountMinor'
>;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
const dayOf = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

const sameBucket = (a: RolledPayment, b: RolledPayment) =>
  a.organizationId === b.organizationId &&
  a.mode === b.mode &&
  hourOf(a.createdAt).getTime() === hourOf(b.createdAt).getTime() &&
  a.currency === b.currency &&
  a.status === b.status &&
  a.method === b.method &&
  a.type === b.type;

type Upsert = (when?: string) => SQL;

/**
 * The upserts that add (sign 1) or take away (sign -1) one payment in its hour's row and its day's row, each
 * answering the row's count after. With `when`, the name of a CTE of the same statement, one writes only once that CTE
 * yielded a row: platform-payments.ts chains its CTEs so, which orders their row locks as separate statements would
 * (a statement's CTEs otherwise run in no set order, and two writers taking the same rows in two orders deadlock).
 */
export function rollupUpserts(payment: RolledPayment, sign: 1 | -1): { hour: Upsert; day: Upsert } {
  const amount = (BigInt(payment.amountMinor) * BigInt(sign)).toString();
  const from = (when?: string) => (when ? sql`from ${sql.identifier(when)}` : sql``);
  const hour = (when?: string) => sql`
    insert into payment_rollup_hours as r
      (organization_id, mode, hour, currency, status, method, type, count, amount_minor)
    select ${payment.organizationId}::uuid, ${payment.mode}, ${hourOf(payment.createdAt).toISOString()}::timestamptz,
      ${payment.currency}, ${payment.status}, ${payment.method}, ${payment.type}, ${sign}, ${amount}::numeric
      ${from(when)}
    on conflict on constraint payment_rollup_hours_pk do update set
      count = r.count + excluded.count,
      amount_minor = r.amount_minor + excluded.amount_minor,
      updated_at = now()
    returning r.count`;
  const day = (when?: string) => sql`
    insert into payment_rollup_days as r
      (organization_id, mode, day, currency, status, method, count, amount_minor)
    select ${payment.organizationId}::uuid, ${payment.mode}, ${dayOf(payment.createdAt).toISOString()}::timestamptz,
      ${payment.currency}, ${payment.status}, ${payment.method}, ${sign}, ${amount}::numeric ${from(when)}
    on conflict on constraint payment_rollup_days_pk do update set
      count = r.count + excluded.count,
      amount_minor = r.amount_minor + excluded.amount_minor,
      updated_at = now()
    returning r.count`;
  return { hour, day };
}

/** Removes the hour's and the day's rows of a payment's bucket that a take-away left at zero (so a rollup equals a GROUP BY). */
export async function dropEmptyBuckets(tx: QueryRunner, payment: RolledPayment): Promise<void> {
  await tx.execute(sql`
    delete from payment_rollup_hours
    where organization_id = ${payment.organizationId} and mode = ${payment.mode}
      and hour = ${hourOf(payment.createdAt).toISOString()}::timestamptz and currency = ${payment.currency}
      and status = ${payment.status} and method = ${payment.method} and type = ${payment.type} and count = 0`);
  await tx.execute(sql`
    delete from payment_rollup_days
    where organization_id = ${payment.organizationId} and mode = ${payment.mode}
      and day = ${dayOf(payment.createdAt).toISOString()}::timestamptz and currency = ${payment.currency}
      and status = ${payment.status} and method = ${payment.method} and count = 0`);
}

/** Adds (sign 1) or takes away (sign -1) one payment from its hour's row and its day's row. */
async function adjust(tx: QueryRunner, payment: RolledPayment, sign: 1 | -1): Promise<void> {
  const { hour, day } = rollupUpserts(payment, sign);
  await tx.execute(hour());
  await tx.execute(day());
  if (sign < 0) await dropEmptyBuckets(tx, payment);
}

/**
 * Keeps the hourly and the daily rollups current: call it in the transaction that writes a payment, with the row
 * before (absent for an insert) and after (absent for a delete). Each rollup then always equals a GROUP BY over the
 * rows.
 */
export async function recordPaymentWrite(
  tx: QueryRunner,
  before: RolledPayment | undefined,
  after: RolledPayment | undefined,
): Promise<void> {
  if (
    before &&
    after &&
    sameBucket(before, after) &&
    BigInt(before.amountMinor) === BigInt(after.amountMinor)
  ) {
    return;
  }
  if (before) await adjust(tx, before, -1);
  if (after) await adjust(tx, after, 1);
}

/**
 * Counts an organisation's payments afresh: for bulk loads (the seed, imports) that insert many rows without
 * recordPaymentWrite. Run it in a transaction (or pass one) so readers never see the rollups half built.
 */
export async function rebuildRollup(tx: QueryRunner, organizationId: string): Promise<void> {
  await tx.execute(sql`delete from payment_rollup_hours where organization_id = ${organizationId}`);
  await tx.execute(sql`delete from payment_rollup_days where organization_id = ${organizationId}`);
  await tx.execute(sql`
    insert into payment_rollup_hours
      (organization_id, mode, hour, currency, status, method, type, count, amount_minor)
    select organization_id, mode, date_trunc('hour', created_at at time zone 'UTC') at time zone 'UTC',
      currency, status, method, type, count(*), sum(amount_minor)
    from payments
    where organization_id = ${organizationId}
    group by 1, 2, 3, 4, 5, 6, 7`);
  // The days from the hours just counted: a fraction of the rows to read again.
  await tx.execute(sql`
    insert into payment_rollup_days (organization_id, mode, day, currency, status, method, count, amount_minor)
    select organization_id, mode, date_trunc('day', hour at time zone 'UTC') at time zone 'UTC',
      currency, status, method, sum(count), sum(amount_minor)
    from payment_rollup_hours
    where organization_id = ${organizationId}
    group by 1, 2, 3, 4, 5, 6`);
}
