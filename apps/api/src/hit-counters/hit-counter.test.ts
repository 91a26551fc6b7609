import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../test/database';
import { countHit, peekHits, pruneHitWindows } from './hit-counter';
import { type OpenHitCounter, openHitCounter } from './open-hit-counter';

describe('hit counters kept in the database', () => {
  let database: TestDatabase;
  let first: OpenHitCounter;
  let second: OpenHitCounter;

  beforeAll(async () => {
    database = await freshDatabase();
    // Two servers' counters on one database stand for two servers behind a load balancer without Redis.
    first = openHitCounter({ db: database.db }, pino({ enabled: false }));
    second = openHitCounter({ db: database.db }, pino({ enabled: false }));
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

  it('shares one window between two servers, and a refund gives back one hit of it', async () => {
    expect(await first.hit('shared', 60_000)).toMatchObject({ hits: 1 });
    expect(await second.hit('shared', 60_000)).toMatchObject({ hits: 2 });
    await first.refund('shared');
    expect(await second.peek('shared')).toMatchObject({ hits: 1 });
    await second.refund('shared');
    await second.refund('shared');
    expect((await first.peek('shared')).hits).toBe(0);
  });
});
