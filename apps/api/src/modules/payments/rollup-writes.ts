import { sql } from 'drizzle-orm';
import type { QueryRunner } from '../../db/rows';
import type { payments } from './tables';

/**
 * What of a payment the rollups count.
 * @internal Exported for tests only.
 */
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

/** Adds (sign 1) or takes away (sign -1) one payment from its hour's row and its day's row. */
async function adjust(tx: QueryRunner, payment: RolledPayment, sign: 1 | -1): Promise<void> {
  const amount = (BigInt(payment.amountMinor) * BigInt(sign)).toString();
  const hour = hourOf(payment.createdAt).toISOString();
  const day = dayOf(payment.createdAt).toISOString();
  await tx.execute(sql`
    insert into payment_rollup_hours
      (organization_id, mode, hour, currency, status, method, type, count, amount_minor)
    values (${payment.organizationId}, ${payment.mode}, ${hour}::timestamptz,
      ${payment.currency}, ${payment.status}, ${payment.method}, ${payment.type}, ${sign}, ${amount}::numeric)
    on conflict on constraint payment_rollup_hours_pk do update set
      count = payment_rollup_hours.count + excluded.count,
      amount_minor = payment_rollup_hours.amount_minor + excluded.amount_minor,
      updated_at = now()`);
  await tx.execute(sql`
    insert into payment_rollup_days (organization_id, mode, day, currency, status, method, count, amount_minor)
    values (${payment.organizationId}, ${payment.mode}, ${day}::timestamptz,
      ${payment.currency}, ${payment.status}, ${payment.method}, ${sign}, ${amount}::numeric)
    on conflict on constraint payment_rollup_days_pk do update set
      count = payment_rollup_days.count + excluded.count,
      amount_minor = payment_rollup_days.amount_minor + excluded.amount_minor,
      updated_at = now()`);
  if (sign < 0) {
    await tx.execute(sql`
      delete from payment_rollup_hours
      where organization_id = ${payment.organizationId} and mode = ${payment.mode}
        and hour = ${hour}::timestamptz and currency = ${payment.currency}
        and status = ${payment.status} and method = ${payment.method} and type = ${payment.type} and count = 0`);
    await tx.execute(sql`
      delete from payment_rollup_days
      where organization_id = ${payment.organizationId} and mode = ${payment.mode}
        and day = ${day}::timestamptz and currency = ${payment.currency}
        and status = ${payment.status} and method = ${payment.method} and count = 0`);
  }
}

/**
 * Keeps the hourly and the daily rollups current: call it in the transaction that writes a payment, with the row
 * before (absent for an insert) and after (absent for a delete). Each rollup then always equals a GROUP BY over the
 * rows.
 * @internal Exported for tests only.
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
