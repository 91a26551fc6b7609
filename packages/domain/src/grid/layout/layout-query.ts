import { parseColumns, serializeColumns } from '../columns';
import { clampColumnWidth, defaultLayout, type GridLayout, orderedParams, withFixed } from './column-layout';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Known params a comma list names, in the layout's order. */
const namedInOrder = (order: ReadonlyArray<string>, raw: unknown): string[] => {
  const named = parseColumns(typeof raw === 'string' ? raw : undefined);
  return order.filter((param) => named.includes(param));
};

/**
 * §2 `pinned` and `hidden` (comma lists) and `widths[param]` of the query, next to the request's `columns`; the
 * declared-fixed columns (SPEC §3) are pinned and shown whatever the link says.
 */
export const layoutFromQuery = (
  known: ReadonlyArray<string>,
  columns: ReadonlyArray<string> | undefined,
  raw: Readonly<Record<string, unknown>>,
  fixed: ReadonlyArray<string> = [],
): GridLayout => {
  const widths: Record<string, number> = {};
  if (isRecord(raw.widths)) {
    for (const [param, value] of Object.entries(raw.widths)) {
      if (known.includes(param) && typeof value === 'string' && /^\d{1,4}$/.test(value))
        widths[param] = clampColumnWidth(Number(value));
    }
  }
  const order = orderedParams(known, columns ?? []);
  // A link hiding every column would leave an empty table: then nothing is hidden.
  const named = namedInOrder(order, raw.hidden).filter((param) => !fixed.includes(param));
  const hidden = named.length < known.length ? named : [];
  return withFixed(known, fixed, {
    order,
    pinned: namedInOrder(order, raw.pinned).filter((param) => !hidden.includes(param)),
    hidden,
    widths: Object.fromEntries(Object.entries(widths).filter(([param]) => !hidden.includes(param))),
  });
};

/**
 * The layout's part of the query; a layout that is the default writes nothing. The declared-fixed columns are
 * pinned by the grid itself, so `pinned` names only the reader's pins.
 */
export const layoutToQueryObject = (
  known: ReadonlyArray<string>,
  layout: GridLayout,
): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  const pinned = layout.pinned.filter((param) => !layout.fixed.includes(param));
  if (layout.order.join(',') !== defaultLayout(known, layout.fixed).order.join(','))
    out.columns = serializeColumns(layout.order);
  if (pinned.length > 0) out.pinned = serializeColumns(pinned);
  if (layout.hidden.length > 0) out.hidden = serializeColumns(layout.hidden);
  if (Object.keys(layout.widths).length > 0)
    out.widths = Object.fromEntries(
      Object.entries(layout.widths).map(([key, value]) => [key, String(value)]),
    );
  return out;
};
