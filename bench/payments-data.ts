// Bench data: N payments in one organisation, written by generate_series in batches, then the hourly rollup rebuilt.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { rebuildRollup } from '../apps/api/src/modules/payments/rollup-writes';

const BATCH = 100_000;

/** Payments spread over the last 365 days (newest last), 5 % in test mode, mixed statuses, methods and currencies. */
export async function insertBenchPayments(db: Db, organizationId: string, rows: number): Promise<void> {
  const spanSeconds = 365 * 86_400;
  for (let from = 1; from <= rows; from += BATCH) {
    const to = Math.min(rows, from + BATCH - 1);
    await db.execute(sql`
      insert into payments (id, organization_id, mode, type, status, amount_minor, currency, method,
        customer_email, customer_country, reference, search, status_history, created_at)
      select id, ${organizationId}::uuid, mode, type, status, amount, currency, method, email, 'UA', reference,
        lower(id || ' ' || reference || ' ' || email), 
        jsonb_build_array(jsonb_build_object('status', status, 'at', created_at,
          'reason', case when status = 'failed' then (array['insufficient_funds', 'expired_card', 'do_not_honor',
            'suspected_fraud'])[g % 4 + 1] end)),
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
          now() - make_interval(secs => (${rows} - g)::double precision * ${spanSeconds} / ${rows}) as created_at
        from generate_series(${from}::int, ${to}::int) g) generated`);
  }
  await db.transaction((tx) => rebuildRollup(tx, organizationId));
  await db.execute(sql`analyze payments`);
  await db.execute(sql`analyze payment_rollup_hours`);
}
