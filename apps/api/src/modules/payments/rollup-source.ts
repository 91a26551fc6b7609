import { type SQL, sql } from 'drizzle-orm';
import { dayReading } from './rollup-days';

/**
 * Where money is counted: the rollups (daily and hourly), or the payments rows. Both are read through the same
 * names so one query serves either; the rows path is exact for any bounds, the rollups only for bounds on whole
 * UTC hours.
 */
export type MoneySource = 'rollup' | 'rows';

/** The rollup can answer bounds that fall on whole UTC hours (whole hours in a zone with a whole-hour offset). */
export const onWholeHours = (seconds: ReadonlyArray<number | undefined>): boolean =>
  seconds.every((second) => second === undefined || second % 3600 === 0);

/** A second as a timestamptz; ±Infinity is an open end of a range. */
const instant = (second: number): SQL => {
  if (Number.isFinite(second)) return sql`to_timestamp(${second})`;
  return second < 0 ? sql`'-infinity'::timestamptz` : sql`'infinity'::timestamptz`;
};
const instants = (seconds: ReadonlyArray<number>): SQL =>
  sql`array[${sql.join(seconds.map(instant), sql`, `)}]::timestamptz[]`;

/**
 * Money per local day, as (day, currency, status, method, n, amount): `day` is the index among `starts` (whole UTC
 * hours, ascending; the first may be -Infinity and the last Infinity) of the day the money belongs to; `where`
 * may name organization_id, mode, currency, status and method. Each row's day is a binary search among the starts
 * (width_bucket), not a zone conversion. From the rollups, an hour where a local day and its UTC days disagree
 * (rollup-days.ts) is added to its local day and taken from the day its UTC day's row went to, so a day may hold
 * rows with negative counts: sum them, and drop sums of zero.
 */
export function moneyByDay(source: MoneySource, where: SQL, starts: ReadonlyArray<number>): SQL {
  // The day edges are built once (offset 0 keeps the subquery apart): written inline, a generic plan rebuilds the
  // array of parameters for every row it buckets, which about doubled the read of the days (bench data, PostgreSQL).
  if (source === 'rows') {
    return sql`(select width_bucket(created_at, edges.starts) - 1 as day, currency, status, method,
        1::bigint as n, amount_minor as amount
      from payments, (select ${instants(starts)} as starts offset 0) edges
      where ${where} and created_at >= ${instant(starts[0] ?? 0)} and created_at < ${instant(starts.at(-1) ?? 0)})`;
  }
  const { midnights, hours } = dayReading(starts);
  const edges = sql`(select ${instants(starts)} as starts, ${instants(midnights)} as midnights offset 0) edges`;
  const days = sql`select width_bucket(day, edges.midnights) - 1 as day, currency, status, method,
      count as n, amount_minor as amount
    from payment_rollup_days, ${edges}
    where ${where} and day >= ${instant(midnights[0] ?? 0)} and day < ${instant(midnights.at(-1) ?? 0)}`;
  if (hours.length === 0) return sql`(${days})`;
  // Each hour read once and split in two by the join: two reads of the same hours were planned as a parallel
  // append and took four times as long.
  return sql`(select * from (
      ${days}
      union all
      select case when side.sign = 1 then width_bucket(hour, edges.starts)
          else width_bucket(hour, edges.midnights) end - 1,
        currency, status, method, count * side.sign, amount_minor * side.sign
      from payment_rollup_hours cross join (values (1), (-1)) side(sign), ${edges}
      where ${where} and hour = any(${instants(hours)})
    ) corrected where day >= 0 and day < ${starts.length - 1})`;
}

/** The hourly rollup under the names of the rows (at, n, amount): what answers a filter on `type`. */
export const moneyByHour: SQL = sql`(select organization_id, mode, hour as at, currency, status, method, type,
    count as n, amount_minor as amount from payment_rollup_hours)`;

/** The payments rows under the same names, each counting one: exact for bounds that are not whole hours. */
const moneyOfRows: SQL = sql`(select organization_id, mode, created_at as at, currency, status, method, type,
    1::bigint as n, amount_minor as amount from payments)`;

/** Money at instants (at, currency, status, method, type, n, amount) from the source asked for. */
export const moneyAt = (source: MoneySource): SQL => (source === 'rollup' ? moneyByHour : moneyOfRows);

/** Refund operations that succeeded, under the same names (at, currency, n, amount): by the hour they settled. */
const refundsByHour: SQL = sql`(select organization_id, mode, hour as at, currency, count as n,
    amount_minor as amount from payment_operation_rollup_hours where kind = 'refund')`;

/** The same from the operations rows, each counting one: exact for bounds that are not whole hours. */
const refundsOfRows: SQL = sql`(select organization_id, mode, settled_at as at, currency, 1::bigint as n,
    amount_minor as amount from payment_operations where kind = 'refund' and status = 'succeeded')`;

/** Refunds that succeeded, at the instants they settled, from the source asked for (issue 38). */
export const refundsAt = (source: MoneySource): SQL => (source === 'rollup' ? refundsByHour : refundsOfRows);
