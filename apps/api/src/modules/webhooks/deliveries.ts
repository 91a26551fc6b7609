import { randomUUID } from 'node:crypto';
import type { WebhookDeliveryAnswer, WebhookDeliveryRow } from '@paygrid/contracts';
import { type PaymentMode, WEBHOOK_LIMITS, WEBHOOK_TEST_EVENT_TYPE } from '@paygrid/domain';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoInstant } from '../../db/instant-text';
import { notFound, Problem } from '../../http/problem';
import type { AuditTrail } from '../audit/record';
import { deliveryAttributes } from './delivery-grid';
import { requireWebhookEndpoint } from './endpoints';
import { messageIdOf } from './fan-out';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './tables';

type Scope = { organizationId: string };

/** No attempt holds the delivery now (none leased it, or its lease is over). */
const notInFlight = sql`(${webhookDeliveries.leasedUntil} is null or ${webhookDeliveries.leasedUntil} <= now())`;
type ModeScope = Scope & { mode: PaymentMode };

/** A delivery's fields under the grid's names, for the answers that carry one. */
const deliveryFields = {
  id: webhookDeliveries.id,
  created_at: webhookDeliveries.createdAt,
  event_type: webhookDeliveries.eventType,
  endpoint_id: webhookDeliveries.endpointId,
  endpoint_url: webhookEndpoints.url,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  last_response_status: webhookDeliveries.lastResponseStatus,
  last_attempt_at: webhookDeliveries.lastAttemptAt,
  next_attempt_at: webhookDeliveries.nextAttemptAt,
  message_id: webhookDeliveries.messageId,
  payload: webhookDeliveries.payload,
};

async function deliveryOf(db: Db, scope: ModeScope, id: string) {
  const [row] = await db
    .select(deliveryFields)
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.organizationId, scope.organizationId),
        eq(webhookDeliveries.mode, scope.mode),
      ),
    );
  if (!row) throw notFound('No such webhook delivery.');
  return row;
}

const rowOf = (record: Record<string, unknown>): WebhookDeliveryRow => ({
  type: 'webhook-delivery',
  id: String(record.id),
  attributes: deliveryAttributes(record),
});

/**
 * GET /webhook-deliveries/{id}: the delivery, the message it carries and its attempts, latest first. Both are read
 * in one snapshot: an attempt recorded between two reads would show in the list while the delivery still counted
 * one fewer and said it was done, and the console would stop reading it again.
 */
export async function webhookDeliveryDetail(
  db: Db,
  scope: ModeScope,
  id: string,
): Promise<WebhookDeliveryAnswer> {
  const { delivery, attempts } = await db.transaction(
    async (tx) => ({
      delivery: await deliveryOf(tx, scope, id),
      attempts: await tx
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, id))
        .orderBy(desc(webhookAttempts.createdAt), desc(webhookAttempts.id))
        .limit(50),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return {
    data: {
      type: 'webhook-delivery',
      id: delivery.id,
      attributes: {
        ...deliveryAttributes(delivery),
        message_id: delivery.message_id,
        payload: delivery.payload,
        attempt_list: attempts.map((row) => ({
          attempted_at: isoInstant(row.createdAt),
          manual: row.manual,
          url: row.url,
          request_headers: row.requestHeaders,
          duration_ms: row.durationMs,
          response_status: row.responseStatus,
          response_excerpt: row.responseExcerpt,
          error: row.error,
          error_code: row.errorCode,
        })),
      },
    },
  };
}

/**
 * POST /organization/webhook-endpoints/{id}/test: a `webhook.test` message to this endpoint alone, whatever it
 * subscribes to and even while it is disabled (to check a receiver before turning it on); one attempt, no retries.
 */
export async function sendTestEvent(
  db: Db,
  scope: Scope,
  endpointId: string,
  trail: AuditTrail,
): Promise<WebhookDeliveryRow> {
  const endpoint = await requireWebhookEndpoint(db, scope, endpointId);
  const id = randomUUID();
  const now = new Date();
  const payload = JSON.stringify({
    type: WEBHOOK_TEST_EVENT_TYPE,
    timestamp: now.toISOString(),
    data: {
      id,
      mode: endpoint.mode,
      endpoint_id: endpoint.id,
      message: 'A test event from Paygrid: the endpoint receives and verifies webhooks.',
    },
  });
  await db.transaction(async (tx) => {
    await tx.insert(webhookDeliveries).values({
      id,
      organizationId: scope.organizationId,
      endpointId: endpoint.id,
      mode: endpoint.mode,
      eventType: WEBHOOK_TEST_EVENT_TYPE,
      messageId: messageIdOf(id),
      payload,
      manual: true,
    });
    await trail.record(tx as unknown as Db, {
      organizationId: scope.organizationId,
      action: 'webhook_endpoint.test_sent',
      resource: { id: endpoint.id, name: endpoint.url },
      details: { delivery_id: id },
    });
  });
  return rowOf(await deliveryOf(db, { ...scope, mode: endpoint.mode }, id));
}

/**
 * POST /webhook-deliveries/{id}/resend: one attempt now, by hand. A delivery still on its schedule is only brought
 * forward; a finished one (succeeded or failed) gets that one attempt, whose outcome becomes the delivery's. The
 * message is the same (`webhook-id` too), so a receiver that already has it can drop the repeat. While an attempt
 * is in flight the answer is 409: sending it again then would reach the receiver twice at once.
 */
export async function resendDelivery(
  db: Db,
  scope: ModeScope,
  id: string,
  trail: AuditTrail,
): Promise<WebhookDeliveryRow> {
  const delivery = await deliveryOf(db, scope, id);
  await db.transaction(async (tx) => {
    const [resent] = await tx
      .update(webhookDeliveries)
      .set({
        manual: sql`case when ${webhookDeliveries.status} = 'pending' then ${webhookDeliveries.manual} else true end`,
        status: 'pending',
        nextAttemptAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(webhookDeliveries.id, id), notInFlight))
      .returning({ id: webhookDeliveries.id });
    if (!resent) {
      throw new Problem(409, 'An attempt of this delivery is under way: resend it once it has ended.', [
        { status: '409', code: 'delivery_in_flight', title: 'Conflict' },
      ]);
    }
    await trail.record(tx as unknown as Db, {
      organizationId: scope.organizationId,
      action: 'webhook_endpoint.delivery_resent',
      resource: { id: delivery.endpoint_id, name: delivery.endpoint_url },
      details: { delivery_id: id, event_type: delivery.event_type, status_before: delivery.status },
    });
  });
  return rowOf(await deliveryOf(db, scope, id));
}

/**
 * POST /organization/webhook-endpoints/{id}/resend-failed: every failed delivery of the endpoint created at or
 * after `since` (at most WEBHOOK_LIMITS.resendFailedMax, oldest first) gets one attempt now. Answers how many.
 */
export async function resendFailedDeliveries(
  db: Db,
  scope: Scope,
  endpointId: string,
  since: Date,
  trail: AuditTrail,
): Promise<number> {
  const endpoint = await requireWebhookEndpoint(db, scope, endpointId);
  return db.transaction(async (tx) => {
    const failed = tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpoint.id),
          eq(webhookDeliveries.status, 'failed'),
          gte(webhookDeliveries.createdAt, since),
          notInFlight,
        ),
      )
      .orderBy(webhookDeliveries.createdAt)
      .limit(WEBHOOK_LIMITS.resendFailedMax);
    const resent = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', manual: true, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
      .where(inArray(webhookDeliveries.id, failed))
      .returning({ id: webhookDeliveries.id });
    await trail.record(tx as unknown as Db, {
      organizationId: scope.organizationId,
      action: 'webhook_endpoint.failed_resent',
      resource: { id: endpoint.id, name: endpoint.url },
      details: { since: isoInstant(since), resent: resent.length },
    });
    return resent.length;
  });
}
