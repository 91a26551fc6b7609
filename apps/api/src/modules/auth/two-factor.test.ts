import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { signedInUser, TEST_PASSWORD } from '../../test/users';
import { totpCodeAt } from './totp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('issue 33: turning 2FA on ends the sessions signed in with the password alone', () => {
  it('V7.4.3 ends every other session of the account on enabling 2FA and keeps the current one', async () => {
    const email = 'two-sessions@example.com';
    const here = await signedInUser(testApp, email);
    const elsewhere = new ApiClient(testApp.app, undefined, '203.0.113.77');
    expect((await elsewhere.post('/check-login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const bystander = await signedInUser(testApp, 'bystander@example.com');
    expect((await here.get('/user/sessions')).json().data).toHaveLength(2);

    const secret = (await here.get('/user/2fa/get-secret')).json().secret as string;
    const enabled = await here.post('/user/2fa/enable', {
      password: TEST_PASSWORD,
      code: totpCodeAt(secret, Date.now() - 30_000),
    });
    expect(enabled.statusCode).toBe(200);

    expect((await elsewhere.get('/user')).statusCode).toBe(401);
    const mine = await here.get('/user');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.attributes.two_factor_enabled).toBe(true);
    expect(
      (await here.get('/user/sessions')).json().data.map((row: { current: boolean }) => row.current),
    ).toEqual([true]);
    // Another person's sessions are not touched.
    expect((await bystander.get('/user')).statusCode).toBe(200);
  });
});
