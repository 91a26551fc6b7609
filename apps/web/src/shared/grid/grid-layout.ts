import { parseColumns, serializeColumns } from '@paygrid/domain/grid/columns';

/** The reader's column choices: order, columns pinned left, columns hidden and widths in pixels. */
export type GridLayout = {
  order: string[];
  pinned: string[];
  hidden: string[];
  widths: Record<string, number>;
};

/** The layout of a grid nobody has touched: declared order, nothing pinned, hidden or resized. */
export const defaultLayout = (known: ReadonlyArray<string>): GridLayout => ({
  order: [...known],
  pinned: [],
  hidden: [],
  widths: {},
});

/** The params shown, in order; never none (the last visible column cannot be hidden). */
export const visibleParams = (layout: GridLayout): string[] =>
  layout.order.filter((param) => !layout.hidden.includes(param));

const MIN_WIDTH = 60;
const MAX_WIDTH = 800;

export const clampColumnWidth = (width: number): number =>
  Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));

/** Known params in the chosen order, then any the choice left out, so a stale URL never hides a column. */
export const orderedParams = (known: ReadonlyArray<string>, chosen: ReadonlyArray<string>): string[] => {
  const kept = chosen.filter((param) => known.includes(param));
  return [...kept, ...known.filter((param) => !kept.includes(param))];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const knownList = (known: ReadonlyArray<string>, raw: unknown): string[] =>
  parseColumns(typeof raw === 'string' ? raw : undefined).filter((param) => known.includes(param));

/** `pinned` and `hidden` (comma lists) and `widths[param]` of the query, next to the domain's `columns`. */
export const layoutFromQuery = (
  known: ReadonlyArray<string>,
  columns: ReadonlyArray<string> | undefined,
  raw: Readonly<Record<string, unknown>>,
): GridLayout => {
  const widths: Record<string, number> = {};
  if (isRecord(raw.widths)) {
    for (const [param, value] of Object.entries(raw.widths)) {
      if (known.includes(param) && typeof value === 'string' && /^\d{1,4}$/.test(value))
        widths[param] = clampColumnWidth(Number(value));
    }
  }
  const hidden = knownList(known, raw.hidden);
  return {
    order: orderedParams(known, columns ?? []),
    pinned: knownList(known, raw.pinned),
    // A link hiding every column would leave an empty table: then nothing is hidden.
    hidden: hidden.length < known.length ? hidden : [],
    widths,
  };
};

/** The layout's part of the query; a layout that is the default writes nothing. */
export const layoutToQueryObject = (
  known: ReadonlyArray<string>,
  layout: GridLayout,
): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  if (layout.order.join(',') !== known.join(',')) out.columns = serializeColumns(layout.order);
  if (layout.pinned.length > 0) out.pinned = serializeColumns(layout.pinned);
  if (layout.hidden.length > 0) out.hidden = serializeColumns(layout.hidden);
  if (Object.keys(layout.widths).length > 0)
    out.widths = Object.fromEntries(
      Object.entries(layout.widths).map(([key, value]) => [key, String(value)]),
    );
  return out;
};
