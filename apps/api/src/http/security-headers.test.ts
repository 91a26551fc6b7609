import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { ApiClient } from '../test/client';
import { signedInUser, TEST_PASSWORD } from '../test/users';
import { PERMISSIONS_POLICY } from './security-headers';

describe('ASVS 14.3.2: personal and secret API answers are never cached', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the TOTP secret, the sessions and the user with Cache-Control: no-store', async () => {
    const person = await signedInUser(testApp, 'cache@example.com');
    for (const path of ['/user', '/user/sessions', '/user/2fa/get-secret', '/user/security-log']) {
      const answer = await person.get(path);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('V14.3.2 answers no-store however the /api prefix is spelled (the matched route decides)', async () => {
    const person = await signedInUser(testApp, 'cache-encoded@example.com');
    const cookie = [...person.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/%61pi/v1/user',
      headers: { host: 'app.localhost:3000', cookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('sends a CSP with base-uri none', async () => {
    const answer = await new ApiClient(testApp.app).get('/system/environment');
    expect(answer.headers['content-security-policy']).toContain("base-uri 'none'");
  });
});

describe('ASVS 3.3.1: PUBLIC_HTTPS makes the cookie Secure and HSTS constant, also behind a TLS proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ PUBLIC_HTTPS: 'true', AUTH_COOKIE_NAME: '__Secure-paygrid_session' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sets a Secure __Secure- session cookie and HSTS on a request that reached the server over http', async () => {
    await signedInUser(testApp, 'https@example.com');
    const answer = await new ApiClient(testApp.app, undefined, undefined, 'https').post('/check-login', {
      email: 'https@example.com',
      password: TEST_PASSWORD,
    });
    expect(answer.statusCode).toBe(200);
    const session = answer.cookies.find((cookie) => cookie.name === '__Secure-paygrid_session');
    expect(session?.secure).toBe(true);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses to start with PUBLIC_HTTPS and a cookie name without __Secure-', () => {
    expect(() => loadConfig({ PUBLIC_HTTPS: 'true' })).toThrow(/AUTH_COOKIE_NAME: must start with __Secure-/);
    expect(loadConfig({}).PUBLIC_HTTPS).toBe(false);
  });
});

describe('issue 33: browser features the console does not use are off (Permissions-Policy)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('V3.4 (browser security mechanism headers) denies camera, microphone, geolocation, payment and USB; the clipboard to itself only', async () => {
    const answers = [
      await new ApiClient(testApp.app).page('/login'),
      await new ApiClient(testApp.app).get('/system/environment'),
      await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/nope',
        headers: { host: 'app.localhost:3000' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    const policy = new Map(
      PERMISSIONS_POLICY.split(', ').map((directive) => directive.split('=') as [string, string]),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'clipboard-read']) {
      expect(policy.get(feature), feature).toBe('()');
    }
    // Copy buttons (the 2FA set-up key) write to the clipboard.
    expect(policy.get('clipboard-write')).toBe('(self)');
    // Passkeys (issue 39) are made and used by the console's own pages, never by anything it embeds.
    expect(policy.get('publickey-credentials-create')).toBe('(self)');
    expect(policy.get('publickey-credentials-get')).toBe('(self)');
    expect([...policy.values()].every((allowed) => allowed === '()' || allowed === '(self)')).toBe(true);
  });
});
