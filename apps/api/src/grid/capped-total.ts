import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { literalLimit } from '../db/literal-limit';
import { queryRows } from '../db/rows';
import { BoundedMap } from '../shared/bounded-map';

/** A count reads at most this many rows; beyond it the total is the planner's estimate. */
export const TOTAL_CAP = 10_001;

/** A planner's estimate this far beyond the cap is taken without counting: no statistics are that wrong. */
const SURE_BEYOND_CAP = 10 * TOTAL_CAP;

/**
 * How long a planner's estimate of one WHERE is reused: statistics change by autovacuum, not per request.
 * @internal Exported for tests only.
 */
export const ESTIMATE_TTL_MS = 60_000;
const ESTIMATES_KEPT = 1_000;

/** The planner's rows for a WHERE, and whether a count of it has reached the cap since. */
type Estimate = { rows: number; at: number; pastCap: boolean };

/**
 * The planner's estimates of recent WHEREs, per process (ADR 0073, update), each with whether a count of it reached
 * the cap (ADR 0081). An exact total is never kept: a figure flagged `estimated` may be a minute old, an exact one
 * never is. A process of its own may hold another estimate for the same WHERE; each is only ever shown as "about N".
 */
export class PlannerEstimates {
  private readonly kept = new BoundedMap<string, Estimate>(ESTIMATES_KEPT);
  private readonly dialect = new PgDialect();

  constructor(private readonly clock: () => number = Date.now) {}

  keyOf(query: SQL): string {
    const { sql: text, params } = this.dialect.sqlToQuery(query);
    return `${text}\u0000${JSON.stringify(params, (_key, value) => (typeof value === 'bigint' ? String(value) : value))}`;
  }

  recent(key: string): Estimate | undefined {
    const found = this.kept.get(key);
    if (!found) return undefined;
    if (this.clock() - found.at > ESTIMATE_TTL_MS) {
      this.kept.delete(key);
      return undefined;
    }
    return found;
  }

  /** `at` is when the planner gave the rows: marking them past the cap does not make them younger. */
  remember(key: string, rows: number, pastCap = false, at = this.clock()): void {
    this.kept.set(key, { rows, at, pastCap });
  }
}

// One memory per database handle: a process normally has one; tests and the bench open several.
const estimatesByDatabase = new WeakMap<Db, PlannerEstimates>();
function estimatesOf(db: Db): PlannerEstimates {
  let estimates = estimatesByDatabase.get(db);
  if (!estimates) {
    estimates = new PlannerEstimates();
    estimatesByDatabase.set(db, estimates);
  }
  return estimates;
}

/**
 * The planner's estimate of a WHERE's rows: planning only, no row read. Its text and values key the memory.
 * @internal Exported for tests only.
 */
export const estimateQuery = (from: SQL, where: SQL | undefined): SQL =>
  sql`explain (format json) select 1 from ${from}${whereClause(where)}`;

const whereClause = (where: SQL | undefined): SQL => (where ? sql` where ${where}` : sql``);

/**
 * The number of rows a grid's WHERE matches: exact up to the cap, the planner's estimate (never below the cap)
 * beyond it, so no request runs an uncapped count(*). The estimate is asked first (planning only, no rows read):
 * when it is ten times the cap the count of 10,001 rows is skipped, which on a large table is most of a page's
 * cost (ADR 0072); otherwise the capped count decides. A WHERE estimated in the last minute is not planned again,
 * and one counted past the cap in the last minute is not counted again: a cursor walk through a large grid costs
 * one read a page beside the session's.
 */
export async function cappedTotal(
  db: Db,
  from: SQL,
  where: SQL | undefined,
  estimates: PlannerEstimates = estimatesOf(db),
): Promise<{ total: number; estimated: boolean }> {
  const explain = estimateQuery(from, where);
  const key = estimates.keyOf(explain);
  const planned = async () => Math.round(planRows((await queryRows(db, explain))[0]));
  const known = estimates.recent(key);
  if (known?.pastCap) return { total: Math.max(TOTAL_CAP, known.rows), estimated: true };
  const estimate = known?.rows ?? (await planned());
  if (known === undefined) estimates.remember(key, estimate);
  if (estimate >= SURE_BEYOND_CAP) return { total: estimate, estimated: true };
  const [counted] = await queryRows(
    db,
    sql`select count(*)::int as total from (select 1 from ${from}${whereClause(where)} limit ${literalLimit(TOTAL_CAP)}) capped`,
  );
  const total = Number(counted?.total ?? 0);
  if (total < TOTAL_CAP) return { total, estimated: false };
  // Past the cap with a small remembered estimate: the table grew since, so ask the planner afresh.
  const grown = known !== undefined && known.rows < TOTAL_CAP;
  const rows = grown ? await planned() : estimate;
  estimates.remember(key, rows, true, grown ? undefined : known?.at);
  return { total: Math.max(TOTAL_CAP, rows), estimated: true };
}

function planRows(row: Record<string, unknown> | undefined): number {
  const cell = row ? Object.values(row)[0] : undefined;
  const parsed = typeof cell === 'string' ? JSON.parse(cell) : cell;
  const rows = (parsed as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : 0;
}
