import { sql } from 'drizzle-orm';
import { type Backlog, readBacklog } from '../../db/backlog';
import type { Db } from '../../db/client';

/** Mail waiting to be sent (the outbox's pending rows), for the metrics. */
export const mailBacklog = (db: Db): Promise<Backlog> =>
  readBacklog(db, sql`mail_outbox`, sql`state = 'pending'`, sql`created_at`);
