import type {
  SavedColumnsResourceWire,
  SavedFilterResourceWire,
  SavedViewResourceWire,
} from '@paygrid/contracts';
import type { PresetRow } from './service';

// Each kind's resource as SPEC §7 shapes it; the table's checks guarantee the fields a kind has are set.

const common = (row: PresetRow) => ({
  grid_code: row.gridCode,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const shared = (row: PresetRow) => ({
  ...common(row),
  name: row.name ?? '',
  access_scope: row.accessScope ?? 'private',
  filters: row.filters ?? [],
  is_favorite: row.isFavorite,
  position: row.position,
});

export const savedViewResource = (row: PresetRow): SavedViewResourceWire => ({
  type: 'view',
  id: row.id,
  owner: row.ownerId,
  attributes: {
    ...shared(row),
    description: row.description,
    sort: row.sort ?? [],
    table_columns: row.tableColumns ?? [],
  },
});

export const savedFilterResource = (row: PresetRow): SavedFilterResourceWire => ({
  type: 'filter',
  id: row.id,
  owner: row.ownerId,
  attributes: shared(row),
});

export const savedColumnsResource = (row: PresetRow): SavedColumnsResourceWire => ({
  type: 'columns',
  id: row.id,
  attributes: {
    ...common(row),
    table_columns: row.tableColumns ?? [],
    column_editing: row.columnEditing,
  },
});
