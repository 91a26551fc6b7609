import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { signedInUser, TEST_PASSWORD } from '../../test/users';
import { users } from '../users/tables';
import { MAX_SESSIONS_PER_USER } from './sessions';
import { sessions } from './tables';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const COOKIE = 'paygrid_session';

/** A browser that still holds `token` as its session cookie. */
const holding = (token: string) => {
  const browser = new ApiClient(testApp.app);
  browser.cookies.set(COOKIE, token);
  return browser;
};

async function sessionCount(email: string): Promise<number> {
  const [user] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  const [row] = await testApp.database.db
    .select({ n: count() })
    .from(sessions)
    .where(eq(sessions.userId, user?.id as string));
  return row?.n ?? 0;
}

describe('ASVS 7.2.4: a new session token at every authentication, the old one ended', () => {
  it('signing in while the old session cookie is sent ends the old session', async () => {
    const email = 'relogin@example.com';
    const browser = await signedInUser(testApp, email);
    const old = browser.cookies.get(COOKIE) as string;
    expect((await browser.post('/check-login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const fresh = browser.cookies.get(COOKIE);
    expect(fresh).not.toBe(old);
    // Whoever copied the old token (a fixation or a stolen cookie) holds nothing now.
    expect((await holding(old).get('/user')).statusCode).toBe(401);
    expect((await browser.get('/user')).statusCode).toBe(200);
    expect(await sessionCount(email)).toBe(1);
  });

  it('a password change gives this session a new token; the old cookie value stops working', async () => {
    const email = 'rotate@example.com';
    const browser = await signedInUser(testApp, email);
    const old = browser.cookies.get(COOKIE) as string;
    const changed = await browser.post('/password/change', {
      current_password: TEST_PASSWORD,
      new_password: 'Velvet-Orchard-Fog-55',
    });
    expect(changed.statusCode).toBe(200);
    expect(browser.cookies.get(COOKIE)).not.toBe(old);
    expect((await browser.get('/user')).statusCode).toBe(200);
    expect((await holding(old).get('/user')).statusCode).toBe(401);
  });
});

describe('ASVS 7.4.5 (issue 10): at most 20 live sessions per user', () => {
  it('the 21st sign-in ends the oldest session', async () => {
    const email = 'many@example.com';
    const first = await signedInUser(testApp, email);
    for (let index = 1; index < MAX_SESSIONS_PER_USER; index += 1) {
      const other = new ApiClient(testApp.app);
      expect((await other.post('/check-login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    }
    expect(await sessionCount(email)).toBe(MAX_SESSIONS_PER_USER);
    expect((await first.get('/user')).statusCode).toBe(200);
    const latest = new ApiClient(testApp.app);
    expect((await latest.post('/check-login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await sessionCount(email)).toBe(MAX_SESSIONS_PER_USER);
    expect((await first.get('/user')).statusCode).toBe(401);
    expect((await latest.get('/user')).statusCode).toBe(200);
  });
});
