import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { ApiClient } from '../test/client';
import { signedInUser } from '../test/users';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** One sample's value from Prometheus' text format: the line that starts with `series` (name and labels). */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics (METRICS_TOKEN)', () => {
  let testApp: TestApp;
  const scrape = (authorization?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      // A scraper comes by address, not by the console's host name.
      headers: { host: '10.0.0.7:3000', ...(authorization ? { authorization } : {}) },
    });

  beforeAll(async () => {
    // The outbox's worker waits a minute, so a requested mail stays waiting while the test looks.
    testApp = await createTestApp({ METRICS_TOKEN: TOKEN, MAIL_POLL_MS: '60000' });
  });
  afterAll(() => testApp?.close());

  it('answers only the bearer of the token', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Basic ${TOKEN}`,
    ]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.body).not.toContain('paygrid_');
    }
    const answered = await scrape(`Bearer ${TOKEN}`);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('times requests by route pattern and status, never by the path a caller typed', async () => {
    const owner = await signedInUser(testApp, 'metrics-owner@example.com');
    expect((await owner.get('/user')).statusCode).toBe(200);
    expect((await owner.get('/organizations/no-such-id')).statusCode).toBe(404);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      sample(
        text,
        'paygrid_http_request_duration_seconds_count{method="GET",route="/api/v1/user",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-id');
  });

  it('says how many mails wait in the outbox and for how long, and the webhooks queue beside it', async () => {
    const before = sample((await scrape(`Bearer ${TOKEN}`)).body, 'paygrid_queue_depth{queue="mail"}') ?? 0;
    const visitor = new ApiClient(testApp.app);
    expect((await visitor.post('/resetting', { email: 'someone@example.com' })).statusCode).toBe(202);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'paygrid_queue_depth{queue="mail"}')).toBe(before + 1);
    expect(sample(text, 'paygrid_queue_oldest_seconds{queue="mail"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'paygrid_queue_depth{queue="webhooks"}')).toBe(0);
    expect(sample(text, 'paygrid_queue_oldest_seconds{queue="webhooks"}')).toBe(0);
  });

  it("gives the process's event-loop delay, and the pool on PostgreSQL only", async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'paygrid_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'paygrid_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    if (testApp.database.kind === 'postgres') {
      expect(sample(text, 'paygrid_db_pool_size')).toBeGreaterThan(0);
      expect(sample(text, 'paygrid_db_pool_in_use')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'paygrid_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('paygrid_db_pool_size');
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there', async () => {
    const testApp = await createTestApp();
    try {
      const answer = await testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { host: '10.0.0.7:3000' },
      });
      expect(answer.body).not.toContain('paygrid_');
      expect(answer.statusCode).not.toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
