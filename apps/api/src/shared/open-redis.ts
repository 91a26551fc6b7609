import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A connection to the Redis that every server behind a load balancer shares (REDIS_URL): short timeouts and one
 * retry, so a Redis that went away costs a request milliseconds, never a hang; its errors are logged, not thrown.
 */
export function openRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (error) => log.warn({ err: error }, 'redis error'));
  return redis;
}
