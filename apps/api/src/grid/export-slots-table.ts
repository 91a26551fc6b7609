import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns';

/** CSV exports in flight, one row each, so every server sees how many a person is running (DESIGN: stateless). */
export const gridExports = pgTable(
  'grid_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    ...timestamps,
  },
  (table) => [index('grid_exports_user').on(table.userId)],
);
