import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HOST, createTestApp, type TestApp } from '../../test/app';
import { freshDatabase, type TestDatabase } from '../../test/database';
import { countHit, peekHits, pruneHitWindows } from './hit-counter';

const limitedRoute = (testApp: TestApp) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/limited', headers: { host: APP_HOST } });

describe('rate limiting kept in the database', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await freshDatabase();
    // Two servers on one database stand for two servers behind a load balancer.
    const withLimitedRoute = () =>
      createTestApp(
        {},
        {
          database,
          routes: (app) =>
            app.get(
              '/api/v1/limited',
              { config: { rateLimit: { max: 3, timeWindow: 60_000 } } },
              async () => ({ ok: true }),
            ),
        },
      );
    first = await withLimitedRoute();
    second = await withLimitedRoute();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  it('counts hits atomically and starts a new window after the old one ends', async () => {
    expect(await countHit(database.db, 'k1', 60_000)).toMatchObject({ hits: 1 });
    expect(await countHit(database.db, 'k1', 60_000)).toMatchObject({ hits: 2 });
    const peek = await peekHits(database.db, 'k1');
    expect(peek.hits).toBe(2);
    expect(peek.ttlMs).toBeGreaterThan(50_000);
    expect(peek.ttlMs).toBeLessThanOrEqual(60_000);

    await countHit(database.db, 'k2', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await countHit(database.db, 'k2', 60_000)).toMatchObject({ hits: 1 });
  });

  it('prunes windows that ended and keeps live ones', async () => {
    await countHit(database.db, 'short', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await pruneHitWindows(database.db);
    expect(await peekHits(database.db, 'short')).toEqual({ hits: 0, ttlMs: 0 });
    expect((await peekHits(database.db, 'k1')).hits).toBe(2);
  });

  it('counts concurrent hits without losing one', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => countHit(database.db, 'burst', 60_000)),
    );
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('is off for routes that do not opt in', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await first.app.inject({
        method: 'GET',
        url: '/api/v1/system/environment',
        headers: { host: APP_HOST },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('shares one limit across servers and answers 429 with Retry-After in the error shape', async () => {
    expect((await limitedRoute(first)).statusCode).toBe(200);
    expect((await limitedRoute(second)).statusCode).toBe(200);
    const third = await limitedRoute(first);
    expect(third.statusCode).toBe(200);
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    const fourth = await limitedRoute(second);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.json()).toMatchObject({
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
      errors: [{ status: '429', code: 'too_many_requests' }],
    });
  });
});
