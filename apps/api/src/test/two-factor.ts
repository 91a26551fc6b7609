import { expect } from 'vitest';
import { totpCodeAt } from '../modules/auth/totp';
import type { ApiClient } from './client';
import { TEST_PASSWORD } from './users';

/**
 * Turns 2FA on for a signed-in person with the password and a code one step old (so the current one is still
 * unused), and answers how to make their current code, and the recovery codes it gave.
 */
export async function turnOnTwoFactor(
  person: ApiClient,
): Promise<{ codeNow: () => string; backupCodes: string[] }> {
  const secret = (await person.get('/user/2fa/get-secret')).json().secret as string;
  const enabled = await person.post('/user/2fa/enable', {
    password: TEST_PASSWORD,
    code: totpCodeAt(secret, Date.now() - 30_000),
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { codeNow: () => totpCodeAt(secret), backupCodes: enabled.json().backupCodes };
}
