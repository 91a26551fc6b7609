import { publicProtocol } from '../http/public-origin';
import { createPasswordHasher } from '../modules/auth/password-hasher';
import { users } from '../modules/users/tables';
import type { TestApp } from './app';
import { ApiClient } from './client';

export const TEST_PASSWORD = 'Harbour-Lantern-42';
const hasher = createPasswordHasher();
let cachedHash: Promise<string> | undefined;

/** A confirmed account made straight in the database (the entrance has its own tests), then signed in through the API. */
export async function signedInUser(
  testApp: TestApp,
  email: string,
  options: { firstName?: string; host?: string; locale?: 'en' | 'uk' } = {},
): Promise<ApiClient> {
  cachedHash ??= hasher.hash(TEST_PASSWORD);
  await testApp.database.db
    .insert(users)
    .values({
      email,
      firstName: options.firstName ?? email.split('@')[0] ?? 'Test',
      lastName: 'Tester',
      passwordHash: await cachedHash,
      emailConfirmedAt: new Date(),
      preferences: { locale: options.locale ?? 'en' },
    })
    .onConflictDoNothing();
  const client = new ApiClient(testApp.app, options.host, undefined, publicProtocol(testApp.config));
  const response = await client.post('/check-login', { email, password: TEST_PASSWORD });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return client;
}
