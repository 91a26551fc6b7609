import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { freshDatabase, type TestDatabase } from '../../test/database';
import { organizationOwnedBy } from '../../test/organizations';
import { redisAnswers, TEST_REDIS_URL } from '../../test/redis';
import { signedInUser } from '../../test/users';
import { insertTestPayment } from './rollup-test-payments.test-support';

const redisUp = await redisAnswers();
let written = 0;

/** A pay-in that succeeded a minute ago, counted in the rollups as the writer counts it. */
function paymentOf(organizationId: string) {
  written += 1;
  return {
    id: `CACHED${String(written).padStart(6, '0')}`,
    organizationId,
    mode: 'live' as const,
    type: 'payin' as const,
    status: 'success' as const,
    method: 'card' as const,
    currency: 'USD',
    amountMinor: 1000n,
    createdAt: new Date(Date.now() - 60_000),
  };
}

type Home = { count: number; asOf: string };
async function homeOf(client: ApiClient): Promise<Home> {
  const response = await client.get('/dashboard/home');
  expect(response.statusCode, response.body).toBe(200);
  const { data, meta } = response.json();
  return {
    count: data.attributes.days.reduce((sum: number, day: { count: number }) => sum + day.count, 0),
    asOf: meta.as_of,
  };
}

/** The same browser (its session cookie) through another server on the same database. */
function throughServer(client: ApiClient, app: TestApp): ApiClient {
  const other = new ApiClient(app.app, client.host);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

async function ownedOrganization(app: TestApp, alias: string) {
  const creator = await signedInUser(app, `${alias}@example.com`);
  return organizationOwnedBy(creator, alias);
}

describe('the dashboard home kept for a few seconds in the process (no REDIS_URL)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ DASHBOARD_CACHE_SECONDS: '2' });
  });
  afterAll(() => testApp?.close());

  it('answers the kept figures with the instant they were read, then reads afresh once they are older', async () => {
    const { id, dashboard } = await ownedOrganization(testApp, 'kept-home');
    await insertTestPayment(testApp.database.db, paymentOf(id));
    const first = await homeOf(dashboard);
    expect(first.count).toBe(1);
    expect(Date.now() - Date.parse(first.asOf)).toBeLessThan(2000);

    await insertTestPayment(testApp.database.db, paymentOf(id));
    expect(await homeOf(dashboard)).toEqual(first);
    // Another zone is another window: read for itself, with the new payment.
    const moved = await dashboard.patch('/user', {
      data: { type: 'user', attributes: { settings: { preferences: { time_zone: 'Asia/Kolkata' } } } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await homeOf(dashboard)).count).toBe(2);

    await expect
      .poll(async () => (await homeOf(dashboard)).asOf, { timeout: 10_000, interval: 250 })
      .not.toBe(first.asOf);
    const again = await homeOf(dashboard);
    expect(again.count).toBe(2);
    expect(Date.parse(again.asOf)).toBeGreaterThan(Date.parse(first.asOf));
  });

  it('reads once for a burst of requests that come together', async () => {
    const { dashboard } = await ownedOrganization(testApp, 'burst-home');
    const answers = await Promise.all(Array.from({ length: 8 }, () => homeOf(dashboard)));
    expect(new Set(answers.map((answer) => answer.asOf)).size).toBe(1);
  });

  it('keeps nothing with DASHBOARD_CACHE_SECONDS=0', async () => {
    const fresh = await createTestApp({ DASHBOARD_CACHE_SECONDS: '0' }, { database: testApp.database });
    try {
      const { id, dashboard } = await ownedOrganization(fresh, 'unkept-home');
      expect((await homeOf(dashboard)).count).toBe(0);
      await insertTestPayment(fresh.database.db, paymentOf(id));
      expect((await homeOf(dashboard)).count).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('answers when the Redis it was given does not', async () => {
    const fresh = await createTestApp(
      { DASHBOARD_CACHE_SECONDS: '5', REDIS_URL: 'redis://127.0.0.1:1' },
      { database: testApp.database },
    );
    try {
      const { id, dashboard } = await ownedOrganization(testApp, 'redis-gone-home');
      await insertTestPayment(fresh.database.db, paymentOf(id));
      expect((await homeOf(throughServer(dashboard, fresh))).count).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe.skipIf(!redisUp)('the dashboard home kept in Redis (REDIS_URL): every server gives the same', () => {
  let database: TestDatabase;
  let servers: TestApp[];
  beforeAll(async () => {
    database = await freshDatabase();
    const env = { DASHBOARD_CACHE_SECONDS: '30', REDIS_URL: TEST_REDIS_URL };
    servers = [await createTestApp(env, { database }), await createTestApp(env, { database })];
  });
  afterAll(async () => {
    for (const server of servers ?? []) await server.close();
    await database?.close();
  });

  it('gives through the second server the figures the first one read, as of the same instant', async () => {
    const [first, second] = servers as [TestApp, TestApp];
    const { id, dashboard } = await ownedOrganization(first, 'shared-home');
    await insertTestPayment(database.db, paymentOf(id));
    const read = await homeOf(dashboard);
    await insertTestPayment(database.db, paymentOf(id));
    expect(await homeOf(throughServer(dashboard, second))).toEqual(read);
    // Without the shared cache the second server would have read both payments.
    expect(read.count).toBe(1);
  });
});
