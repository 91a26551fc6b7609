import { ACCESS_SCOPES } from '@paygrid/domain';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';
import type { StoredFilters } from '../views/tables';

/** A saved filter: a named filter preset of one grid, private or shared in the organisation (issue 13). */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gridCode: text('grid_code').notNull(),
    name: text('name').notNull(),
    accessScope: text('access_scope', { enum: ACCESS_SCOPES }).notNull(),
    isFavorite: boolean('is_favorite').notNull().default(true),
    position: integer('position').notNull().default(0),
    filters: jsonb('filters').$type<StoredFilters>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_filters_organization_grid').on(table.organizationId, table.gridCode)],
);
