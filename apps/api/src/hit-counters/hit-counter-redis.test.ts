import { randomInt } from 'node:crypto';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HOST, createTestApp, type TestApp } from '../../test/app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at REDIS_URL; the suite needs one, as CI and the developer machines have. */
async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(Number(port || 6379), hostname);
  });
}

const redisUp = await redisAnswers(REDIS_URL);

describe.skipIf(!redisUp)('rate limiting kept in Redis (REDIS_URL)', () => {
  const servers: TestApp[] = [];
  // A fresh client address per run: Redis outlives the test, and another run within the window must not count.
  const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;

  beforeAll(async () => {
    // Each server has a database of its own: only Redis can make them agree.
    for (let index = 0; index < 2; index += 1) {
      servers.push(
        await createTestApp(
          { REDIS_URL },
          {
            routes: (app) =>
              app.get(
                '/api/v1/limited',
                { config: { rateLimit: { max: 2, timeWindow: 60_000 } } },
                async () => ({ ok: true }),
              ),
          },
        ),
      );
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('shares one limit between two servers through Redis', async () => {
    const call = (server: TestApp) =>
      server.app.inject({
        method: 'GET',
        url: '/api/v1/limited',
        remoteAddress: ip,
        headers: { host: APP_HOST },
      });
    const [first, second] = servers as [TestApp, TestApp];
    expect((await call(first)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(200);
    const third = await call(first);
    expect(third.statusCode).toBe(429);
    expect(third.json().errors[0]).toMatchObject({ code: 'too_many_requests' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
