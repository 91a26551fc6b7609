import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HOST, createTestApp, type TestApp } from '../test/app';
import { type ErrorCollector, startErrorCollector } from '../test/error-collector';
import { noErrorReporter, startErrorReporting } from './error-reporting';

describe('server error reporting (@sentry/node, SPEC §8)', () => {
  let collector: ErrorCollector;
  let testApp: TestApp;

  beforeAll(async () => {
    collector = await startErrorCollector();
    testApp = await createTestApp(
      { SENTRY_DSN: collector.dsn },
      {
        routes: (app) => {
          app.get('/test-failure/join/:token', async () => {
            throw new Error('The ledger exploded while reading /join/invite-secret?token=reset-secret');
          });
          app.get('/test-refusal', async () => {
            throw Object.assign(new Error('Nothing here'), { statusCode: 404 });
          });
        },
      },
    );
  });

  afterAll(async () => {
    await testApp?.close();
    await collector?.stop();
  });

  it('reports nothing when SENTRY_DSN is unset', async () => {
    expect(await startErrorReporting({})).toBe(noErrorReporter);
  });

  it('sends one event for a 500, none for a 404, and no token in what it sends', async () => {
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/test-refusal',
      headers: { host: APP_HOST },
    });
    expect(refused.statusCode).toBe(404);
    const unknownApi = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-route',
      headers: { host: APP_HOST },
    });
    expect(unknownApi.statusCode).toBe(404);

    const failed = await testApp.app.inject({
      method: 'GET',
      url: '/test-failure/join/invite-secret?token=reset-secret&page=2',
      headers: {
        host: APP_HOST,
        'sentry-trace': '0123456789abcdef0123456789abcdef-0123456789abcdef-1',
      },
    });
    expect(failed.statusCode).toBe(500);

    const [event] = await collector.waitForEvents(1);
    await sleep(300);
    expect(collector.events()).toHaveLength(1);
    expect(event?.raw).toContain('The ledger exploded');
    expect(event?.raw).not.toMatch(/invite-secret|reset-secret/);
    const payload = event?.payload as {
      contexts: { request: { url: string; status: number }; trace: { trace_id: string } };
    };
    expect(payload.contexts.request).toMatchObject({
      url: '/test-failure/join/[redacted]?token=[redacted]&page=2',
      status: 500,
    });
    // The browser's trace goes on on the server.
    expect(payload.contexts.trace.trace_id).toBe('0123456789abcdef0123456789abcdef');
  });
});
