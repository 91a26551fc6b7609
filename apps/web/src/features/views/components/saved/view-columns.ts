import type { GridColumn } from '@paygrid/domain/grid/columns';
import { type GridLayout, orderedParams } from '~/shared/grid/grid-layout';

/**
 * The grid's layout as a saved view's or saved columns' entries, in the order the reader sees them (pinned
 * columns first, in the order they were pinned): width (none = the grid's) and whether it is pinned. A hidden
 * column is left out of the list.
 */
export const layoutToViewColumns = (layout: GridLayout): GridColumn[] =>
  [...layout.pinned, ...layout.order.filter((param) => !layout.pinned.includes(param))]
    .filter((param) => !layout.hidden.includes(param))
    .map((param) => ({
      param,
      width: layout.widths[param] ?? null,
      fixed: layout.pinned.includes(param),
    }));

/** Saved entries back to a layout; a column the grid gained since is appended by the grid itself. */
export const viewColumnsToLayout = (columns: ReadonlyArray<GridColumn>): GridLayout => ({
  order: columns.map((column) => column.param),
  hidden: [],
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
  // The columns a saved list leaves out are hidden; a list naming none of the grid's columns hides nothing.
  const hidden = saved.order.length > 0 ? known.filter((param) => !saved.order.includes(param)) : [];
  return { ...saved, order: orderedParams(known, saved.order), hidden };
};
