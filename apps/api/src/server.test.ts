import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HOST, createTestApp, sameSiteHeaders, type TestApp } from './test/app';

describe('the API server', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers an unknown API path with 404 in the one error shape', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { host: APP_HOST },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json();
    expect(body.message).toBe('Not found.');
    expect(body.errors).toEqual([
      { status: '404', code: 'not_found', title: 'Not Found', detail: 'No API route GET /api/v1/nope' },
    ]);
  });

  it('refuses a state-changing call without the X-Requested-With marker (CSRF guard)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/check-login',
      headers: { host: APP_HOST, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('csrf_marker_missing');
  });

  it('refuses a state-changing call from another site even with the marker', async () => {
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/v1/anything',
      headers: { ...sameSiteHeaders, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('csrf_origin_rejected');
  });

  it('lets a same-site call with the marker through to routing, from an organisation sub-domain too', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/nope',
      headers: { ...sameSiteHeaders, origin: 'http://acme.app.localhost:3000' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('sends security headers: CSP without inline scripts, nosniff, no framing, and no HSTS over http', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('clarity.ms');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every response a request id, and keeps a well-formed one the caller sent', async () => {
    const fresh = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await testApp.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-trace-12345' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-trace-12345');
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'x y' },
    });
    expect(refused.headers['x-request-id']).not.toBe('x y');
  });

  it('reports liveness and readiness with the database kind', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: testApp.database.kind });
  });

  it('serves the application environment of SPEC §3 to the browser', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/system/environment',
      headers: { host: APP_HOST },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      COOKIE_DOMAIN: 'app.localhost',
      APP_HOST,
      FACADE_URL: null,
      REGISTRATION_ENABLED: true,
    });
  });

  it('publishes an OpenAPI 3.1 document built from the route schemas, and a reference page', async () => {
    const document = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { host: APP_HOST },
    });
    expect(document.statusCode).toBe(200);
    const spec = document.json();
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths)).toContain('/api/v1/system/environment');
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs/', headers: { host: APP_HOST } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('moves a page asked for on plain localhost to the console host', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/login?x=1',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`http://${APP_HOST}/login?x=1`);
  });

  it('answers malformed JSON with 400 in the one error shape', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/system/environment',
      headers: { ...sameSiteHeaders, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/JSON/i);
    expect(response.json().errors).toHaveLength(1);
  });
});

describe('the API server behind an https proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      TRUST_PROXY: '1',
      CLARITY_PROJECT_ID: 'abc123',
      // A DSN nobody listens on: the SDK's session reports must not leave the machine.
      SENTRY_DSN: 'http://key@127.0.0.1:9/2',
    });
  });
  afterAll(() => testApp.close());

  it('sends HSTS only when the request came over https', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('admits the Clarity and Sentry origins in the CSP once they are configured', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.clarity\.ms/);
    expect(csp).toMatch(/connect-src[^;]*http:\/\/127\.0\.0\.1:9/);
  });
});
