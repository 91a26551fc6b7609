import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { openRedis } from '../shared/open-redis';
import { databaseHitCounter, type HitCounter, redisHitCounter } from './hit-counter';

/** A hit counter that is closed with the server that opened it. */
export type OpenHitCounter = HitCounter & { close(): Promise<void> };

/**
 * The counters every throttle counts with (the entrance, invitations, crops, the organisation's heavy reads): in
 * Redis when REDIS_URL is set, so that every server behind a load balancer counts the same hits, otherwise in
 * PostgreSQL's `rate_limit_counters`.
 */
export function openHitCounter(
  options: { db: Db; redisUrl?: string | undefined },
  log: FastifyBaseLogger,
): OpenHitCounter {
  if (!options.redisUrl) return { ...databaseHitCounter(options.db), close: async () => {} };
  const redis = openRedis(options.redisUrl, log);
  return {
    ...redisHitCounter(redis),
    close: async () => {
      redis.disconnect();
    },
  };
}
