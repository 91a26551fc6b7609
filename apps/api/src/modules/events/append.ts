import type { PlatformPayment } from '@paygrid/contracts';
import type { PaymentMode, PlatformEventType } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import type { QueryRunner } from '../../db/rows';
import { queryRows } from '../../db/rows';

/**
 * Appends an event in the caller's transaction (the payment's write): the next sequence of its organisation and mode,
 * taken by one upsert whose row lock lasts until commit, so events commit in sequence order.
 */
export async function appendPlatformEvent(
  tx: QueryRunner,
  event: {
    organizationId: string;
    mode: PaymentMode;
    eventType: PlatformEventType;
    payment: PlatformPayment;
  },
): Promise<void> {
  const [head] = await queryRows(
    tx,
    sql`insert into platform_event_heads as h (organization_id, mode, last_sequence)
        values (${event.organizationId}, ${event.mode}, 1)
        on conflict (organization_id, mode) do update set last_sequence = h.last_sequence + 1, updated_at = now()
        returning h.last_sequence`,
  );
  if (!head) throw new Error('the event head returned no row');
  await tx.execute(sql`insert into platform_events (organization_id, mode, sequence, event_type, payment_id, data)
    values (${event.organizationId}, ${event.mode}, ${Number(head.last_sequence)}, ${event.eventType},
      ${event.payment.id}, ${JSON.stringify(event.payment)}::jsonb)`);
}
