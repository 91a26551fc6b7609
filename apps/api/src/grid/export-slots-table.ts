import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns';

/** CSV exports in flight, one row each, so every server sees how many a person is running (DESIGN: stateless). */
export const gridExports = pgTable(
  'grid_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /**
     * What `created_at` replaces (ADR 0082). Kept while servers of the release before it may run beside this one
     * (they write and read it, both default to now()); the release after drops it.
     */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [index('grid_exports_user').on(table.userId)],
);
