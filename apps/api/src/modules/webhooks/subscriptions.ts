import type { PaymentMode, PlatformEventType } from '@paygrid/domain';
import { and, arrayContains, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEndpoints } from './tables';

/**
 * Whether an enabled endpoint of the organisation and mode is subscribed to an event type: with none, a test-mode
 * operation is settled by the sandbox (issue 38), since no platform will hear of it.
 */
export async function listensFor(
  db: Db,
  scope: { organizationId: string; mode: PaymentMode },
  eventType: PlatformEventType,
): Promise<boolean> {
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organizationId, scope.organizationId),
        eq(webhookEndpoints.mode, scope.mode),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.eventTypes, [eventType]),
      ),
    )
    .limit(1);
  return found !== undefined;
}
