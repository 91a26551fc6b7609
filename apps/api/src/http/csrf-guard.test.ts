import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HOST, createTestApp, type TestApp } from '../test/app';
import { ApiClient } from '../test/client';
import { signedInUser } from '../test/users';
import { isConsoleOrigin } from './public-origin';

// Issue 33 (Security 4), point 6: the marker and the Origin check are decided on what the router matched and on the
// whole origin (scheme, host and port), not on the raw URL string and the host name.
describe('issue 33: the CSRF guard', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const cookieOf = (client: ApiClient) =>
    [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  /** A request as a link or an image on another site makes it: the session cookie, no marker, no Origin. */
  const crossSite = (client: ApiClient, method: InjectOptions['method'], url: string) =>
    testApp.app.inject({ method, url, headers: { host: APP_HOST, cookie: cookieOf(client) } });

  it('V3.5.1 V3.5.3 refuses a logout without the marker however its path is spelled, and by HEAD: 403, the session lives', async () => {
    const person = await signedInUser(testApp, 'logout-spellings@example.com');
    for (const [method, url] of [
      ['GET', '/api/v1/logout'],
      ['GET', '/api/v1/%6cogout'],
      ['GET', '/api/v1/%6C%6F%67%6F%75%74?next=1'],
      ['GET', '/%61pi/v1/logout'],
      ['HEAD', '/api/v1/logout'],
      ['HEAD', '/api/v1/%6cogout'],
    ] as const) {
      const answer = await crossSite(person, method, url);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      if (method === 'GET') expect(answer.json().errors[0].code).toBe('csrf_marker_missing');
      expect((await person.get('/user')).statusCode, `${method} ${url}`).toBe(200);
    }
    // The spelling does reach the logout: with the marker it signs out.
    const signedOut = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/%6cogout',
      headers: { host: APP_HOST, cookie: cookieOf(person), 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await person.get('/user')).statusCode).toBe(401);
  });

  it('V3.5.1 refuses a POST without the marker whose /api prefix is percent-encoded', async () => {
    const person = await signedInUser(testApp, 'encoded-prefix@example.com');
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/%61pi/v1/password/change',
      headers: { host: APP_HOST, cookie: cookieOf(person), 'content-type': 'application/json' },
      payload: { current_password: 'x', new_password: 'y' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().errors[0].code).toBe('csrf_marker_missing');
  });

  it("V3.5.2 takes an Origin only with the console's scheme and port: http vs https and a wrong port are refused", async () => {
    const visitor = new ApiClient(testApp.app);
    const postFrom = (origin: string) => visitor.call('POST', '/check-login', {}, { origin });
    for (const origin of [
      'https://app.localhost:3000',
      'http://app.localhost:3001',
      'http://app.localhost',
      'https://acme.app.localhost:3000',
      'http://acme.app.localhost:8080',
      'http://app.localhost:3000.evil.example',
      'http://evil-app.localhost:3000',
      'null',
    ]) {
      const answer = await postFrom(origin);
      expect(answer.statusCode, origin).toBe(403);
      expect(answer.json().errors[0].code, origin).toBe('csrf_origin_rejected');
    }
    for (const origin of ['http://app.localhost:3000', 'http://acme.app.localhost:3000']) {
      // Past the guard: the empty body is refused by the route's own validation.
      expect((await postFrom(origin)).statusCode, origin).toBe(422);
    }
  });

  it('V3.5.2 with PUBLIC_HTTPS and APP_HOST without a port: https on the default port only', () => {
    const config = { PUBLIC_HTTPS: true, APP_HOST: 'app.example.com' };
    expect(isConsoleOrigin('https://app.example.com', config)).toBe(true);
    expect(isConsoleOrigin('https://acme.app.example.com', config)).toBe(true);
    expect(isConsoleOrigin('https://app.example.com:443', config)).toBe(true);
    expect(isConsoleOrigin('http://app.example.com', config)).toBe(false);
    expect(isConsoleOrigin('http://acme.app.example.com', config)).toBe(false);
    expect(isConsoleOrigin('https://app.example.com:8443', config)).toBe(false);
    expect(isConsoleOrigin('https://example.com', config)).toBe(false);
    expect(isConsoleOrigin('https://a.b.app.example.com', config)).toBe(false);
    expect(isConsoleOrigin('https://app.example.com.evil.net', config)).toBe(false);
  });
});

describe('issue 33: the Origin check behind a TLS proxy (PUBLIC_HTTPS)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ PUBLIC_HTTPS: 'true', AUTH_COOKIE_NAME: '__Secure-paygrid_session' });
  });
  afterAll(() => testApp.close());

  it('V3.5.2 refuses the http page of the console and takes the https one, though the request reached it over http', async () => {
    const visitor = new ApiClient(testApp.app);
    const postFrom = (origin: string) => visitor.call('POST', '/check-login', {}, { origin });
    for (const origin of [
      'http://app.localhost:3000',
      'http://acme.app.localhost:3000',
      'https://app.localhost:3443',
    ]) {
      const answer = await postFrom(origin);
      expect(answer.statusCode, origin).toBe(403);
      expect(answer.json().errors[0].code, origin).toBe('csrf_origin_rejected');
    }
    for (const origin of ['https://app.localhost:3000', 'https://acme.app.localhost:3000']) {
      expect((await postFrom(origin)).statusCode, origin).toBe(422);
    }
  });
});
