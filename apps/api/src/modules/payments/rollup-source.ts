import { type SQL, sql } from 'drizzle-orm';
import { dayReading, QUARTER } from './rollup-days';

/**
 * Where money is counted: the rollups (daily and quarter-hour), or the payments rows. Both are read through the
 * same names so one query serves either; the rows path is exact for any bounds, the rollups only for bounds on whole
 * UTC quarter hours (every zone's day starts, ADR 0108).
 */
export type MoneySource = 'rollup' | 'rows';

/** The rollups can answer bounds that fall on whole UTC quarter hours: the day starts of every zone in use. */
export const onQuarterHours = (seconds: ReadonlyArray<number | undefined>): boolean =>
  seconds.every((second) => second === undefined || second % QUARTER === 0);

/** A second as a timestamptz; ±Infinity is an open end of a range. */
const instant = (second: number): SQL => {
  if (Number.isFinite(second)) return sql`to_timestamp(${second})`;
  return second < 0 ? sql`'-infinity'::timestamptz` : sql`'infinity'::timestamptz`;
};
const instants = (seconds: ReadonlyArray<number>): SQL =>
  sql`array[${sql.join(seconds.map(instant), sql`, `)}]::timestamptz[]`;

/**
 * Money per local day, as (day, currency, status, method, type, n, amount): `day` is the index among `starts`
 * (ascending; the first may be -Infinity and the last Infinity) of the day the money belongs to; `where` may name
 * organization_id, mode, currency, status, method and type. Each row's day is a binary search among the starts
 * (width_bucket), not a zone conversion. From the rollups (starts on quarter hours), a quarter where a local day and
 * its UTC days disagree (rollup-days.ts) is added to its local day and taken from the day its UTC day's row went to,
 * so a day may hold rows with negative counts: sum them, and drop sums of zero. A range is one "day": [from, to].
 */
export function moneyByDay(source: MoneySource, where: SQL, starts: ReadonlyArray<number>): SQL {
  // The day edges are built once (offset 0 keeps the subquery apart): written inline, a generic plan rebuilds the
  // array of parameters for every row it buckets, which about doubled the read of the days (bench data, PostgreSQL).
  if (source === 'rows') {
    return sql`(select width_bucket(created_at, edges.starts) - 1 as day, currency, status, method, type,
        1::bigint as n, amount_minor as amount
      from payments, (select ${instants(starts)} as starts offset 0) edges
      where ${where} and created_at >= ${instant(starts[0] ?? 0)} and created_at < ${instant(starts.at(-1) ?? 0)})`;
  }
  const { midnights, quarters } = dayReading(starts);
  const edges = sql`(select ${instants(starts)} as starts, ${instants(midnights)} as midnights offset 0) edges`;
  const days = sql`select width_bucket(day, edges.midnights) - 1 as day, currency, status, method, type,
      count as n, amount_minor as amount
    from payment_rollup_days, ${edges}
    where ${where} and day >= ${instant(midnights[0] ?? 0)} and day < ${instant(midnights.at(-1) ?? 0)}`;
  if (quarters.length === 0) return sql`(${days})`;
  // The quarters are summed per pair of days first (the local day they belong to, the day their UTC day's row went
  // to): a day's edge holds thousands of quarter rows on a busy organisation but a few dozen sums. Each sum is then
  // split in two by the join: two reads of the same rows were planned as a parallel append and took four times as
  // long.
  return sql`(select * from (
      ${days}
      union all
      select case when side.sign = 1 then edge.local_day else edge.utc_day end,
        currency, status, method, type, edge.n * side.sign, edge.amount * side.sign
      from (select width_bucket(quarter, edges.starts) - 1 as local_day,
          width_bucket(quarter, edges.midnights) - 1 as utc_day, currency, status, method, type,
          sum(count) as n, sum(amount_minor) as amount
        from payment_rollup_quarters, ${edges}
        where ${where} and quarter = any(${instants(quarters)})
        group by 1, 2, 3, 4, 5, 6) edge
      cross join (values (1), (-1)) side(sign)
    ) corrected where day >= 0 and day < ${starts.length - 1})`;
}

/** Refund operations that succeeded, under the names of the rollup (at, currency, n, amount): by their quarter. */
const refundsByQuarter: SQL = sql`(select organization_id, mode, quarter as at, currency, count as n,
    amount_minor as amount from payment_operation_rollup_quarters where kind = 'refund')`;

/** The same from the operations rows, each counting one: exact for bounds that are not quarter hours. */
const refundsOfRows: SQL = sql`(select organization_id, mode, settled_at as at, currency, 1::bigint as n,
    amount_minor as amount from payment_operations where kind = 'refund' and status = 'succeeded')`;

/** Refunds that succeeded, at the instants they settled, from the source asked for (issue 38). */
export const refundsAt = (source: MoneySource): SQL =>
  source === 'rollup' ? refundsByQuarter : refundsOfRows;
