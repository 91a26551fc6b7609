import { randomInt } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../test/database';
import { redisAnswers, TEST_REDIS_URL } from '../test/redis';
import { databaseHitCounter } from './hit-counter';
import { type OpenHitCounter, openHitCounter } from './open-hit-counter';

const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisAnswers(REDIS_URL);

describe.skipIf(!redisUp)('hit counters kept in Redis (REDIS_URL)', () => {
  const counters: OpenHitCounter[] = [];
  const databases: TestDatabase[] = [];
  // A fresh key per run: Redis outlives the test, and another run within the window must not count.
  const key = `test:${randomInt(2 ** 40)}`;

  beforeAll(async () => {
    // Each server has a database of its own and a Redis connection of its own: only Redis can make them agree.
    for (let index = 0; index < 2; index += 1) {
      const database = await freshDatabase();
      databases.push(database);
      counters.push(openHitCounter({ db: database.db, redisUrl: REDIS_URL }, pino({ enabled: false })));
    }
  });
  afterAll(async () => {
    for (const counter of counters) await counter.close();
    for (const database of databases) await database.close();
  });

  it('shares one window between two servers, with its expiry, and a refund gives back one hit', async () => {
    const [first, second] = counters as [OpenHitCounter, OpenHitCounter];
    expect(await first.hit(key, 60_000)).toMatchObject({ hits: 1 });
    const counted = await second.hit(key, 60_000);
    expect(counted.hits).toBe(2);
    expect(counted.ttlMs).toBeGreaterThan(50_000);
    expect(counted.ttlMs).toBeLessThanOrEqual(60_000);
    await first.refund(key);
    expect((await second.peek(key)).hits).toBe(1);
    // The database counters were never touched: the count lives in Redis alone.
    expect((await databaseHitCounter((databases[0] as TestDatabase).db).peek(key)).hits).toBe(0);
  });

  it('starts a new window once the old one has expired', async () => {
    const [first] = counters as [OpenHitCounter];
    const short = `${key}:short`;
    await first.hit(short, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await first.hit(short, 60_000)).toMatchObject({ hits: 1 });
  });
});
