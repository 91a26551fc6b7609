import type { PaymentStoryEntry } from '@paygrid/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { isoInstant } from '../../db/instant-text';
import { personName } from '../../db/person-name';
import { notFound } from '../../http/problem';
import { apiKeys } from '../api-keys/tables';
import { platformEvents } from '../events/tables';
import { users } from '../users/tables';
import { webhookDeliveries, webhookEndpoints } from '../webhooks/tables';
import { exponentOf } from './dashboard-home';
import type { PaymentScope } from './payment-money';
import { paymentNotes, paymentOperations, payments } from './tables';

type OperationEntry = Extract<PaymentStoryEntry, { kind: 'operation' }>;
type EventEntry = Extract<PaymentStoryEntry, { kind: 'event' }>;

const askers = alias(users, 'askers');
const deciders = alias(users, 'deciders');

/** Each operation's steps: asked for, approved or rejected, then how it ended. */
async function operationSteps(db: Db, scope: PaymentScope, paymentId: string): Promise<OperationEntry[]> {
  const rows = await db
    .select({
      operation: paymentOperations,
      asker: personName(askers),
      key: apiKeys.name,
      decider: personName(deciders),
    })
    .from(paymentOperations)
    .leftJoin(askers, eq(askers.id, paymentOperations.requestedByUserId))
    .leftJoin(apiKeys, eq(apiKeys.id, paymentOperations.requestedByApiKeyId))
    .leftJoin(deciders, eq(deciders.id, paymentOperations.decidedByUserId))
    .where(
      and(
        eq(paymentOperations.paymentId, paymentId),
        eq(paymentOperations.organizationId, scope.organizationId),
        eq(paymentOperations.mode, scope.mode),
      ),
    );
  return rows.flatMap(({ operation: o, asker, key, decider }) => {
    const base = {
      kind: 'operation' as const,
      operation_id: o.id,
      operation_kind: o.kind,
      amount_minor: String(o.amountMinor),
      currency: o.currency,
      exponent: exponentOf(o.currency),
      awaiting_approval: o.approvalExpiresAt !== null,
      failure_message: null,
    };
    const steps: OperationEntry[] = [
      { ...base, step: 'requested', at: isoInstant(o.createdAt), by: asker ?? key ?? null },
    ];
    if (o.decidedAt !== null) {
      const step = o.status === 'rejected' ? 'rejected' : 'approved';
      steps.push({ ...base, step, at: isoInstant(o.decidedAt), by: decider });
    }
    const ending = o.status === 'rejected' || o.settledAt === null ? undefined : o.status;
    if (ending === 'succeeded' || ending === 'failed' || ending === 'withdrawn' || ending === 'expired') {
      steps.push({
        ...base,
        step: ending,
        at: isoInstant(o.settledAt as Date),
        // The platform reports a result, a person withdraws, Paygrid lets a request expire: only the last is named
        // by who; the audit log says who withdrew.
        by: null,
        failure_message: o.failureMessage,
      });
    }
    return steps;
  });
}

/** The events about the payment, with the API call that made each and the deliveries that carried it. */
async function eventLines(
  db: Db,
  scope: PaymentScope,
  paymentId: string,
  showDeliveries: boolean,
): Promise<EventEntry[]> {
  const events = await db
    .select({
      id: platformEvents.id,
      // An event is written as its transaction's last row but stamped with the transaction's start: it is told
      // after the change it carries (the payment's and the operation's own times), never before.
      at: sql<Date>`greatest(${platformEvents.createdAt},
        (${platformEvents.data}->'attributes'->>'updated_at')::timestamptz,
        (${platformEvents.operation}->'attributes'->>'updated_at')::timestamptz)`.mapWith(
        platformEvents.createdAt,
      ),
      type: platformEvents.eventType,
      operation: sql<string | null>`${platformEvents.operation}->>'id'`,
      apiKeyId: platformEvents.apiKeyId,
      key: apiKeys.name,
      idempotencyKey: platformEvents.idempotencyKey,
    })
    .from(platformEvents)
    .leftJoin(apiKeys, eq(apiKeys.id, platformEvents.apiKeyId))
    .where(
      and(
        eq(platformEvents.organizationId, scope.organizationId),
        eq(platformEvents.mode, scope.mode),
        eq(platformEvents.paymentId, paymentId),
      ),
    )
    .orderBy(asc(platformEvents.sequence));
  const deliveries =
    showDeliveries && events.length > 0
      ? await db
          .select({
            id: webhookDeliveries.id,
            eventId: webhookDeliveries.eventId,
            url: webhookEndpoints.url,
            status: webhookDeliveries.status,
            attempts: webhookDeliveries.attempts,
            lastResponseStatus: webhookDeliveries.lastResponseStatus,
          })
          .from(webhookDeliveries)
          .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
          .where(
            and(
              eq(webhookDeliveries.organizationId, scope.organizationId),
              inArray(
                webhookDeliveries.eventId,
                events.map((event) => event.id),
              ),
            ),
          )
          .orderBy(asc(webhookDeliveries.createdAt))
      : [];
  return events.map((event) => ({
    kind: 'event',
    at: isoInstant(event.at),
    event_id: event.id,
    event_type: event.type,
    operation_id: event.operation,
    api_call: event.apiKeyId === null ? null : { key_name: event.key, idempotency_key: event.idempotencyKey },
    deliveries: showDeliveries
      ? deliveries
          .filter((delivery) => delivery.eventId === event.id)
          .map((delivery) => ({
            id: delivery.id,
            endpoint_url: delivery.url,
            status: delivery.status,
            attempts: delivery.attempts,
            last_response_status: delivery.lastResponseStatus,
          }))
      : null,
  }));
}

/**
 * GET /payments/{id}/story: everything that happened to the payment, newest first: the statuses it reached, each
 * step of its operations and approvals, the events the platform was sent or made (with the webhook deliveries
 * that carried them, for those who may read the delivery log, and the API call with its Idempotency-Key), and
 * the operators' notes. Another organisation's or mode's payment answers 404.
 */
export async function paymentStory(
  db: Db,
  scope: PaymentScope,
  paymentId: string,
  reader: { mayReadDeliveries: boolean },
): Promise<PaymentStoryEntry[]> {
  const [payment] = await db
    .select({ statusHistory: payments.statusHistory })
    .from(payments)
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.organizationId, scope.organizationId),
        eq(payments.mode, scope.mode),
      ),
    );
  if (!payment) throw notFound('No such payment.');
  const [operations, events, notes] = await Promise.all([
    operationSteps(db, scope, paymentId),
    eventLines(db, scope, paymentId, reader.mayReadDeliveries),
    db
      .select({
        id: paymentNotes.id,
        at: paymentNotes.createdAt,
        text: paymentNotes.text,
        by: personName(users),
      })
      .from(paymentNotes)
      .leftJoin(users, eq(users.id, paymentNotes.authorUserId))
      .where(
        and(eq(paymentNotes.paymentId, paymentId), eq(paymentNotes.organizationId, scope.organizationId)),
      ),
  ]);
  // Listed cause first: at the same instant an operation's step comes before the status it brought, and the event
  // that told the platform after both.
  const entries: PaymentStoryEntry[] = [
    ...operations,
    ...payment.statusHistory.map((step) => ({
      kind: 'status' as const,
      at: isoInstant(new Date(step.at)),
      status: step.status,
    })),
    ...events,
    ...notes.map((note) => ({
      kind: 'note' as const,
      at: isoInstant(note.at),
      note_id: note.id,
      by: note.by,
      text: note.text,
    })),
  ];
  // Newest first; at the same instant, the order they were listed in, reversed.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Date.parse(b.entry.at) - Date.parse(a.entry.at) || b.index - a.index)
    .map(({ entry }) => entry);
}
