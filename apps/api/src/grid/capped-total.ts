import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from './rows';

/** A count reads at most this many rows; beyond it the total is the planner's estimate. */
export const TOTAL_CAP = 10_001;

/**
 * The number of rows a grid's WHERE matches: exact up to the cap, the planner's estimate (never below the cap)
 * beyond it, so no request runs an uncapped count(*).
 */
export async function cappedTotal(
  db: Db,
  from: SQL,
  where: SQL | undefined,
): Promise<{ total: number; estimated: boolean }> {
  const whereSql = where ? sql` where ${where}` : sql``;
  const [counted] = await queryRows(
    db,
    sql`select count(*)::int as total from (select 1 from ${from}${whereSql} limit ${TOTAL_CAP}) capped`,
  );
  const total = Number(counted?.total ?? 0);
  if (total < TOTAL_CAP) return { total, estimated: false };
  const [plan] = await queryRows(db, sql`explain (format json) select 1 from ${from}${whereSql}`);
  const estimate = planRows(plan);
  return { total: Math.max(TOTAL_CAP, Math.round(estimate)), estimated: true };
}

function planRows(row: Record<string, unknown> | undefined): number {
  const cell = row ? Object.values(row)[0] : undefined;
  const parsed = typeof cell === 'string' ? JSON.parse(cell) : cell;
  const rows = (parsed as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : 0;
}
