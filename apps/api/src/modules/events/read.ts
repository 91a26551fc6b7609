import type {
  PlatformEvent,
  PlatformEventList,
  PlatformEventQuery,
  PlatformOperation,
  PlatformPayment,
} from '@paygrid/contracts';
import type { PaymentMode } from '@paygrid/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoInstant } from '../../db/instant-text';
import { platformEvents } from './tables';

/** The organisation's events of a mode after a sequence, oldest first (GET /events and the webhook fan-out). */
export const eventsAfter = (
  db: Db,
  scope: { organizationId: string; mode: PaymentMode },
  after: number,
  limit: number,
) =>
  db
    .select()
    .from(platformEvents)
    .where(
      and(
        eq(platformEvents.organizationId, scope.organizationId),
        eq(platformEvents.mode, scope.mode),
        gt(platformEvents.sequence, after),
      ),
    )
    .orderBy(asc(platformEvents.sequence))
    .limit(limit);

/** GET /events: the organisation's events of the key's mode after a sequence, oldest first. */
export async function listPlatformEvents(
  db: Db,
  scope: { organizationId: string; mode: PaymentMode },
  query: PlatformEventQuery,
  path: string,
): Promise<PlatformEventList> {
  const rows = await eventsAfter(db, scope, query.after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1)?.sequence ?? query.after;
  return {
    data: page.map(
      (row): PlatformEvent => ({
        type: 'event',
        id: row.id,
        attributes: {
          event_type: row.eventType,
          mode: row.mode,
          sequence: row.sequence,
          created_at: isoInstant(row.createdAt),
          payment: row.data as unknown as PlatformPayment,
          operation: (row.operation as unknown as PlatformOperation | null) ?? null,
        },
      }),
    ),
    links: { next: `${path}?after=${last}&limit=${query.limit}` },
    meta: { has_more: rows.length > query.limit },
  };
}
