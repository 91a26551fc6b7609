import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { rowId, timestamps } from '../db/columns';

/** Rate-limit windows kept in the database so that every server behind a load balancer counts the same hits. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  id: rowId(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  ...timestamps,
});
