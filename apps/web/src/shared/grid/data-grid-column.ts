import type { ReactNode } from 'react';

/** One column a DataGrid can show: `param` is its id in sort, columns and the URL. */
export type DataGridColumn<Row> = {
  param: string;
  label: string;
  /** Columns sharing a group label sit under one grouped header (SPEC §3). */
  groupLabel?: string;
  /** Shown before a value (SPEC §3). */
  prefix?: string;
  sortable?: boolean;
  /** Default width in pixels. */
  width?: number;
  cell: (row: Row) => ReactNode;
};
