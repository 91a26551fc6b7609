import type { FilterDefinition, SortItem } from '@paygrid/domain';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A sortable column of a grid: the parameter the client names and the SQL it means. Sort keys are never null. */
export type GridSortColumn = { param: string; sql: SQLWrapper };

/** How a declared filter reaches SQL: a column (array columns match by overlap), search fields, or a toggle's condition. */
export type GridFilterColumn = FilterDefinition &
  (
    | { column: SQLWrapper; array?: boolean }
    | { type: 'search'; searchColumns: ReadonlyArray<SQLWrapper> }
    | { type: 'toggle'; condition: SQL }
  );

/** Everything the engine needs to list one grid with SQL: what it reads, how it sorts, filters and pages. */
export type GridDefinition<Row> = {
  /** The grid_code of saved views. */
  code: string;
  table: PgTable;
  sortColumns: ReadonlyArray<GridSortColumn>;
  filters: ReadonlyArray<GridFilterColumn>;
  defaultSort: ReadonlyArray<SortItem>;
  /** A unique key that ends every ORDER BY, so pages are stable and a cursor names one row. */
  tieBreaker: GridSortColumn;
  paging: 'number' | 'cursor';
  toRow(record: Record<string, unknown>): Row;
};
