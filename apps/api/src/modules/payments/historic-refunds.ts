import { sql } from 'drizzle-orm';
import type { QueryRunner } from '../../db/rows';

/**
 * Refund records for `refunded` pay-ins written without one (a bulk load: the seed, the demo), as migration 0029 made
 * them for the rows it found (ADR 0104): succeeded, for the amount, settled when the history says it was refunded,
 * with a ULID of that instant and the pay-in's own random part. Then the organisation's operations rollup is counted
 * afresh. Run it in the loading transaction.
 */
export async function recordHistoricRefunds(tx: QueryRunner, organizationId: string): Promise<void> {
  await tx.execute(sql`
    insert into payment_operations (id, organization_id, mode, payment_id, kind, status, amount_minor, currency,
      reason, note, requested_via, sent_at, settled_at, created_at, updated_at)
    select (select string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ',
              ((refund.ms / power(32, 9 - i)::bigint) % 32)::int + 1, 1), '' order by i)
            from generate_series(0, 9) i) || right(p.id, 16),
      p.organization_id, p.mode, p.id, 'refund', 'succeeded', p.amount_minor, p.currency, 'other',
      'Refunded before refunds were recorded as operations', 'api', refund.at, refund.at, refund.at, refund.at
    from payments p
    cross join lateral (
      select coalesce(
          (select max((step->>'at')::timestamptz) from jsonb_array_elements(p.status_history) step
            where step->>'status' = 'refunded'),
          p.updated_at) as at) settled
    cross join lateral (select settled.at, (extract(epoch from settled.at) * 1000)::bigint as ms) refund
    where p.organization_id = ${organizationId} and p.type = 'payin' and p.status = 'refunded'
      and not exists (select 1 from payment_operations o where o.payment_id = p.id)`);
  await tx.execute(
    sql`delete from payment_operation_rollup_quarters where organization_id = ${organizationId}`,
  );
  await tx.execute(sql`
    insert into payment_operation_rollup_quarters (organization_id, mode, quarter, kind, currency, method, count,
      amount_minor)
    select o.organization_id, o.mode, to_timestamp(floor(extract(epoch from o.settled_at) / 900) * 900),
      o.kind, o.currency, p.method, count(*), sum(o.amount_minor)
    from payment_operations o join payments p on p.id = o.payment_id
    where o.organization_id = ${organizationId} and o.status = 'succeeded'
    group by 1, 2, 3, 4, 5, 6`);
}
