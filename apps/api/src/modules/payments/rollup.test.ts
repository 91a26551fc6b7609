import { PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENT_TYPES } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/app';
import { organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';
import { deleteTestPayment, insertTestPayment, updateTestPayment } from './rollup-test-payments.test-support';
import { rebuildRollup } from './rollup-writes';

let testApp: TestApp;
let organizationId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const owner = await signedInUser(testApp, 'rollup-owner@example.com');
  organizationId = (await organizationOwnedBy(owner, 'rollup-co')).id;
});
afterAll(async () => testApp?.close());

const line = (row: Record<string, unknown>) =>
  [row.mode, new Date(String(row.at)).toISOString(), row.currency, row.status, row.method, row.type ?? '']
    .concat([String(row.count), String(row.amount)])
    .join(' ');

/** The quarter-hour rollup and a GROUP BY over the rows by the quarter hour, as comparable text lines. */
async function quarterCounts(): Promise<[string[], string[]]> {
  const db = testApp.database.db;
  const rollup = await queryRows(
    db,
    sql`select mode, quarter as at, currency, status, method, type, count, amount_minor::text as amount
        from payment_rollup_quarters where organization_id = ${organizationId}`,
  );
  const rows = await queryRows(
    db,
    sql`select mode, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00') as at, currency,
          status, method, type, count(*) as count, sum(amount_minor)::text as amount
        from payments where organization_id = ${organizationId} group by 1, 2, 3, 4, 5, 6`,
  );
  return [rollup.map(line).sort(), rows.map(line).sort()];
}

/** The daily rollup and a GROUP BY over the rows by the UTC day, as comparable text lines. */
async function dailyCounts(): Promise<[string[], string[]]> {
  const db = testApp.database.db;
  const rollup = await queryRows(
    db,
    sql`select mode, day as at, currency, status, method, type, count, amount_minor::text as amount
        from payment_rollup_days where organization_id = ${organizationId}`,
  );
  const rows = await queryRows(
    db,
    sql`select mode, date_trunc('day', created_at at time zone 'UTC') at time zone 'UTC' as at, currency,
          status, method, type, count(*) as count, sum(amount_minor)::text as amount
        from payments where organization_id = ${organizationId} group by 1, 2, 3, 4, 5, 6`,
  );
  return [rollup.map(line).sort(), rows.map(line).sort()];
}

/** Each rollup beside its GROUP BY: [quarter rollup, quarter rows, daily rollup, daily rows]. */
const bothCounts = async (): Promise<[string[], string[], string[], string[]]> => [
  ...(await quarterCounts()),
  ...(await dailyCounts()),
];

// Payments around two UTC midnights, so a write or a move lands in one day's row or the next one's.
const createdAt = fc
  .record({
    day: fc.integer({ min: 19, max: 21 }),
    hour: fc.constantFrom(0, 1, 2, 21, 22, 23),
    minute: fc.integer({ min: 0, max: 59 }),
  })
  .map(({ day, hour, minute }) => new Date(Date.UTC(2026, 10, day, hour, minute, 30, 123)));

const write = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    mode: fc.constantFrom('test' as const, 'live' as const),
    createdAt,
    currency: fc.constantFrom('USD', 'EUR', 'JPY'),
    status: fc.constantFrom(...PAYMENT_STATUSES),
    method: fc.constantFrom(...PAYMENT_METHODS),
    type: fc.constantFrom(...PAYMENT_TYPES),
    amount: fc.bigInt({ min: 1n, max: 9_000_000_000_000_000_000n }),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.nat(),
    status: fc.constantFrom(...PAYMENT_STATUSES),
    amount: fc.bigInt({ min: 1n, max: 10_000n }),
    createdAt: fc.option(createdAt, { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('the quarter-hour and daily payment rollups', () => {
  it('stay equal to a GROUP BY over the rows by quarter hour and by UTC day through any inserts, updates and deletes', async () => {
    const db = testApp.database.db;
    const ids: string[] = [];
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (writes) => {
        for (const step of writes) {
          if (step.kind === 'insert') {
            serial += 1;
            const id = `PAY${String(serial).padStart(8, '0')}`;
            await insertTestPayment(db, {
              id,
              organizationId,
              mode: step.mode,
              type: step.type,
              status: step.status,
              method: step.method,
              currency: step.currency,
              amountMinor: step.amount,
              createdAt: step.createdAt,
            });
            ids.push(id);
          } else if (ids.length > 0) {
            const index = step.pick % ids.length;
            const id = ids[index] ?? '';
            if (step.kind === 'update') {
              await updateTestPayment(db, id, {
                status: step.status,
                amountMinor: step.amount,
                ...(step.createdAt ? { createdAt: step.createdAt } : {}),
              });
            } else {
              await deleteTestPayment(db, id);
              ids.splice(index, 1);
            }
          }
        }
        const [quarters, byQuarterRows, daily, byDayRows] = await bothCounts();
        expect(quarters).toEqual(byQuarterRows);
        expect(daily).toEqual(byDayRows);
      }),
      { numRuns: 25 },
    );
  });

  it('are rebuilt from the rows after a bulk load', async () => {
    const db = testApp.database.db;
    for (const id of ['BULK1', 'BULK2']) {
      await db.execute(sql`insert into payments (id, organization_id, mode, type, status, amount_minor, currency,
        method, customer_email, customer_country, reference)
        values (${id}, ${organizationId}, 'live', 'payin', 'success', 250, 'USD', 'card', 'b@example.com', 'UA', ${id})`);
    }
    await db.execute(sql`delete from payment_rollup_quarters where organization_id = ${organizationId}`);
    await db.execute(sql`delete from payment_rollup_days where organization_id = ${organizationId}`);
    const [emptiedQuarters, byQuarter, emptiedDays, byDay] = await bothCounts();
    expect(byQuarter.length).toBeGreaterThan(0);
    expect(emptiedQuarters).not.toEqual(byQuarter);
    expect(emptiedDays).not.toEqual(byDay);
    await db.transaction((tx) => rebuildRollup(tx, organizationId));
    const [quarters, byQuarterAgain, daily, byDayAgain] = await bothCounts();
    expect(quarters).toEqual(byQuarterAgain);
    expect(daily).toEqual(byDayAgain);
  });
});
