/**
 * The reader's column layout of a grid (SPEC §2): the order of every column, which are pinned to the left, which
 * are hidden, and the widths they were given. The header row and every body row are drawn from one list made of
 * it (`placeColumns`), so a header and its cells cannot disagree.
 *
 * Pinned columns are shown first, in the layout's order; a column keeps its place in the order while pinned, so
 * unpinning returns it there. A column the grid declares `fixed` (SPEC §3) leads the order, in declared order, and
 * is always pinned and shown: the reader cannot unpin, hide or move it.
 */
export type GridLayout = {
  order: string[];
  /** The declared-fixed columns, in declared order: always pinned, never hidden. */
  fixed: string[];
  pinned: string[];
  hidden: string[];
  widths: Record<string, number>;
};

const MIN_WIDTH = 60;
const MAX_WIDTH = 800;

export const clampColumnWidth = (width: number): number =>
  Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));

/** Known params in the chosen order, then any the choice left out, so a stale URL never hides a column. */
export const orderedParams = (known: ReadonlyArray<string>, chosen: ReadonlyArray<string>): string[] => {
  const kept = [...new Set(chosen)].filter((param) => known.includes(param));
  return [...kept, ...known.filter((param) => !kept.includes(param))];
};

/**
 * A layout read from anywhere (a link, saved columns) with the declared-fixed columns put back: first in the order,
 * pinned and shown, whatever a link or a layout saved before they were fixed says of them.
 */
export const withFixed = (
  known: ReadonlyArray<string>,
  fixed: ReadonlyArray<string>,
  layout: Omit<GridLayout, 'fixed'>,
): GridLayout => {
  const kept = known.filter((param) => fixed.includes(param));
  const order = orderedParams(layout.order, kept);
  return {
    order,
    fixed: kept,
    pinned: order.filter((param) => kept.includes(param) || layout.pinned.includes(param)),
    hidden: layout.hidden.filter((param) => !kept.includes(param)),
    widths: layout.widths,
  };
};

/** The layout of a grid nobody has touched: declared order, the fixed columns pinned, nothing hidden or resized. */
export const defaultLayout = (known: ReadonlyArray<string>, fixed: ReadonlyArray<string> = []): GridLayout =>
  withFixed(known, fixed, { order: [...known], pinned: [], hidden: [], widths: {} });

/** The params shown, in the layout's order (pinned or not). */
export const visibleParams = (layout: GridLayout): string[] =>
  layout.order.filter((param) => !layout.hidden.includes(param));

/** The params shown, as the grid draws them: pinned ones first, each part in the layout's order. */
export const displayedParams = (layout: GridLayout): string[] => {
  const visible = visibleParams(layout);
  return [
    ...visible.filter((param) => layout.pinned.includes(param)),
    ...visible.filter((param) => !layout.pinned.includes(param)),
  ];
};

/** The shown columns a drag may move: the ones not pinned. */
export const movableParams = (layout: GridLayout): string[] =>
  visibleParams(layout).filter((param) => !layout.pinned.includes(param));

/** One drawn column: where its header and its cells sit. */
export type ColumnPlacement = {
  param: string;
  width: number;
  /** Offset from the table's left edge where a pinned column sticks; none when it scrolls. */
  stickyLeft: number | undefined;
};

/**
 * The one list the header row and the body rows are drawn from: each shown column's width (the reader's, else
 * the declared one) and, for pinned columns, where it sticks (the widths of the pinned columns before it).
 */
export const placeColumns = (
  layout: GridLayout,
  declaredWidth: (param: string) => number,
): ColumnPlacement[] => {
  let left = 0;
  return displayedParams(layout).map((param) => {
    const width = layout.widths[param] ?? declaredWidth(param);
    if (!layout.pinned.includes(param)) return { param, width, stickyLeft: undefined };
    const stickyLeft = left;
    left += width;
    return { param, width, stickyLeft };
  });
};

/** Pins a shown column (kept in the layout's order, so the pinned part reads as the grid does). */
export const pinColumn = (layout: GridLayout, param: string): GridLayout =>
  !layout.order.includes(param) || layout.hidden.includes(param) || layout.pinned.includes(param)
    ? layout
    : { ...layout, pinned: layout.order.filter((item) => item === param || layout.pinned.includes(item)) };

/** Unpins a column the grid does not fix: it is drawn at its place in the order again. */
export const unpinColumn = (layout: GridLayout, param: string): GridLayout =>
  layout.pinned.includes(param) && !layout.fixed.includes(param)
    ? { ...layout, pinned: layout.pinned.filter((item) => item !== param) }
    : layout;

const without = (widths: Readonly<Record<string, number>>, param: string): Record<string, number> =>
  Object.fromEntries(Object.entries(widths).filter(([key]) => key !== param));

/**
 * Hides a shown column the grid does not fix; the last shown column stays. A hidden column keeps no pin and no
 * width: a saved layout lists only the shown columns, so nothing of a hidden one could come back from it.
 */
export const hideColumn = (layout: GridLayout, param: string): GridLayout => {
  const visible = visibleParams(layout);
  if (!visible.includes(param) || visible.length <= 1 || layout.fixed.includes(param)) return layout;
  return {
    ...layout,
    hidden: layout.order.filter((item) => item === param || layout.hidden.includes(item)),
    pinned: layout.pinned.filter((item) => item !== param),
    widths: without(layout.widths, param),
  };
};

/** Shows a hidden column again, after the shown ones (where a saved layout, which lists no hidden column, puts it). */
export const showColumn = (layout: GridLayout, param: string): GridLayout => {
  if (!layout.hidden.includes(param)) return layout;
  const hidden = layout.hidden.filter((item) => item !== param);
  const shown = layout.order.filter((item) => item !== param && !hidden.includes(item));
  return {
    ...layout,
    order: [...shown, param, ...hidden],
    hidden,
  };
};

/**
 * Moves a shown, unpinned column to where `target` (another such column) is, the others shifting one place, as a
 * header dragged over another ends.
 */
export const moveColumn = (layout: GridLayout, param: string, target: string): GridLayout => {
  const movable = movableParams(layout);
  if (param === target || !movable.includes(param) || !movable.includes(target)) return layout;
  const order = layout.order.filter((item) => item !== param);
  const at = layout.order.indexOf(target);
  const from = layout.order.indexOf(param);
  // Dragged rightwards it lands after the target, leftwards before it (dnd-kit's arrayMove).
  const index = order.indexOf(target) + (from < at ? 1 : 0);
  order.splice(index, 0, param);
  return { ...layout, order };
};

/** Gives a shown column a width (clamped to 60..800 whole pixels). */
export const resizeColumn = (layout: GridLayout, param: string, width: number): GridLayout =>
  visibleParams(layout).includes(param)
    ? { ...layout, widths: { ...layout.widths, [param]: clampColumnWidth(width) } }
    : layout;
