import { parseColumns, serializeColumns } from '@paygrid/domain/grid/columns';

/** The reader's column choices: order, columns pinned left and widths in pixels. */
export type GridLayout = {
  order: string[];
  pinned: string[];
  widths: Record<string, number>;
};

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

/** `pinned` (comma list) and `widths[param]` of the query, next to the domain's `columns`. */
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
  return {
    order: orderedParams(known, columns ?? []),
    pinned: parseColumns(typeof raw.pinned === 'string' ? raw.pinned : undefined).filter((param) =>
      known.includes(param),
    ),
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
  if (Object.keys(layout.widths).length > 0)
    out.widths = Object.fromEntries(
      Object.entries(layout.widths).map(([key, value]) => [key, String(value)]),
    );
  return out;
};
