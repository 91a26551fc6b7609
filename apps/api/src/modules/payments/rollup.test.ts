import { PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENT_TYPES } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../grid/rows';
import { createTestApp, type TestApp } from '../../test/app';
import { organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';
import { deleteTestPayment, insertTestPayment, updateTestPayment } from './rollup-test-payments';
import { rebuildRollup } from './rollup-writes';

let testApp: TestApp;
let organizationId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const owner = await signedInUser(testApp, 'rollup-owner@example.com');
  organizationId = (await organizationOwnedBy(owner, 'rollup-co')).id;
});
afterAll(async () => testApp?.close());

/** The rollup and a GROUP BY over the rows, as comparable text lines. */
async function bothCounts(): Promise<[string[], string[]]> {
  const db = testApp.database.db;
  const line = (row: Record<string, unknown>) =>
    [row.mode, new Date(String(row.hour)).toISOString(), row.currency, row.status, row.method, row.type]
      .concat([String(row.count), String(row.amount)])
      .join(' ');
  const rollup = await queryRows(
    db,
    sql`select mode, hour, currency, status, method, type, count, amount_minor::text as amount
        from payment_rollup_hours where organization_id = ${organizationId}`,
  );
  const rows = await queryRows(
    db,
    sql`select mode, date_trunc('hour', created_at at time zone 'UTC') at time zone 'UTC' as hour, currency,
          status, method, type, count(*) as count, sum(amount_minor)::text as amount
        from payments where organization_id = ${organizationId} group by 1, 2, 3, 4, 5, 6`,
  );
  return [rollup.map(line).sort(), rows.map(line).sort()];
}

const write = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    mode: fc.constantFrom('test' as const, 'live' as const),
    hour: fc.integer({ min: 0, max: 5 }),
    minute: fc.integer({ min: 0, max: 59 }),
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
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('the hourly payment rollup', () => {
  it('stays equal to a GROUP BY over the rows through any inserts, updates and deletes', async () => {
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
              createdAt: new Date(Date.UTC(2026, 10, 20, step.hour, step.minute, 30, 123)),
            });
            ids.push(id);
          } else if (ids.length > 0) {
            const index = step.pick % ids.length;
            const id = ids[index] ?? '';
            if (step.kind === 'update') {
              await updateTestPayment(db, id, { status: step.status, amountMinor: step.amount });
            } else {
              await deleteTestPayment(db, id);
              ids.splice(index, 1);
            }
          }
        }
        const [rollup, rows] = await bothCounts();
        expect(rollup).toEqual(rows);
      }),
      { numRuns: 25 },
    );
  });

  it('is rebuilt from the rows after a bulk load', async () => {
    const db = testApp.database.db;
    for (const id of ['BULK1', 'BULK2']) {
      await db.execute(sql`insert into payments (id, organization_id, mode, type, status, amount_minor, currency,
        method, customer_email, customer_country, reference)
        values (${id}, ${organizationId}, 'live', 'payin', 'success', 250, 'USD', 'card', 'b@example.com', 'UA', ${id})`);
    }
    await db.execute(sql`delete from payment_rollup_hours where organization_id = ${organizationId}`);
    const [emptied, rows] = await bothCounts();
    expect(rows.length).toBeGreaterThan(0);
    expect(emptied).not.toEqual(rows);
    await db.transaction((tx) => rebuildRollup(tx, organizationId));
    const [rebuilt, again] = await bothCounts();
    expect(rebuilt).toEqual(again);
  });
});
