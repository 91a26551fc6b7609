import type { PaymentSummary } from '@paygrid/contracts/dashboard-home/payment-summary';
import {
  type CheckedGridRequest,
  isFilterSet,
  type PaymentMode,
  paymentsGrid,
  type UnixDateFilter,
  unixDateBounds,
} from '@paygrid/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { literalLimit } from '../../db/literal-limit';
import { queryRows } from '../../db/rows';
import { TOTAL_CAP } from '../../grid/capped-total';
import { filterCondition } from '../../grid/filter-sql';
import { gridTotal } from '../../grid/list-grid';
import { exponentOf } from './dashboard-home';
import { paymentFilterSql, paymentGridSql, paymentsOf } from './payment-grid';
import { type MoneySource, moneyByDay, onQuarterHours } from './rollup-source';

/** The filters the rollups can answer: their dimensions; created_at on UTC quarter hours. */
const ROLLUP_FILTERS: ReadonlySet<string> = new Set(['status', 'type', 'currency', 'method', 'created_at']);

type Summary = {
  attributes: PaymentSummary['data']['attributes'];
  source: MoneySource;
  capped: boolean;
  /** The count is the planner's estimate, as the grid's footer gives it past the cap. */
  countEstimated: boolean;
};

type PaymentScope = { organizationId: string; mode: PaymentMode };
const inScopeOf = (scope: PaymentScope) =>
  sql`organization_id = ${scope.organizationId} and mode = ${scope.mode}`;

/** The filter's created_at bounds, when the rollup may answer it; undefined when only the rows can. */
function rollupBounds(
  request: CheckedGridRequest,
  context: { timeZone: string; now: number },
): { gte?: number; lt?: number } | undefined {
  const used = paymentsGrid.filters.filter((filter) => {
    const value = request.filters[filter.key];
    return value !== undefined && isFilterSet(filter.type, value);
  });
  if (!used.every((filter) => ROLLUP_FILTERS.has(filter.key))) return undefined;
  const date = request.filters.created_at as UnixDateFilter | undefined;
  const bounds = date ? unixDateBounds(date, context.timeZone, context.now) : {};
  return onQuarterHours([bounds.gte, bounds.lt]) ? bounds : undefined;
}

const totalsOf = (rows: ReadonlyArray<Record<string, unknown>>) =>
  rows
    .map((row) => ({
      currency: String(row.currency),
      exponent: exponentOf(String(row.currency)),
      count: Number(row.n),
      amount_minor: String(row.amount),
    }))
    .sort((a, b) => a.currency.localeCompare(b.currency));

/**
 * The totals from the rollups: the UTC days inside the bounds from the daily rollup and the quarter hours at their
 * ends from the other (rollup-source.ts).
 */
function rollupTotals(
  inScope: SQL,
  filters: Record<string, unknown>,
  bounds: { gte?: number; lt?: number },
): SQL {
  const { status, type, currency, method } = filters;
  const where = and(
    inScope,
    status !== undefined ? sql`status = ${status}` : undefined,
    type !== undefined ? sql`type = ${type}` : undefined,
    method !== undefined ? sql`method = ${method}` : undefined,
    Array.isArray(currency)
      ? sql`currency in (${sql.join(
          currency.map((code) => sql`${code}`),
          sql`, `,
        )})`
      : undefined,
  ) as SQL;
  const range = [bounds.gte ?? Number.NEGATIVE_INFINITY, bounds.lt ?? Number.POSITIVE_INFINITY];
  return sql`select currency, sum(n)::bigint as n, sum(amount)::text as amount
      from ${moneyByDay('rollup', where, range)} money group by currency having sum(n) <> 0`;
}

/**
 * The count and per-currency totals of the payments grid's filter (issue 17): from the rollups when the filter
 * uses only their dimensions on quarter hours, else from at most TOTAL_CAP rows; beyond that it says "more than 10,000"
 * instead of reading a million rows.
 */
export async function paymentSummary(
  db: Db,
  scope: PaymentScope,
  request: CheckedGridRequest,
  options: { timeZone: string; now?: number },
): Promise<Summary> {
  const context = { timeZone: options.timeZone, now: options.now ?? Date.now() };
  const inScope = inScopeOf(scope);
  const bounds = rollupBounds(request, context);
  if (bounds) {
    const rows = await queryRows(db, rollupTotals(inScope, request.filters, bounds));
    const totals = totalsOf(rows);
    return {
      source: 'rollup',
      capped: false,
      countEstimated: false,
      attributes: { count: totals.reduce((sum, total) => sum + total.count, 0), totals },
    };
  }
  const filters = filterCondition(paymentsGrid, paymentFilterSql, request.filters, context);
  const rows = await queryRows(
    db,
    sql`select currency, count(*)::bigint as n, sum(amount_minor)::text as amount from (
          select currency, amount_minor from payments where ${and(inScope, filters)} limit ${literalLimit(TOTAL_CAP)}) capped
        group by currency`,
  );
  const totals = totalsOf(rows);
  const count = totals.reduce((sum, total) => sum + total.count, 0);
  if (count < TOTAL_CAP)
    return { source: 'rows', capped: false, countEstimated: false, attributes: { count, totals } };
  // Past the cap the totals are not read; the count is the one the grid's footer gives (its estimate).
  const { total, estimated } = await gridTotal(db, paymentGridSql, request, {
    scope: paymentsOf(scope),
    timeZone: context.timeZone,
    now: context.now,
  });
  return {
    source: 'rows',
    capped: true,
    countEstimated: estimated,
    attributes: { count: total, totals: [] },
  };
}
