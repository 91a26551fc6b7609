import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from './rows';

/** A count reads at most this many rows; beyond it the total is the planner's estimate. */
export const TOTAL_CAP = 10_001;

/** A planner's estimate this far beyond the cap is taken without counting: no statistics are that wrong. */
export const SURE_BEYOND_CAP = 10 * TOTAL_CAP;

/**
 * The number of rows a grid's WHERE matches: exact up to the cap, the planner's estimate (never below the cap)
 * beyond it, so no request runs an uncapped count(*). The estimate is asked first (planning only, no rows read):
 * when it is ten times the cap the count of 10,001 rows is skipped, which on a large table is most of a page's
 * cost (ADR 0072); otherwise the capped count decides.
 */
export async function cappedTotal(
  db: Db,
  from: SQL,
  where: SQL | undefined,
): Promise<{ total: number; estimated: boolean }> {
  const whereSql = where ? sql` where ${where}` : sql``;
  const [plan] = await queryRows(db, sql`explain (format json) select 1 from ${from}${whereSql}`);
  const estimate = Math.round(planRows(plan));
  if (estimate >= SURE_BEYOND_CAP) return { total: estimate, estimated: true };
  const [counted] = await queryRows(
    db,
    sql`select count(*)::int as total from (select 1 from ${from}${whereSql} limit ${TOTAL_CAP}) capped`,
  );
  const total = Number(counted?.total ?? 0);
  if (total < TOTAL_CAP) return { total, estimated: false };
  return { total: Math.max(TOTAL_CAP, estimate), estimated: true };
}

function planRows(row: Record<string, unknown> | undefined): number {
  const cell = row ? Object.values(row)[0] : undefined;
  const parsed = typeof cell === 'string' ? JSON.parse(cell) : cell;
  const rows = (parsed as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : 0;
}
