import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** When a row was made and last changed (DESIGN: every table has them). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The id of a row whose key is what it is (a currency's code, an hour of a rollup, a person's avatar): every table
 * has an id (DESIGN), and these keep their natural key as the primary key that their reads and upserts use.
 */
export const rowId = () => uuid('id').notNull().defaultRandom().unique();
