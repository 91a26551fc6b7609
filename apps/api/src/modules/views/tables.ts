import { ACCESS_SCOPES } from '@paygrid/domain';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';

export type StoredSort = Array<{ property: string; direction: 'asc' | 'desc' }>;
export type StoredColumns = Array<{
  property: string;
  fixed: boolean;
  width: number | null;
  position: number;
}>;
export type StoredFilters = Array<{ key: string; value: string }>;

/** A saved view of a grid: an operator's filters, sort and columns under a name, private or shared in the organisation. */
export const savedViews = pgTable(
  'saved_views',
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
    description: text('description'),
    accessScope: text('access_scope', { enum: ACCESS_SCOPES }).notNull(),
    isFavorite: boolean('is_favorite').notNull().default(true),
    position: integer('position').notNull().default(0),
    sort: jsonb('sort').$type<StoredSort>().notNull(),
    tableColumns: jsonb('table_columns').$type<StoredColumns>().notNull(),
    filters: jsonb('filters').$type<StoredFilters>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_views_organization_grid').on(table.organizationId, table.gridCode)],
);
