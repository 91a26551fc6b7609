import type { PaymentMode, PlatformEventType } from '@paygrid/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoInstant } from '../../db/instant-text';
import { eventsAfter } from '../events/read';
import { platformEventHeads } from '../events/tables';
import { webhookDeliveries, webhookEndpoints } from './tables';

/** Endpoints one fan-out round takes, and events one endpoint reads per round. */
const ENDPOINTS_PER_ROUND = 50;
const EVENTS_PER_ENDPOINT = 500;

/** A message's `webhook-id`: the event's, so every attempt and every resend carries the same one. */
export const messageIdOf = (id: string) => `msg_${id.replaceAll('-', '')}`;

/** The body of an event's webhook (Standard Webhooks: type, timestamp, data), the data as `GET /events` has it. */
const eventPayload = (event: {
  id: string;
  eventType: PlatformEventType;
  mode: PaymentMode;
  sequence: number;
  createdAt: Date;
  data: unknown;
  operation: unknown;
}): string => {
  const createdAt = isoInstant(event.createdAt);
  return JSON.stringify({
    type: event.eventType,
    timestamp: createdAt,
    data: {
      id: event.id,
      sequence: event.sequence,
      mode: event.mode,
      created_at: createdAt,
      payment: event.data,
      ...(event.operation ? { operation: event.operation } : {}),
    },
  });
};

/**
 * Turns new events into deliveries (issue 37): each enabled endpoint with events after its cursor is locked (FOR
 * UPDATE SKIP LOCKED, so several servers share the work and never fan one endpoint out twice), gets a delivery for
 * every event it subscribes to, and its cursor moves past every event read, in one transaction. Events are numbered
 * in commit order (ADR 0102), so an event committed later always has a larger sequence than the cursor: none is
 * skipped. Answers how many endpoints it moved on (a round after one that moved some may find more).
 */
export async function fanOutEvents(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const endpoints = await tx
      .select({
        id: webhookEndpoints.id,
        organizationId: webhookEndpoints.organizationId,
        mode: webhookEndpoints.mode,
        cursor: webhookEndpoints.cursor,
        eventTypes: webhookEndpoints.eventTypes,
      })
      .from(webhookEndpoints)
      .innerJoin(
        platformEventHeads,
        and(
          eq(platformEventHeads.organizationId, webhookEndpoints.organizationId),
          eq(platformEventHeads.mode, webhookEndpoints.mode),
        ),
      )
      .where(
        and(
          eq(webhookEndpoints.enabled, true),
          sql`${platformEventHeads.lastSequence} > ${webhookEndpoints.cursor}`,
        ),
      )
      .limit(ENDPOINTS_PER_ROUND)
      .for('update', { of: webhookEndpoints, skipLocked: true });
    for (const endpoint of endpoints) {
      const events = await eventsAfter(tx as unknown as Db, endpoint, endpoint.cursor, EVENTS_PER_ENDPOINT);
      const last = events.at(-1);
      if (!last) continue;
      const wanted = events.filter((event) => endpoint.eventTypes.includes(event.eventType));
      if (wanted.length > 0) {
        await tx
          .insert(webhookDeliveries)
          .values(
            wanted.map((event) => ({
              organizationId: endpoint.organizationId,
              endpointId: endpoint.id,
              mode: endpoint.mode,
              eventId: event.id,
              eventType: event.eventType,
              messageId: messageIdOf(event.id),
              payload: eventPayload(event),
              nextAttemptAt: now,
            })),
          )
          .onConflictDoNothing();
      }
      await tx
        .update(webhookEndpoints)
        .set({ cursor: last.sequence })
        .where(eq(webhookEndpoints.id, endpoint.id));
    }
    return endpoints.length;
  });
}
