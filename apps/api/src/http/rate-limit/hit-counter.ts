import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type HitWindow = { hits: number; ttlMs: number };

type HitRow = { hits: number; ttl_ms: string | number };

/**
 * Counts one hit of `key` in a fixed window of `windowMs`, atomically in the database,
 * so every server behind a load balancer sees the same count.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<HitWindow> {
  const result = await db.execute<HitRow>(sql`
    insert into rate_limit_counters as c (key, hits, window_ends_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
      window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end,
      updated_at = now()
    returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000) as ttl_ms`);
  const rows = (Array.isArray(result) ? result : (result as { rows: HitRow[] }).rows) as HitRow[];
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { hits: Number(row.hits), ttlMs: Math.max(0, Number(row.ttl_ms)) };
}

/** Reads the current window of `key` without counting a hit. */
export async function peekHits(db: Db, key: string): Promise<HitWindow> {
  const result = await db.execute<HitRow>(sql`
    select hits, ceil(extract(epoch from (window_ends_at - now())) * 1000) as ttl_ms
    from rate_limit_counters where key = ${key} and window_ends_at > now()`);
  const rows = (Array.isArray(result) ? result : (result as { rows: HitRow[] }).rows) as HitRow[];
  const row = rows[0];
  return row ? { hits: Number(row.hits), ttlMs: Number(row.ttl_ms) } : { hits: 0, ttlMs: 0 };
}

/** Removes windows that ended, so the table stays as small as the traffic of one window. */
export async function pruneHitWindows(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where window_ends_at <= now()`);
}
