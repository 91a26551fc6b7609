// Bench data: N payments in one organisation, written inside SQL by generate_series (INSERT … SELECT in batches) with
// the payments indexes dropped, the indexes built once afterwards, then the quarter-hour and daily rollups rebuilt once.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/rows';
import { rebuildRollup } from '../apps/api/src/modules/payments/rollup-writes';

/** Seconds each step of the load took, for the report. */
export type LoadSteps = Record<'insert' | 'indexes' | 'rollup' | 'vacuum', number>;

/**
 * Payments spread over the last 365 days (newest last), 5 % in test mode, mixed statuses, methods and currencies.
 * `batch` bounds one INSERT (PGlite holds a statement's rows in WebAssembly memory); PostgreSQL takes them at once.
 */
export async function insertBenchPayments(
  db: Db,
  organizationId: string,
  rows: number,
  batch = rows,
): Promise<LoadSteps> {
  const spanSeconds = 365 * 86_400;
  let mark = performance.now();
  const lap = () => {
    const seconds = (performance.now() - mark) / 1000;
    mark = performance.now();
    return seconds;
  };
  // Every index but the primary key, dropped for the load and built once after it: building an index over sorted
  // input is many times faster than keeping six B-trees and a trigram index current row by row.
  const indexes = await queryRows(
    db,
    sql`select indexname, indexdef from pg_indexes where tablename = 'payments'
        and indexname not in (select conname from pg_constraint where contype = 'p')`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index ${String(index.indexname)}`));
  for (let from = 1; from <= rows; from += batch) {
    const to = Math.min(rows, from + batch - 1);
    await db.execute(sql`
      insert into payments (id, organization_id, mode, type, status, amount_minor, currency, method,
        customer_email, customer_country, reference, search, failure_reason, failure_message, status_history,
        created_at)
      select id, ${organizationId}::uuid, mode, type, status, amount, currency, method, email, 'UA', reference,
        lower(reference || ' ' || email), reason, message,
        jsonb_build_array(jsonb_build_object('status', status, 'at', created_at, 'reason', message)),
        created_at
      from (
        select g, 'P' || lpad(g::text, 12, '0') as id,
          case when g % 20 = 0 then 'test' else 'live' end as mode,
          (array['payin', 'payin', 'payin', 'payout', 'exchange', 'refund'])[g % 6 + 1] as type,
          case when (g * 7) % 20 < 14 then 'success' when (g * 7) % 20 < 17 then 'failed'
            when (g * 7) % 20 < 18 then 'processing' when (g * 7) % 20 < 19 then 'cancelled'
            else 'refunded' end as status,
          ((g::bigint * 7919) % 1000000) + 100 as amount,
          (array['USD', 'EUR', 'UAH', 'GBP', 'JPY'])[(g * 3) % 5 + 1] as currency,
          (array['card', 'card', 'wire', 'e-wallet', 'crypto', 'cash'])[(g * 11) % 6 + 1] as method,
          'c' || (g % 50000) || '@example.com' as email, 'ref-' || g as reference,
          case when (g * 7) % 20 between 14 and 16 then (array['insufficient_funds', 'card_expired',
            'do_not_honour', 'fraud_suspected'])[g % 4 + 1] end as reason,
          case when (g * 7) % 20 between 14 and 16 then (array['Insufficient funds', 'Card expired',
            'Do not honour', 'Suspected fraud'])[g % 4 + 1] end as message,
          now() - make_interval(secs => (${rows} - g)::double precision * ${spanSeconds} / ${rows}) as created_at
        from generate_series(${from}::int, ${to}::int) g) generated`);
  }
  const insert = lap();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    // A partitioned table's index is defined `ON ONLY payments` (the parent alone): built so, it stays invalid and
    // the partitions get none. Without ONLY it is built on every partition and attached.
    for (const index of indexes)
      await tx.execute(sql.raw(String(index.indexdef).replace(' ON ONLY ', ' ON ')));
  });
  const built = lap();
  await db.transaction((tx) => rebuildRollup(tx, organizationId));
  const rollup = lap();
  // The visibility map lets the capped counts read the indexes alone, as autovacuum would leave a live table.
  await db.execute(sql`vacuum analyze payments`);
  await db.execute(sql`analyze payment_rollup_quarters`);
  await db.execute(sql`analyze payment_rollup_days`);
  return { insert, indexes: built, rollup, vacuum: lap() };
}
