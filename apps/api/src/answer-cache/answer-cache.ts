import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { BoundedMap } from '../shared/bounded-map';
import { openRedis } from '../shared/open-redis';

/** An answer and the instant (unix ms) its figures were read. */
type Kept<T> = { value: T; asOf: number };

/**
 * Answers kept for a few seconds (issue 40: the dashboard home's figures). `remember` gives the answer kept under
 * `key` while it is younger than `ttlMs`, else reads it afresh with `read` and keeps it. One process reads a key
 * once at a time: the requests that come meanwhile wait for that read, so a burst is one query, not fifty.
 */
export type AnswerCache = {
  remember<T>(key: string, ttlMs: number, read: () => Promise<T>): Promise<Kept<T>>;
  close(): Promise<void>;
};

/** Reads shared by the requests of one process that ask for the same key at once. */
function onceAtATime() {
  const inFlight = new Map<string, Promise<unknown>>();
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = read().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}

/** Kept in this process: servers behind a load balancer may differ by up to `ttlMs`. */
function processAnswerCache(limit = 10_000): AnswerCache {
  const kept = new BoundedMap<string, Kept<unknown>>(limit);
  const once = onceAtATime();
  return {
    async remember<T>(key: string, ttlMs: number, read: () => Promise<T>) {
      const hit = kept.get(key) as Kept<T> | undefined;
      if (hit && Date.now() - hit.asOf < ttlMs) return hit;
      return once(key, async () => {
        const fresh = { value: await read(), asOf: Date.now() };
        kept.set(key, fresh);
        return fresh;
      });
    },
    close: async () => {},
  };
}

/**
 * Kept in Redis, so every server gives the same figures. A Redis that fails is logged and read around: the
 * answer is read from the database, never refused for it.
 */
function redisAnswerCache(redis: Redis, log: FastifyBaseLogger): AnswerCache {
  const once = onceAtATime();
  const prefixed = (key: string) => `answer:${key}`;
  return {
    async remember<T>(key: string, ttlMs: number, read: () => Promise<T>) {
      const stored = await redis.get(prefixed(key)).catch((error: unknown) => {
        log.warn({ err: error, key }, 'answer cache unavailable: reading afresh');
        return null;
      });
      if (stored) return JSON.parse(stored) as Kept<T>;
      return once(key, async () => {
        const fresh = { value: await read(), asOf: Date.now() };
        await redis
          .set(prefixed(key), JSON.stringify(fresh), 'PX', ttlMs)
          .catch((error: unknown) => log.warn({ err: error, key }, 'answer cache unavailable: not kept'));
        return fresh;
      });
    },
    close: async () => {
      redis.disconnect();
    },
  };
}

/** In Redis when REDIS_URL is set, else in this process. */
export const openAnswerCache = (redisUrl: string | undefined, log: FastifyBaseLogger): AnswerCache =>
  redisUrl ? redisAnswerCache(openRedis(redisUrl, log), log) : processAnswerCache();
