import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client';
import { queryRows } from '../db/rows';
import { paymentGridSql } from '../modules/payments/payment-grid';
import { payments } from '../modules/payments/tables';
import { freshDatabase, type TestDatabase } from '../test/database';
import { listGrid } from './list-grid';

// PostgreSQL keeps a plan per prepared statement and connection; PGlite has neither.
describe.runIf(process.env.TEST_DATABASE_URL)('a grid page on PostgreSQL (ADR 0081)', () => {
  let fresh: TestDatabase;
  let single: Database;
  beforeAll(async () => {
    fresh = await freshDatabase();
    // One connection, so every page and the look at its statements share a backend.
    single = openPostgres(fresh.url as string, { poolSize: 1 });
  });
  afterAll(async () => {
    await single?.close();
    await fresh?.close();
  });

  it('is planned once per connection and then only executed, page after page, whatever the page size', async () => {
    const scope = sql`${payments.organizationId} = ${randomUUID()} and ${payments.mode} = ${'live'}`;
    // Sizes 11-20 read as 20 (readSize): one statement for all of them, not one per size.
    for (const size of [20, 20, 15, 20, 11, 20, 17, 20]) {
      await listGrid(
        single.db,
        paymentGridSql,
        { page: { kind: 'cursor', size }, sort: [], filters: {} },
        { timeZone: 'UTC', scope },
      );
    }
    const statements = await queryRows(
      single.db,
      sql`select statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where statement like 'select "payments"."id"%'`,
    );
    expect(statements).toHaveLength(1);
    // PostgreSQL plans the first five executions for their values, then keeps a generic plan: with `limit $n` it
    // never did, since a generic plan of an unknown limit always looks dearer.
    expect(statements[0]).toMatchObject({ custom: 5, generic: 3 });
    expect(String(statements[0]?.statement)).toMatch(/ limit 21$/);
  });
});
