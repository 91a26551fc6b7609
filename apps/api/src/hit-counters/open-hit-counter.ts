import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { Problem, problemItem } from '../problem';
import { countHit, databaseHitCounter, type HitCounter, peekHits, redisHitCounter } from './hit-counter';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store over the database counters, for servers that run without Redis. */
function databaseStore(db: Db) {
  return class DatabaseRateLimitStore {
    constructor(private readonly options: { keyPrefix?: string } = {}) {}

    private key(ip: string): string {
      return `route-limit:${this.options.keyPrefix ?? ''}:${ip}`;
    }

    incr(ip: string, callback: StoreCallback, timeWindow: number): void {
      countHit(db, this.key(ip), timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(ip: string, callback: StoreCallback): void {
      peekHits(db, this.key(ip)).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { method: string | string[]; url: string }) {
      return new DatabaseRateLimitStore({ keyPrefix: `${String(routeOptions.method)} ${routeOptions.url}` });
    }
  };
}

/**
 * Wired but off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
 * Counters live in Redis when REDIS_URL is set, otherwise in PostgreSQL; the same store backs the returned
 * HitCounter that the throttles of the entrance and of invitations count with.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { db: Db; redisUrl?: string | undefined },
): Promise<HitCounter> {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : { store: databaseStore(options.db) }),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new Problem(
        429,
        `Too many attempts. Try again in ${seconds} seconds.`,
        [{ ...problemItem(429, 'too_many_requests', 'Too Many Requests'), meta: { retry_after: seconds } }],
        { 'retry-after': String(seconds) },
      );
    },
  });
  return redis ? redisHitCounter(redis) : databaseHitCounter(options.db);
}
