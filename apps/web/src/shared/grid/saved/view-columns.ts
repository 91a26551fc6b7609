import type { GridColumn } from '@paygrid/domain/grid/columns';
import { type GridLayout, orderedParams } from '../grid-layout';

/**
 * The grid's layout as a saved view's or saved columns' entries, in the order the reader sees them (pinned
 * columns first, in the order they were pinned): width (none = the grid's) and whether it is pinned.
 */
export const layoutToViewColumns = (layout: GridLayout): GridColumn[] =>
  [...layout.pinned, ...layout.order.filter((param) => !layout.pinned.includes(param))].map((param) => ({
    param,
    width: layout.widths[param] ?? null,
    fixed: layout.pinned.includes(param),
  }));

/** Saved entries back to a layout; a column the grid gained since is appended by the grid itself. */
export const viewColumnsToLayout = (columns: ReadonlyArray<GridColumn>): GridLayout => ({
  order: columns.map((column) => column.param),
  pinned: columns.filter((column) => column.fixed === true).map((column) => column.param),
  widths: Object.fromEntries(
    columns.flatMap(({ param, width }) => (typeof width === 'number' ? [[param, width] as const] : [])),
  ),
});

/** Saved entries as a layout of this grid: columns it no longer has are left out, ones it gained are appended. */
export const layoutForGrid = (
  known: ReadonlyArray<string>,
  columns: ReadonlyArray<GridColumn>,
): GridLayout => {
  const saved = viewColumnsToLayout(columns.filter((column) => known.includes(column.param)));
  return { ...saved, order: orderedParams(known, saved.order) };
};
