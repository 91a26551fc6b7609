import { type SQL, sql } from 'drizzle-orm';

/**
 * Where money is counted: the hourly rollup, or the payments rows. Both are read through the same names
 * (at, currency, status, method, type, n, amount) so one query serves either; the rows path is exact for any
 * bounds, the rollup only for bounds on whole UTC hours.
 */
export type MoneySource = 'rollup' | 'rows';

export const moneyTable = (source: MoneySource): SQL =>
  source === 'rollup'
    ? sql`(select organization_id, mode, hour as at, currency, status, method, type, count as n, amount_minor as amount
           from payment_rollup_hours)`
    : sql`(select organization_id, mode, created_at as at, currency, status, method, type, 1::bigint as n,
             amount_minor as amount from payments)`;

/** The rollup can answer bounds that fall on whole UTC hours (whole hours in a zone with a whole-hour offset). */
export const onWholeHours = (seconds: ReadonlyArray<number | undefined>): boolean =>
  seconds.every((second) => second === undefined || second % 3600 === 0);
