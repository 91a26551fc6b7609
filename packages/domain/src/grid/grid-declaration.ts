import type { FilterDefinition, FilterType } from './filter-types';
import type { SortItem } from './sort';

/** The type of a sort key: what a cursor's value for it must be before any SQL sees it. */
export type SortValueType = 'text' | 'integer' | 'timestamp' | 'boolean';

/** §3 a table column as a grid declares it: labels are i18n keys, the web and the CSV read them. */
type GridColumnDeclaration = {
  param: string;
  labelKey: string;
  groupLabelKey?: string;
  prefix?: string;
  width?: number;
  fixed?: boolean;
  /** The row attributes this column shows (kept by `columns`); [param] when absent. */
  fields?: ReadonlyArray<string>;
};

/** Where an enumeration's values come from: a list declared here, or a catalogue of packages/domain. */
type FilterValueSource =
  | { kind: 'fixed'; values: ReadonlyArray<string> }
  | { kind: 'catalogue'; catalogue: 'currencies' | 'countries' };

export type GridFilterDeclaration = {
  key: string;
  type: FilterType;
  labelKey: string;
  values?: FilterValueSource;
  /** The GET /system/enumerations list that words the values in the reader's language (the web's widgets). */
  enumeration?: string;
  /**
   * A search's shortest word looked for inside the fields; a shorter one only matches the beginning of the row's
   * identifier. A word of one or two letters has no trigram, so inside a million payments it is a scan of every
   * row (issue 33, decision 0094). Absent: every word is looked for inside the fields (small grids).
   */
  minWordLength?: number;
};

export type GridSortDeclaration = {
  param: string;
  type: SortValueType;
  /**
   * A key the rows are ordered by first, ascending, whatever the direction asked: amounts compare only within one
   * currency (issue 32), so sorting by amount groups by currency, then orders each group by amount.
   */
  within?: { param: string; type: SortValueType };
};

/** One grid, declared once: the API adds the SQL mapping, the web the widgets (DESIGN: The grid). */
export type GridDeclaration = {
  /** The grid_code of saved views, and the name of its export file. */
  code: string;
  columns: ReadonlyArray<GridColumnDeclaration>;
  filters: ReadonlyArray<GridFilterDeclaration>;
  sorts: ReadonlyArray<GridSortDeclaration>;
  defaultSort: ReadonlyArray<SortItem>;
  /** A unique key that ends every order, so pages are stable and a cursor names one row. */
  tieBreaker: GridSortDeclaration;
  paging: 'number' | 'cursor';
};

/**
 * The codes of the catalogues a filter's values may come from. The server passes them all (catalogue-values.ts);
 * the browser passes none, so no catalogue data reaches its bundles, and leaves those values to the server.
 */
export type CatalogueValues = Partial<Record<'currencies' | 'countries', ReadonlyArray<string>>>;

/**
 * The values a filter accepts, or undefined for any value.
 * @internal Exported for tests only.
 */
export const filterValuesOf = (
  filter: GridFilterDeclaration,
  catalogues: CatalogueValues = {},
): ReadonlyArray<string> | undefined => {
  if (!filter.values) return undefined;
  return filter.values.kind === 'fixed' ? filter.values.values : catalogues[filter.values.catalogue];
};

/** The codec's view of a declared filter (its allowed values resolved). */
export const filterDefinitionOf = (
  filter: GridFilterDeclaration,
  catalogues: CatalogueValues = {},
): FilterDefinition => {
  const options = filterValuesOf(filter, catalogues);
  return { key: filter.key, type: filter.type, ...(options ? { options } : {}) };
};

export const filterDefinitionsOf = (
  grid: GridDeclaration,
  catalogues: CatalogueValues = {},
): FilterDefinition[] => grid.filters.map((filter) => filterDefinitionOf(filter, catalogues));

/** Every sortable param of a grid, the tie-breaker included. */
export const sortDeclarationsOf = (grid: GridDeclaration): GridSortDeclaration[] =>
  grid.sorts.some((sort) => sort.param === grid.tieBreaker.param)
    ? [...grid.sorts]
    : [...grid.sorts, grid.tieBreaker];

/** The columns a grid declares `fixed` (SPEC §3), in declared order: always pinned and shown. */
export const fixedColumnsOf = (grid: GridDeclaration): string[] =>
  grid.columns.filter((column) => column.fixed === true).map((column) => column.param);

/** The row attributes a choice of columns keeps. */
export const fieldsOfColumns = (grid: GridDeclaration, params: ReadonlyArray<string>): string[] => {
  const fields = params.flatMap((param) => {
    const column = grid.columns.find((candidate) => candidate.param === param);
    return column ? [...(column.fields ?? [column.param])] : [];
  });
  return [...new Set(fields)];
};
