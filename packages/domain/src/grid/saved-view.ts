import type { FilterWire } from './filter-types';
import type { SortDirection } from './sort';

/** §3 saved view attributes as the API sends them. */
type SavedViewAttributes = {
  grid_code: string;
  name: string;
  description: string | null;
  access_scope: string;
  created_at: string;
  updated_at: string;
  /** Values are JSON text of the filter's wire value ("values stringified", §7). */
  filters: Array<{ key: string; value: string }>;
  is_favorite: boolean;
  position: number;
  sort: Array<{ property: string; direction: SortDirection }>;
  table_columns: Array<{ property: string; fixed: boolean; width: number | null; position: number }>;
};

/** A view resource: its id, its owner (the creating user's id) and its attributes. */
export type SavedViewResource = { id: string; owner: string | null; attributes: SavedViewAttributes };

/** §3 client form of a saved view. */
export type SavedView = {
  id: string;
  gridId: string;
  name: string;
  description: string | null;
  scope: string;
  favorite: boolean;
  index: number;
  owner: string | null;
  createdAt: string;
  updatedAt: string;
  sort: Array<{ param: string; direction: SortDirection }>;
  columns: Array<{ param: string; index: number; width: number | null; fixed: boolean }>;
  filter: Record<string, FilterWire>;
};

/** "Values stringified" (§7): every filter value travels as its JSON text, so strings and objects both survive. */
export const stringifyFilterValue = (value: FilterWire): string => JSON.stringify(value);

export const parseFilterValueText = (text: string): FilterWire => {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'string') return value;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, String(inner)]));
    }
    return String(value);
  } catch {
    // a value stored by an older client as bare text
    return text;
  }
};

/** §3 response attributes -> client form. */
export const savedViewFromResource = ({ id, owner, attributes }: SavedViewResource): SavedView => ({
  id,
  gridId: attributes.grid_code,
  name: attributes.name,
  description: attributes.description,
  scope: attributes.access_scope,
  favorite: attributes.is_favorite,
  index: attributes.position,
  owner,
  createdAt: attributes.created_at,
  updatedAt: attributes.updated_at,
  sort: attributes.sort.map(({ property, direction }) => ({ param: property, direction })),
  columns: attributes.table_columns.map(({ property, position, width, fixed }) => ({
    param: property,
    index: position,
    width,
    fixed,
  })),
  filter: Object.fromEntries(attributes.filters.map(({ key, value }) => [key, parseFilterValueText(value)])),
});
