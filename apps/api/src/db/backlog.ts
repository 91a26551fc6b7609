import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './rows';

/** A queue's waiting rows: how many (counted to `BACKLOG_CAP` at most) and how long the oldest has waited. */
export type Backlog = { depth: number; oldestSeconds: number };

/** A scrape counts no further: a queue this deep is an incident whatever the exact figure. */
const BACKLOG_CAP = 100_000;

/**
 * The backlog of a queue table: `waiting` selects its waiting rows and `since` names when each began to wait. Both
 * come from the module that owns the table; the count reads at most BACKLOG_CAP rows of its index.
 */
export async function readBacklog(db: Db, table: SQL, waiting: SQL, since: SQL): Promise<Backlog> {
  const [row] = await queryRows(
    db,
    sql`select (select count(*) from (select 1 from ${table} where ${waiting} limit ${BACKLOG_CAP}) capped)::int as depth,
          coalesce(extract(epoch from now() - (select min(${since}) from ${table} where ${waiting})), 0)::float8 as oldest`,
  );
  return { depth: Number(row?.depth ?? 0), oldestSeconds: Number(row?.oldest ?? 0) };
}
