import type { ReactNode } from 'react';

/** One column a DataGrid can show: `param` is its id in sort, columns and the URL. */
export type DataGridColumn<Row> = {
  param: string;
  label: string;
  sortable?: boolean;
  /** Default width in pixels. */
  width?: number;
  cell: (row: Row) => ReactNode;
};
