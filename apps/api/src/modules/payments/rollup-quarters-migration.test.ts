import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteMigratedOver } from '../../test/migrated-pglite';

const MIGRATION = '0038_rollup_quarters';
const ORGANIZATION = '00000000-0000-4000-8000-000000000001';

/** Payments as they stood under the hourly rollup: two in one hour but different quarters, one a refunded pay-in. */
const OLD_PAYMENTS: ReadonlyArray<[id: string, type: string, status: string, at: string]> = [
  ['01JD0000000000000000000001', 'payin', 'success', '2026-11-03T18:10:00Z'],
  ['01JD0000000000000000000002', 'payin', 'success', '2026-11-03T18:40:00Z'],
  ['01JD0000000000000000000003', 'payout', 'success', '2026-11-03T18:41:00Z'],
  ['01JD0000000000000000000004', 'payin', 'refunded', '2026-11-04T23:59:59Z'],
];

describe(`migration ${MIGRATION}: the rollups counted by the quarter hour, the days with the type`, () => {
  let client: PGlite;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ client, close } = await pgliteMigratedOver(
      MIGRATION,
      async (db) => {
        for (const [id, type, status, at] of OLD_PAYMENTS) {
          await db.execute(sql`insert into payments (id, organization_id, mode, type, status, amount_minor, currency,
            method, customer_email, customer_country, reference, status_history, captured_minor, refunded_minor,
            created_at)
          values (${id}, ${ORGANIZATION}, 'live', ${type}, ${status}, 2500, 'USD', 'card', 'a@example.com', 'UA',
            ${id}, '[]'::jsonb, 2500, ${status === 'refunded' ? 2500 : 0}, ${at}::timestamptz)`);
        }
        // The old rollups as the writers kept them: by the hour, and by the day without the type.
        await db.execute(sql`insert into payment_rollup_hours
            (organization_id, mode, hour, currency, status, method, type, count, amount_minor)
          select organization_id, mode, date_trunc('hour', created_at at time zone 'UTC') at time zone 'UTC',
            currency, status, method, type, count(*), sum(amount_minor)
          from payments group by 1, 2, 3, 4, 5, 6, 7`);
        await db.execute(sql`insert into payment_rollup_days
            (organization_id, mode, day, currency, status, method, count, amount_minor)
          select organization_id, mode, date_trunc('day', created_at at time zone 'UTC') at time zone 'UTC',
            currency, status, method, count(*), sum(amount_minor)
          from payments group by 1, 2, 3, 4, 5, 6`);
        await db.execute(sql`insert into payment_operations (id, organization_id, mode, payment_id, kind, status,
            amount_minor, currency, reason, requested_via, sent_at, settled_at)
          values ('01JD00000000000000000000R1', ${ORGANIZATION}, 'live', '01JD0000000000000000000004', 'refund',
            'succeeded', 2500, 'USD', 'other', 'console', '2026-11-05T00:20:00Z', '2026-11-05T00:20:00Z')`);
        await db.execute(sql`insert into payment_operation_rollup_hours
            (organization_id, mode, hour, kind, currency, method, count, amount_minor)
          values (${ORGANIZATION}, 'live', '2026-11-05T00:00:00Z', 'refund', 'USD', 'card', 1, 2500)`);
      },
      { rowsWithoutParents: true },
    ));
  }, 120_000);
  afterAll(() => close?.());

  const at = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI')`;

  it('counts the payments afresh by the quarter hour', async () => {
    const { rows } = await client.query(
      `select ${at('quarter')} as at, type, status, count::int as n, amount_minor::text as amount
        from payment_rollup_quarters order by 1, 2`,
    );
    expect(rows).toEqual([
      { at: '2026-11-03T18:00', type: 'payin', status: 'success', n: 1, amount: '2500' },
      { at: '2026-11-03T18:30', type: 'payin', status: 'success', n: 1, amount: '2500' },
      { at: '2026-11-03T18:30', type: 'payout', status: 'success', n: 1, amount: '2500' },
      { at: '2026-11-04T23:45', type: 'payin', status: 'refunded', n: 1, amount: '2500' },
    ]);
  });

  it('keeps the days with the type, and the operations by the quarter hour they settled in', async () => {
    const days = await client.query(
      `select ${at('day')} as at, type, status, count::int as n from payment_rollup_days order by 1, 2, 3`,
    );
    expect(days.rows).toEqual([
      { at: '2026-11-03T00:00', type: 'payin', status: 'success', n: 2 },
      { at: '2026-11-03T00:00', type: 'payout', status: 'success', n: 1 },
      { at: '2026-11-04T00:00', type: 'payin', status: 'refunded', n: 1 },
    ]);
    const operations = await client.query(
      `select ${at('quarter')} as at, kind, count::int as n from payment_operation_rollup_quarters`,
    );
    expect(operations.rows).toEqual([{ at: '2026-11-05T00:15', kind: 'refund', n: 1 }]);
  });

  it('leaves no hourly table behind', async () => {
    const { rows } = await client.query(
      "select table_name from information_schema.tables where table_name like '%rollup_hours'",
    );
    expect(rows).toEqual([]);
  });
});
