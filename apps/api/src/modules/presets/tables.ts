import { ACCESS_SCOPES } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
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

/** What a preset is: a saved view, a saved filter, or one person's saved columns (SPEC §7's three resources). */
const PRESET_KINDS = ['view', 'filter', 'columns'] as const;
export type PresetKind = (typeof PRESET_KINDS)[number];

/**
 * A named preset of one grid in one organisation (issue 34): a view (sort, filters and columns), a filter (filters),
 * or the reader's own columns outside any view (one per person and grid, nameless, never shared). A view or filter
 * is private or shared with the organisation, and has its favourite position. The checks keep each kind's shape.
 */
export const savedPresets = pgTable(
  'saved_presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: PRESET_KINDS }).notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gridCode: text('grid_code').notNull(),
    name: text('name'),
    description: text('description'),
    accessScope: text('access_scope', { enum: ACCESS_SCOPES }),
    isFavorite: boolean('is_favorite').notNull().default(true),
    position: integer('position').notNull().default(0),
    sort: jsonb('sort').$type<StoredSort>(),
    tableColumns: jsonb('table_columns').$type<StoredColumns>(),
    filters: jsonb('filters').$type<StoredFilters>(),
    /** SPEC §2: whether the grid shows its column editor (the reader's columns only). */
    columnEditing: boolean('column_editing').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('saved_presets_organization_grid').on(table.organizationId, table.gridCode, table.kind),
    uniqueIndex('saved_presets_own_columns')
      .on(table.organizationId, table.ownerId, table.gridCode)
      .where(sql`kind = 'columns'`),
    check(
      'saved_presets_shape',
      sql`case kind
        when 'view' then name is not null and access_scope is not null and sort is not null
          and table_columns is not null and filters is not null
        when 'filter' then name is not null and access_scope is not null and filters is not null
          and sort is null and table_columns is null and description is null
        when 'columns' then name is null and access_scope is null and table_columns is not null and sort is null
          and filters is null and description is null
        else false
      end`,
    ),
  ],
);
