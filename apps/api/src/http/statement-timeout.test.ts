import { BUSY_STATUS } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exportStatementTimeout } from '../grid/answer-export';
import { demoPayments } from '../modules/payments/demo-payments';
import { recordPayments } from '../modules/payments/record-payments';
import { createTestApp, type TestApp } from '../test/app';
import type { ApiClient } from '../test/client';
import { freshDatabase } from '../test/database';
import { organizationOwnedBy } from '../test/organizations';
import { signedInUser } from '../test/users';
import { isStatementTimeout } from './statement-timeout';

const onPostgres = inject('testDatabase').kind === 'postgres';
const LIMIT_MS = 300;

describe("an export's own statement time limit", () => {
  it('is twelve times the console’s and never under a minute; none when the console has none', () => {
    expect(exportStatementTimeout(5000)).toBe(60_000);
    expect(exportStatementTimeout(10_000)).toBe(120_000);
    expect(exportStatementTimeout(0)).toBe(0);
  });
});

// Issue 33 (ASVS 5.0 V15.1.3, operations with high cost bounded): on PostgreSQL a console statement has a time
// limit. A slow statement is planted: the search's normalising function made to sleep 20 ms a row.
describe.skipIf(!onPostgres)('a statement past the time limit on PostgreSQL', () => {
  let testApp: TestApp;
  let owner: ApiClient;

  beforeAll(async () => {
    const database = await freshDatabase({ statementTimeoutMs: LIMIT_MS });
    testApp = await createTestApp({ STATEMENT_TIMEOUT_MS: String(LIMIT_MS) }, { database });
    const creator = await signedInUser(testApp, 'slow-owner@example.com');
    const created = await organizationOwnedBy(creator, 'slow-co');
    owner = created.dashboard;
    await recordPayments(
      database.db,
      demoPayments({
        organizationId: created.id,
        seedText: 'slow',
        mode: 'live',
        count: 60,
        now: Date.now(),
      }),
    );
    await database.db.execute(sql`
      create or replace function search_normal(value text) returns text
      language plpgsql immutable strict as $$
      begin perform pg_sleep(0.02); return lower(public.unaccent('public.unaccent'::regdictionary, value)); end
      $$`);
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    await testApp.database.close();
  });

  it('is stopped and answered busy with Retry-After; the connection serves the next read at once', async () => {
    const started = performance.now();
    const slow = await owner.get('/payments?filter[search]=payment');
    expect(performance.now() - started).toBeLessThan(LIMIT_MS * 10);
    expect(slow.statusCode, slow.body).toBe(BUSY_STATUS);
    expect(slow.headers['retry-after']).toBe('5');
    expect(slow.json().errors[0]).toMatchObject({ status: String(BUSY_STATUS), code: 'read_too_slow' });

    const next = await owner.get('/payments?page[size]=5');
    expect(next.statusCode).toBe(200);
    expect(next.json().data).toHaveLength(5);
  });

  it('does not stop an export, which has a limit of its own', async () => {
    const exported = await owner.get('/payments/export.csv?filter[search]=payment');
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('\n').length).toBeGreaterThan(1);
  });

  it('does not stop the jobs: a statement run without the limit finishes', async () => {
    const slept = await testApp.database.withStatementTimeout(0, (db) =>
      db.execute(sql`select pg_sleep(${(LIMIT_MS * 2) / 1000})`),
    );
    expect(slept).toBeDefined();
    await expect(
      testApp.database.db.execute(sql`select pg_sleep(${(LIMIT_MS * 2) / 1000})`),
    ).rejects.toSatisfy(isStatementTimeout);
  });

  it("runs a job's transactions without the limit (the demo load on PostgreSQL begins several)", async () => {
    const slept = await testApp.database.withStatementTimeout(0, (db) =>
      db.transaction(async (tx) => tx.execute(sql`select pg_sleep(${(LIMIT_MS * 2) / 1000}) as slept`)),
    );
    expect(slept).toBeDefined();
  });
});
