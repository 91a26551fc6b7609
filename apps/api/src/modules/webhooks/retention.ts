import { and, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries } from './tables';

/** How long the delivery log keeps a finished delivery (Stripe and Svix keep about a month). */
const KEPT_DAYS = 30;

/** Deletes finished deliveries past their 30 days, with their attempts; a pending one stays whatever its age. */
export async function pruneWebhookDeliveries(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - KEPT_DAYS * 24 * 60 * 60 * 1000);
  await db
    .delete(webhookDeliveries)
    .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, before)));
}
