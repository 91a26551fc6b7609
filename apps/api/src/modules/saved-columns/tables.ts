import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';
import type { StoredColumns } from '../views/tables';

/** One person's own column layout of one grid in one organisation, outside any view (issue 13, SPEC §2, §3). */
export const savedColumns = pgTable(
  'saved_columns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gridCode: text('grid_code').notNull(),
    tableColumns: jsonb('table_columns').$type<StoredColumns>().notNull(),
    /** SPEC §2: whether the grid shows its column editor. */
    columnEditing: boolean('column_editing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_columns_owner_grid').on(table.organizationId, table.ownerId, table.gridCode),
  ],
);
