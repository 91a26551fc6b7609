import type { PlatformOperation, PlatformPayment } from '@paygrid/contracts';
import type { PaymentMode, PlatformEventType } from '@paygrid/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { QueryRunner } from '../../db/rows';

type PlatformEventWrite = {
  organizationId: string;
  mode: PaymentMode;
  eventType: PlatformEventType;
  payment: PlatformPayment;
  /** The operation a `refund.*` event is about (issue 38). */
  operation?: PlatformOperation;
  /** The platform API call that made it, when one did. */
  caller?: EventCaller | undefined;
};

/** A platform API call: its key and the Idempotency-Key it was sent with, if any. */
export type EventCaller = { apiKeyId: string; idempotencyKey: string | null };

/**
 * An event as two CTEs of the payment's own statement (`event_head`, `event_row`), written only if the CTE `when`
 * yielded a row: the next sequence of the organisation and mode comes from one upsert of its head, whose row lock
 * lasts until commit, so events commit in sequence order. One statement keeps that lock as short as it can be.
 */
export function platformEventCtes(event: PlatformEventWrite, when: string): SQL {
  const source = sql.identifier(when);
  return sql`event_head as (
      insert into platform_event_heads as h (organization_id, mode, last_sequence)
      select ${event.organizationId}::uuid, ${event.mode}, 1 from ${source}
      on conflict (organization_id, mode) do update set last_sequence = h.last_sequence + 1, updated_at = now()
      returning h.last_sequence),
    event_row as (
      insert into platform_events (organization_id, mode, sequence, event_type, payment_id, data, operation,
        api_key_id, idempotency_key)
      select ${event.organizationId}::uuid, ${event.mode}, event_head.last_sequence, ${event.eventType},
        ${event.payment.id}, ${JSON.stringify(event.payment)}::jsonb,
        ${event.operation ? JSON.stringify(event.operation) : null}::jsonb,
        ${event.caller?.apiKeyId ?? null}::uuid, ${event.caller?.idempotencyKey ?? null}
      from event_head
      returning sequence)`;
}

/**
 * An event written as the last statement of the caller's transaction: the head's row lock is then held only for
 * the commit that follows.
 */
export async function appendPlatformEvent(tx: QueryRunner, event: PlatformEventWrite): Promise<void> {
  await tx.execute(sql`with source as (select 1), ${platformEventCtes(event, 'source')} select 1`);
}
