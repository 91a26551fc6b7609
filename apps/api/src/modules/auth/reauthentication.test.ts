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

const pointerOf = (response: { json(): { errors: { source?: { pointer?: string } }[] } }) =>
  response.json().errors[0]?.source?.pointer;

/** Signs in, turns 2FA on with the password and a code one step old, and answers the secret and the codes. */
async function withTwoFactor(email: string) {
  const person = await signedInUser(testApp, email);
  const secret = (await person.get('/user/2fa/get-secret')).json().secret as string;
  const enabled = await person.post('/user/2fa/enable', {
    password: TEST_PASSWORD,
    code: totpCodeAt(secret, Date.now() - 30_000),
  });
  expect(enabled.statusCode).toBe(200);
  return { person, secret, codes: enabled.json().backupCodes as string[] };
}

describe('ASVS 6.3.2 / 7.5.1: changing the second factor needs re-authentication', () => {
  it('enabling 2FA with a stolen session alone (no password) is refused', async () => {
    const thief = await signedInUser(testApp, 'enable-thief@example.com');
    const secret = (await thief.get('/user/2fa/get-secret')).json().secret as string;
    const bare = await thief.post('/user/2fa/enable', { code: totpCodeAt(secret) });
    expect(bare.statusCode).toBe(422);
    expect(pointerOf(bare)).toBe('/password');
    const wrong = await thief.post('/user/2fa/enable', {
      password: 'Not-The-Password-1',
      code: totpCodeAt(secret),
    });
    expect(wrong.statusCode).toBe(422);
    expect(pointerOf(wrong)).toBe('/password');
    expect((await thief.get('/user')).json().data.attributes.two_factor_enabled).toBe(false);
  });

  it('disabling 2FA needs the password and a code: a recovery code alone or the password alone is refused', async () => {
    const { person, codes } = await withTwoFactor('disable@example.com');
    const codeOnly = await person.post('/user/2fa/disable', { code: codes[0] });
    expect(codeOnly.statusCode).toBe(422);
    expect(pointerOf(codeOnly)).toBe('/password');
    const passwordOnly = await person.post('/user/2fa/disable', { password: TEST_PASSWORD });
    expect(passwordOnly.statusCode).toBe(422);
    expect(pointerOf(passwordOnly)).toBe('/code');
    const wrongCode = await person.post('/user/2fa/disable', {
      password: TEST_PASSWORD,
      code: 'aaaaa-bbbbb',
    });
    expect(pointerOf(wrongCode)).toBe('/code');
    expect((await person.get('/user')).json().data.attributes.two_factor_enabled).toBe(true);
    const done = await person.post('/user/2fa/disable', { password: TEST_PASSWORD, code: codes[0] });
    expect(done.statusCode).toBe(200);
    expect((await person.get('/user')).json().data.attributes.two_factor_enabled).toBe(false);
  });

  it('replacing codes takes the password and a current TOTP code, or an unused recovery code when the phone is lost', async () => {
    const { person, secret, codes } = await withTwoFactor('replace@example.com');
    expect((await person.post('/user/2fa/recovery-codes', { code: codes[0] })).statusCode).toBe(422);
    const byTotp = await person.post('/user/2fa/recovery-codes', {
      password: TEST_PASSWORD,
      code: totpCodeAt(secret),
    });
    expect(byTotp.statusCode).toBe(200);
    // The old codes are gone with the replacement; a new one proves the owner from here on.
    const fresh = byTotp.json().backupCodes as string[];
    expect(
      (await person.post('/user/2fa/recovery-codes', { password: TEST_PASSWORD, code: codes[1] })).statusCode,
    ).toBe(422);
    const byRecovery = await person.post('/user/2fa/recovery-codes', {
      password: TEST_PASSWORD,
      code: fresh[0],
    });
    expect(byRecovery.statusCode).toBe(200);
    // A recovery code is used once.
    expect(
      (await person.post('/user/2fa/recovery-codes', { password: TEST_PASSWORD, code: fresh[0] })).statusCode,
    ).toBe(422);
  });

  it('ending all other sessions needs the password, and with 2FA on a code too', async () => {
    const person = await signedInUser(testApp, 'end-others@example.com');
    const other = new ApiClient(testApp.app, undefined, '203.0.113.90');
    expect(
      (await other.post('/check-login', { email: 'end-others@example.com', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await person.delete('/user/sessions', {})).statusCode).toBe(422);
    const wrong = await person.delete('/user/sessions', { password: 'Not-The-Password-1' });
    expect(pointerOf(wrong)).toBe('/password');
    expect((await other.get('/user')).statusCode).toBe(200);
    expect((await person.delete('/user/sessions', { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await other.get('/user')).statusCode).toBe(401);

    const guarded = await withTwoFactor('end-others-2fa@example.com');
    const missingCode = await guarded.person.delete('/user/sessions', { password: TEST_PASSWORD });
    expect(missingCode.statusCode).toBe(422);
    expect(pointerOf(missingCode)).toBe('/code');
    expect(
      (await guarded.person.delete('/user/sessions', { password: TEST_PASSWORD, code: guarded.codes[0] }))
        .statusCode,
    ).toBe(200);
  });
});
