import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { createPasswordHasher } from '../auth/password-hasher';
import { DEMO_EMAIL, seedDemo } from './seed';

describe('demo data', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('makes a demo owner and organisation once, whose printed password signs in', async () => {
    const hasher = createPasswordHasher();
    const account = await seedDemo(testApp.database.db, hasher);
    expect(account?.email).toBe(DEMO_EMAIL);
    expect(await seedDemo(testApp.database.db, hasher)).toBeUndefined();

    const person = new ApiClient(testApp.app);
    expect(
      (await person.post('/check-login', { email: DEMO_EMAIL, password: account?.password })).statusCode,
    ).toBe(200);
    const organizations = (await person.get('/user/organizations')).json().data;
    expect(
      organizations.map((row: { attributes: { alias: string; role: string } }) => row.attributes),
    ).toEqual([expect.objectContaining({ alias: 'demo', role: 'owner' })]);
  });
});
