import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';

/** @internal Exported for tests only. */
export type HitWindow = { hits: number; ttlMs: number };

/**
 * Fixed-window counters every server sees alike: in PostgreSQL, or in Redis when REDIS_URL is set.
 * `hit` counts first and answers the count it made, atomically, so a caller decides on the value it was given and
 * a burst cannot slip between a read and a write.
 */
export type HitCounter = {
  hit(key: string, windowMs: number): Promise<HitWindow>;
  /** Takes back one hit of a live window (an attempt that turned out to be legitimate). */
  refund(key: string): Promise<void>;
  peek(key: string): Promise<HitWindow>;
};

type HitRow = { hits: number; ttl_ms: string | number };

const rowsOf = (result: unknown): HitRow[] =>
  (Array.isArray(result) ? result : (result as { rows: HitRow[] }).rows) as HitRow[];

/**
 * Counts one hit of `key` in a fixed window of `windowMs`, atomically in the database.
 * @internal Exported for tests only.
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
  const row = rowsOf(result)[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { hits: Number(row.hits), ttlMs: Math.max(0, Number(row.ttl_ms)) };
}

/**
 * Reads the current window of `key` without counting a hit.
 * @internal Exported for tests only.
 */
export async function peekHits(db: Db, key: string): Promise<HitWindow> {
  const result = await db.execute<HitRow>(sql`
    select hits, ceil(extract(epoch from (window_ends_at - now())) * 1000) as ttl_ms
    from rate_limit_counters where key = ${key} and window_ends_at > now()`);
  const row = rowsOf(result)[0];
  return row ? { hits: Number(row.hits), ttlMs: Number(row.ttl_ms) } : { hits: 0, ttlMs: 0 };
}

/** Removes windows that ended, so the table stays as small as the traffic of one window. */
export async function pruneHitWindows(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where window_ends_at <= now()`);
}

export function databaseHitCounter(db: Db): HitCounter {
  return {
    hit: (key, windowMs) => countHit(db, key, windowMs),
    refund: async (key) => {
      await db.execute(sql`
        update rate_limit_counters set hits = greatest(hits - 1, 0), updated_at = now()
        where key = ${key} and window_ends_at > now()`);
    },
    peek: (key) => peekHits(db, key),
  };
}

// INCR and the window's expiry in one script: Redis runs it atomically.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;
const REFUND_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export function redisHitCounter(redis: Redis, prefix = 'paygrid:hits:'): HitCounter {
  return {
    hit: async (key, windowMs) => {
      const [hits, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ];
      return { hits: Number(hits), ttlMs: Math.max(0, Number(ttl)) };
    },
    refund: async (key) => {
      await redis.eval(REFUND_SCRIPT, 1, prefix + key);
    },
    peek: async (key) => {
      const [hits, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return hits === null || ttl < 0 ? { hits: 0, ttlMs: 0 } : { hits: Number(hits), ttlMs: ttl };
    },
  };
}
