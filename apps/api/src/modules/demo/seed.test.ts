import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { createPasswordHasher } from '../auth/password-hasher';
import { DEMO_EMAIL, databaseHasNoPeople, seedDemo } from './seed';

describe('demo data', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('makes a demo owner and organisation once, whose printed password signs in', async () => {
    const hasher = createPasswordHasher();
    const account = await seedDemo(testApp.database.db, hasher, { payments: { live: 40, test: 12 } });
    expect(account?.email).toBe(DEMO_EMAIL);
    expect(await seedDemo(testApp.database.db, hasher)).toBeUndefined();
    expect(await databaseHasNoPeople(testApp.database.db)).toBe(false);

    const person = new ApiClient(testApp.app);
    expect(
      (await person.post('/check-login', { email: DEMO_EMAIL, password: account?.password })).statusCode,
    ).toBe(200);
    const organizations = (await person.get('/user/organizations')).json().data;
    expect(
      organizations.map((row: { attributes: { alias: string; role: string } }) => row.attributes),
    ).toEqual([expect.objectContaining({ alias: 'demo', role: 'owner' })]);

    const demo = person.on('demo.app.localhost:3000');
    expect((await demo.get('/payments')).json().meta.page.total).toBe(40);
    demo.cookies.set('testMode', '1');
    expect((await demo.get('/payments')).json().meta.page.total).toBe(12);
    // The bulk load rebuilt the search index it set aside.
    const indexes = await testApp.database.db.execute(
      sql`select indexname from pg_indexes where tablename = 'payments' and indexname = 'payments_search_trgm'`,
    );
    expect(JSON.stringify(indexes)).toContain('payments_search_trgm');
    // The planner has the loaded tables' figures at once, not when autovacuum gets to them.
    const analyzed = await testApp.database.db.execute(
      sql`select relname from pg_stat_user_tables where relname in ('payments', 'payment_rollup_days') and (last_analyze is not null or last_autoanalyze is not null) order by relname`,
    );
    expect(JSON.stringify(analyzed)).toContain('"payment_rollup_days"');
    expect(JSON.stringify(analyzed)).toContain('"payments"');
  });
});
