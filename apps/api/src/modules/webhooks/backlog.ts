import { sql } from 'drizzle-orm';
import { type Backlog, readBacklog } from '../../db/backlog';
import type { Db } from '../../db/client';

/** Webhook deliveries waiting for a successful attempt (pending), for the metrics. */
export const webhookBacklog = (db: Db): Promise<Backlog> =>
  readBacklog(db, sql`webhook_deliveries`, sql`status = 'pending'`, sql`created_at`);
