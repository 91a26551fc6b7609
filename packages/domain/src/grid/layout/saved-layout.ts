import type { GridColumn } from '../columns';
import { type GridLayout, orderedParams, withFixed } from './column-layout';

/**
 * The layout as a saved view's (or the reader's saved columns') entries: every shown column in the layout's
 * order, with its width (none = the grid's) and whether it is pinned (a declared-fixed one always is). A hidden
 * column is left out. Pinned columns keep their place in the order, so a layout read back unpins to where it did
 * before it was saved.
 */
export const layoutToViewColumns = (layout: GridLayout): GridColumn[] =>
  layout.order
    .filter((param) => !layout.hidden.includes(param))
    .map((param) => ({
      param,
      width: layout.widths[param] ?? null,
      fixed: layout.pinned.includes(param),
    }));

/**
 * Saved entries as a layout of this grid: columns it no longer has are left out, ones it gained are appended, and
 * the declared-fixed ones (SPEC §3) are pinned and shown whatever a layout saved before says of them.
 */
export const layoutForGrid = (
  known: ReadonlyArray<string>,
  columns: ReadonlyArray<GridColumn>,
  fixed: ReadonlyArray<string> = [],
): GridLayout => {
  const saved = columns.filter((column) => known.includes(column.param));
  const savedOrder = saved.map((column) => column.param);
  const order = orderedParams(known, savedOrder);
  // The columns a saved list leaves out are hidden; a list naming none of the grid's columns hides nothing.
  const hidden = savedOrder.length > 0 ? order.filter((param) => !savedOrder.includes(param)) : [];
  const pinned = new Set(saved.filter((column) => column.fixed === true).map((column) => column.param));
  return withFixed(known, fixed, {
    order,
    pinned: order.filter((param) => pinned.has(param)),
    hidden,
    widths: Object.fromEntries(
      saved.flatMap(({ param, width }) => (typeof width === 'number' ? [[param, width] as const] : [])),
    ),
  });
};
